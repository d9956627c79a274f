// Raise an emergency alert from the console: everyone's pods (super admins), a client's, or a
// lab's, with its text and how many seconds the pods show it; end one early; see the latest.
import type { AlertScope } from '@gamepod/contracts/catalogues';
import { EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '@gamepod/contracts/catalogues';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { showToast } from '../../../app-state/toasts/model/toast-model.ts';
import { createResource } from '../../../lib/resource.ts';
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

export const emergencyForm = signal<EmergencyFields>(blank(false));
export const emergencyErrors = signal<Readonly<Record<string, string>>>({});
export const raising = signal(false);

export function setEmergencyField<K extends keyof EmergencyFields>(key: K, value: EmergencyFields[K]): void {
  emergencyForm.value = { ...emergencyForm.value, [key]: value };
  if (key === 'client_id') {
    emergencyForm.value = { ...emergencyForm.value, lab_id: '' };
    labsOf.value = String(value);
    void emergencyLabs.load();
  }
  if (emergencyErrors.value[key]) emergencyErrors.value = { ...emergencyErrors.value, [key]: '' };
}

export async function raiseEmergency(): Promise<void> {
  if (raising.value) return;
  const f = emergencyForm.value;
  const expire = Number(f.expire);
  if (!Number.isInteger(expire) || expire < EMERGENCY_EXPIRE_MIN || expire > EMERGENCY_EXPIRE_MAX) {
    emergencyErrors.value = { expire: `Between ${EMERGENCY_EXPIRE_MIN} and ${EMERGENCY_EXPIRE_MAX} seconds` };
    return;
  }
  raising.value = true;
  try {
    const { pods } = await emergencyApi.raise({
      scope: f.scope,
      client_id: f.scope === 'client' ? f.client_id || null : null,
      lab_id: f.scope === 'lab' ? f.lab_id || null : null,
      title: f.title,
      content: f.content,
      expire,
    });
    showToast('success', 'Emergency alert raised', `Showing on ${pods} pod${pods === 1 ? '' : 's'}`);
    emergencyForm.value = { ...f, title: '', content: '' };
    await emergencyList.load();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const field = (err.data as { field?: string } | null)?.field;
    if (field) emergencyErrors.value = { ...emergencyErrors.value, [field]: err.message };
    showToast('error', err.message);
  } finally {
    raising.value = false;
  }
}

export async function endEmergency(alertId: string): Promise<void> {
  await emergencyApi.end(alertId);
  showToast('success', 'Emergency alert ended');
  await emergencyList.load();
}

/** Opening the screen: the form for the role, the pickers, the latest alerts. */
export function openEmergency(role: number): () => void {
  const superAdmin = role === 4;
  emergencyForm.value = blank(superAdmin);
  emergencyErrors.value = {};
  if (superAdmin) void emergencyClients.load();
  else {
    labsOf.value = '';
    void emergencyLabs.load();
  }
  void emergencyList.load();
  return emergencyList.reset;
}
