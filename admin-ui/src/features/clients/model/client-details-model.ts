// Client Details (/superadmin/clients/{client_id}): the client form, the SSO Settings form, the
// labs with their Force On switches and the client's pods.

import type { ClientDetail, Flag } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource } from '#lib/resource.ts';
import type { ClientDetails } from '../api/client-requests.ts';
import { clientsApi } from '../api/clients-api.ts';
import { bodyOf, createClientForm, valuesOf } from './client-form.ts';
import { createSsoForm, ssoBodyOf, ssoValuesOf } from './sso-form.ts';

let clientId = '';

export const clientDetails = createResource(() => clientsApi.details(clientId));
export const clientPods = createResource(() => clientsApi.pods(clientId));
const toastRequiredFields = () => toastMessage('generic-required-message', 'Please fill all required fields');

export const clientForm = createClientForm('edit', toastRequiredFields);
export const ssoForm = createSsoForm(toastRequiredFields);
/** The labs whose Force On change is on its way to the server. */
export const forceOnSaving = signal<ReadonlySet<string>>(new Set());

function showClient(client: ClientDetail): void {
  clientForm.fill(valuesOf(client));
  const d = clientDetails.data.value;
  if (d) clientDetails.set({ ...d, client });
}

/** Opens a client: loads its details (then fills both forms) and its pods. Returns the leave. */
export function openClient(id: string): () => void {
  clientId = id;
  clientDetails.reset();
  clientPods.reset();
  clientForm.reset();
  ssoForm.reset();
  void clientDetails.load().then(() => {
    const d = clientDetails.data.value;
    if (!d) return;
    clientForm.fill(valuesOf(d.client));
    ssoForm.fill(ssoValuesOf(d.client.sso_active, d.sso));
  });
  void clientPods.load();
  return () => {
    clientDetails.reset();
    clientPods.reset();
    forceOnSaving.value = new Set();
  };
}

/** Saves the Client form (name, email and phone required, else 'generic-required-message'). */
export async function saveClient(): Promise<void> {
  if (!clientId) return;
  await clientForm.submit(async (v) => {
    const { client } = await clientsApi.update({ edit_id: clientId, ...bodyOf(v) });
    if (client) showClient(client);
    else void clientDetails.load();
    showToast('success', 'Client updated');
  });
}

/** Saves SSO Settings (entity, login, logout and certs required only when active). */
export async function saveSso(): Promise<void> {
  if (!clientId) return;
  // a refusal: the API client showed the server's message; the form keeps what was typed
  await ssoForm.submit(async (v) => {
    const { client } = await clientsApi.saveSso({ client_id: clientId, ...ssoBodyOf(v) });
    const d = clientDetails.data.value;
    if (client && d) clientDetails.set({ ...d, client: { ...d.client, sso_active: client.sso_active } });
    showToast('success', 'SSO settings saved');
  });
}

function withLabMode(d: ClientDetails, labId: string, admin_mode: Flag): ClientDetails {
  return { ...d, labs: d.labs.map((l) => (l.id === labId ? { ...l, admin_mode } : l)) };
}

function markSaving(labId: string, on: boolean): void {
  const next = new Set(forceOnSaving.value);
  if (on) next.add(labId);
  else next.delete(labId);
  forceOnSaving.value = next;
}

/**
 * Turns a lab's Force On on or off (sent as 1/0). The switch moves at once; a refusal moves
 * it back after the API client showed the server's message.
 */
export async function setForceOn(labId: string, on: boolean): Promise<void> {
  const d = clientDetails.data.value;
  if (!d || forceOnSaving.value.has(labId)) return;
  const before = d.labs.find((l) => l.id === labId)?.admin_mode ?? 0;
  const wanted: Flag = on ? 1 : 0;
  clientDetails.set(withLabMode(d, labId, wanted));
  markSaving(labId, true);
  try {
    await clientsApi.setForceOn(labId, wanted);
    showToast('success', on ? 'Force On turned on' : 'Force On turned off');
  } catch {
    const now = clientDetails.data.value;
    if (now) clientDetails.set(withLabMode(now, labId, before));
  } finally {
    markSaving(labId, false);
  }
}
