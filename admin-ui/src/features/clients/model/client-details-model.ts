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
import { createSsoForm, type SsoValues, ssoBodyOf, ssoValuesOf } from './sso-form.ts';

let clientId = '';

export const clientDetails = createResource(() => clientsApi.details(clientId));
export const clientPods = createResource(() => clientsApi.pods(clientId));
const toastRequiredFields = () => toastMessage('generic-required-message', 'Please fill all required fields');

export const clientForm = createClientForm('edit', toastRequiredFields);
export const ssoForm = createSsoForm(toastRequiredFields);
/** The SSO form since it was filled or saved: 'saved' right after a save, until a field changes. */
export const ssoStatus = signal<'clean' | 'edited' | 'saved'>('clean');
/** The metadata import: reading it, or what it filled in for review. */
export const ssoImport = signal<
  { readonly state: 'idle' } | { readonly state: 'reading' } | { readonly state: 'read'; readonly from: string }
>({ state: 'idle' });
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
  ssoStatus.value = 'clean';
  ssoImport.value = { state: 'idle' };
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

/** Changes one SSO field: the form is edited (no longer "saved"). */
export function setSso<K extends keyof SsoValues>(key: K, value: SsoValues[K]): void {
  ssoForm.set(key, value);
  ssoStatus.value = 'edited';
}

/**
 * Reads the IdP's metadata (its URL, else the pasted XML) and fills the SAML fields with what
 * it names, for review: nothing is saved until Save. A refusal marks the field it names.
 */
export async function importSsoMetadata(): Promise<void> {
  const v = ssoForm.values.value;
  const url = v.metadata_url.trim();
  const xml = v.metadata_xml.trim();
  if (!clientId || (!url && !xml)) {
    ssoForm.errors.value = { ...ssoForm.errors.value, metadata_url: 'Enter the metadata URL or paste its XML' };
    return;
  }
  ssoImport.value = { state: 'reading' };
  try {
    const read = await clientsApi.importSsoMetadata({
      client_id: clientId,
      ...(url ? { metadata_url: url } : { metadata_xml: xml }),
    });
    ssoForm.fill({
      ...ssoForm.values.value,
      protocol: 'saml',
      entity: read.entity,
      login: read.login,
      logout: read.logout ?? ssoForm.values.value.logout,
      certs: read.certs,
    });
    ssoStatus.value = 'edited';
    ssoImport.value = { state: 'read', from: url ? new URL(url).host : 'the pasted metadata' };
  } catch (err) {
    ssoImport.value = { state: 'idle' };
    ssoForm.refused(err);
  }
}

/** Saves SSO Settings (what is required: the contracts' SSO_FORM_RULES); the reply's client carries our URLs. */
export async function saveSso(): Promise<void> {
  if (!clientId) return;
  // a refusal: the API client showed the server's message; the field it names is marked
  const saved = await ssoForm.submit(async (v) => {
    const { client } = await clientsApi.saveSso({ client_id: clientId, ...ssoBodyOf(v) });
    const d = clientDetails.data.value;
    if (client && d) clientDetails.set({ ...d, client });
    showToast('success', 'SSO settings saved');
    return { secret: Boolean(v.oidc_client_secret.trim()) || (v.secret_set && !v.remove_secret) };
  });
  if (!saved) return;
  ssoForm.fill({ ...ssoForm.values.value, oidc_client_secret: '', remove_secret: false, secret_set: saved.secret });
  ssoImport.value = { state: 'idle' };
  ssoStatus.value = 'saved';
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
