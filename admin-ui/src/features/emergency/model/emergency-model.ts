// Raise an emergency alert from the console: everyone's pods (super admins), a client's, or a
// lab's, with its text and how many seconds the pods show it; end one early; see the latest.
import type { AlertScope } from '@gamepod/contracts/catalogues';
import { EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '@gamepod/contracts/catalogues';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createFormState } from '#lib/form-state.ts';
import { createResource } from '#lib/resource.ts';
import { emergencyApi } from '../api/emergency-api.ts';

export type EmergencyFields = {
  readonly scope: AlertScope;
  readonly client_id: string;
  readonly lab_id: string;
  readonly title: string;
  readonly content: string;
  readonly expire: string;
};

export const emergencyList = createResource(() => emergencyApi.list());
export const emergencyClients = createResource(() => emergencyApi.clients());
const labsOf = signal('');
export const emergencyLabs = createResource(() => emergencyApi.labs(labsOf.value));

const blank = (superAdmin: boolean): EmergencyFields => ({
  scope: superAdmin ? 'global' : 'lab',
  client_id: '',
  lab_id: '',
  title: '',
  content: '',
  expire: '60',
});

/** How many seconds the pods show it: a whole number in the contract's range. */
const expireOf = (f: EmergencyFields): number | null => {
  const expire = Number(f.expire);
  return Number.isInteger(expire) && expire >= EMERGENCY_EXPIRE_MIN && expire <= EMERGENCY_EXPIRE_MAX ? expire : null;
};

const form = createFormState<EmergencyFields, string>({
  blank: () => blank(false),
  check: (f) => ({
    errors:
      expireOf(f) === null ? { expire: `Between ${EMERGENCY_EXPIRE_MIN} and ${EMERGENCY_EXPIRE_MAX} seconds` } : {},
  }),
});
export const emergencyForm = form.values;
export const emergencyErrors = form.errors;
export const raising = form.saving;

export function setEmergencyField<K extends keyof EmergencyFields>(key: K, value: EmergencyFields[K]): void {
  form.set(key, value);
  if (key === 'client_id') {
    emergencyForm.value = { ...emergencyForm.value, lab_id: '' };
    labsOf.value = String(value);
    void emergencyLabs.load();
  }
}

export async function raiseEmergency(): Promise<void> {
  await form.submit(
    async (f) => {
      const { pods } = await emergencyApi.raise({
        scope: f.scope,
        client_id: f.scope === 'client' ? f.client_id || null : null,
        lab_id: f.scope === 'lab' ? f.lab_id || null : null,
        title: f.title,
        content: f.content,
        expire: Number(f.expire),
      });
      showToast('success', 'Emergency alert raised', `Showing on ${pods} pod${pods === 1 ? '' : 's'}`);
      emergencyForm.value = { ...f, title: '', content: '' };
      await emergencyList.load();
    },
    (err) => {
      if (!(err instanceof ApiError)) throw err;
      showToast('error', err.message);
    },
  );
}

export async function endEmergency(alertId: string): Promise<void> {
  await emergencyApi.end(alertId);
  showToast('success', 'Emergency alert ended');
  await emergencyList.load();
}

/** Opening the screen: the form for the role, the pickers, the latest alerts. */
export function openEmergency(role: number): () => void {
  const superAdmin = role === 4;
  form.fill(blank(superAdmin));
  if (superAdmin) void emergencyClients.load();
  else {
    labsOf.value = '';
    void emergencyLabs.load();
  }
  void emergencyList.load();
  return emergencyList.reset;
}
