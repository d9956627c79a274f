// The pod form Deploy New Pod and Edit Pod share: its
// values, the fields left empty, and the options its selects offer.

import type { NavView, PodTypeOption } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import type { Option } from '#components/form-fields.tsx';
import type { PodFormBody } from '../api/pod-requests.ts';
import { podsApi } from '../api/pods-api.ts';
import {
  bodyFromForm,
  emptyPodForm,
  missingPodFields,
  type PodField,
  type PodFormValues,
  withKeyboardFor,
} from './pod-rules.ts';

export const podForm = signal<PodFormValues>(emptyPodForm());
/** The required fields the last save found empty; each clears as it is filled. */
export const podFormMissing = signal<ReadonlySet<PodField>>(new Set());
export const podFormSaving = signal(false);

export const clientOptions = signal<readonly Option[]>([]);
export const labOptions = signal<readonly Option[]>([]);
export const navOptions = signal<readonly NavView[]>([]);
export const podTypeOptions = signal<readonly PodTypeOption[]>([]);
export const optionsLoading = signal(false);

/** A client admin's client selector is locked to their own client. */
export const clientLocked = computed(() => userSession.value?.role_id === 3);

/** The client a new form starts with: a client admin's own. */
export const ownClientId = (): string => (clientLocked.value ? (userSession.value?.client_id ?? '') : '');

let optionsFor = '';

/** Loads the labs and navs of `clientId` (the selects that depend on the client). */
async function loadClientOptions(clientId: string): Promise<void> {
  optionsFor = clientId;
  labOptions.value = [];
  navOptions.value = [];
  if (!clientId) return;
  const [labs, navs] = await Promise.all([podsApi.labs(clientId), podsApi.navs(clientId)]);
  if (optionsFor !== clientId) return;
  labOptions.value = labs;
  navOptions.value = navs;
}

/** Fills the selects for the form as it stands: pod types, clients, and the client's labs and navs. */
export async function loadFormOptions(): Promise<void> {
  optionsLoading.value = true;
  try {
    const clientId = podForm.value.client_id;
    const [types, clients] = await Promise.all([
      podTypeOptions.value.length ? Promise.resolve(podTypeOptions.value) : podsApi.podTypes(),
      clientLocked.value ? podsApi.client(clientId || ownClientId()) : podsApi.clients(),
      loadClientOptions(clientId),
    ]);
    podTypeOptions.value = types;
    clientOptions.value = clients;
  } catch {
    // the API client already showed the server's message; the selects stay as they are
  } finally {
    optionsLoading.value = false;
  }
}

/** Starts the form over with `values` (no field marked missing). */
export function resetPodForm(values: PodFormValues): void {
  podForm.value = values;
  podFormMissing.value = new Set();
}

export function setPodField<K extends PodField>(field: K, value: PodFormValues[K]): void {
  podForm.value = { ...podForm.value, [field]: value };
  if (podFormMissing.value.has(field) && String(value).trim() !== '') {
    const next = new Set(podFormMissing.value);
    next.delete(field);
    podFormMissing.value = next;
  }
}

/** Choosing a type sets with_keyboard (0 for gp_arc and gp_duo, else 1). */
export function choosePodType(id: string): void {
  setPodField('pod_type_id', id);
  const type = podTypeOptions.value.find((t) => String(t.id) === id);
  if (type) setPodField('with_keyboard', withKeyboardFor(type));
}

/** Another client: its labs and navs replace the old ones, and the choices made from those clear. */
export function chooseClient(id: string): void {
  setPodField('client_id', id);
  podForm.value = { ...podForm.value, lab_id: '', nav_id: '', nav_id_left: '', nav_id_right: '', nav_id_rear: '' };
  loadClientOptions(id).catch(() => undefined);
}

/**
 * The body to save, or null after marking the empty required fields and showing the
 * generic required message.
 */
export function validPodForm(): PodFormBody | null {
  const missing = missingPodFields(podForm.value);
  podFormMissing.value = new Set(missing);
  if (missing.length > 0) {
    toastMessage('generic-required-message', 'Please fill all required fields');
    return null;
  }
  return bodyFromForm(podForm.value);
}
