// Webhooks: a client's endpoints (a super admin picks the client first), the one being added
// or edited, the secret of a new endpoint shown this once with a copy button, and the chosen
// endpoint's newest deliveries, read again every few seconds while the screen is open.

import type { WebhookEndpointView } from '@gamepod/contracts/http';
import { PUBLIC_EVENT_TYPES, type SubscribableEventType } from '@gamepod/contracts/public-events';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource, pollResource } from '#lib/resource.ts';
import { webhooksApi } from '../api/webhooks-api.ts';

/** How often the open endpoint's deliveries are read again. */
export const DELIVERIES_POLL_MS = 3_000;

export const isSuperAdmin = computed(() => userSession.value?.role_id === 4);
export const clientId = signal('');
export const clients = createResource(() => webhooksApi.clients());

const clientParam = () => (isSuperAdmin.value ? clientId.value || undefined : undefined);
export const endpoints = createResource(() =>
  isSuperAdmin.value && !clientId.value ? Promise.resolve([]) : webhooksApi.endpoints(clientParam()),
);

/** The endpoint whose deliveries show. */
export const openEndpointId = signal<string | null>(null);
export const openEndpoint = computed(() => endpoints.data.value?.find((e) => e.id === openEndpointId.value) ?? null);
export const deliveries = createResource(() =>
  openEndpointId.value ? webhooksApi.deliveries(openEndpointId.value) : Promise.resolve([]),
);

/** The form: null when closed, 'new', or the id of the endpoint being edited. */
export const editing = signal<null | 'new' | string>(null);
export const formUrl = signal('');
export const formDescription = signal('');
export const formTypes = signal<readonly SubscribableEventType[]>([]);
export const formActive = signal(true);
export const formError = signal<string | null>(null);
export const saving = signal(false);

/** The secret of the endpoint just added or rotated, until dismissed. */
export const newSecret = signal<{ url: string; secret: string } | null>(null);
export const secretCopied = signal<'no' | 'yes' | 'failed'>('no');

export const sendingTest = signal<string | null>(null);
export const resending = signal<string | null>(null);
export const toggling = signal<string | null>(null);
export const rotating = signal<string | null>(null);
/** The endpoint whose delete waits for a yes. */
export const deleteAsked = signal<WebhookEndpointView | null>(null);
export const deleting = signal(false);

export const EVENT_TYPES = PUBLIC_EVENT_TYPES;

let stopPoll: (() => void) | undefined;

/** Opens the screen: a super admin's clients, and the endpoints. */
export function openWebhooks(): () => void {
  if (isSuperAdmin.value) void clients.load();
  void endpoints.load();
  stopPoll = pollResource(deliveries, DELIVERIES_POLL_MS);
  return () => {
    stopPoll?.();
    endpoints.reset();
    deliveries.reset();
    openEndpointId.value = null;
    editing.value = null;
    newSecret.value = null;
    deleteAsked.value = null;
  };
}

export function chooseClient(id: string): void {
  clientId.value = id;
  openEndpointId.value = null;
  editing.value = null;
  newSecret.value = null;
  endpoints.reset();
  void endpoints.load();
}

export function showDeliveries(id: string): void {
  openEndpointId.value = id;
  deliveries.reset();
  void deliveries.load();
}

export function startAdd(): void {
  editing.value = 'new';
  formUrl.value = 'https://';
  formDescription.value = '';
  formTypes.value = [...EVENT_TYPES];
  formActive.value = true;
  formError.value = null;
}

export function startEdit(e: WebhookEndpointView): void {
  editing.value = e.id;
  formUrl.value = e.url;
  formDescription.value = e.description;
  formTypes.value = e.event_types.filter((t): t is SubscribableEventType =>
    (EVENT_TYPES as readonly string[]).includes(t),
  );
  formActive.value = e.active;
  formError.value = null;
}

export function closeForm(): void {
  editing.value = null;
  formError.value = null;
}

export function toggleType(type: SubscribableEventType, on: boolean): void {
  formTypes.value = on ? [...new Set([...formTypes.value, type])] : formTypes.value.filter((t) => t !== type);
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'The endpoint could not be saved');

/** Saves the form: a new endpoint's secret shows once; an edit keeps the secret. */
export async function saveEndpoint(): Promise<void> {
  if (saving.value || editing.value === null) return;
  // the server judges the URL (https, and an address outside private ranges) and says why
  const url = formUrl.value.trim();
  if (formTypes.value.length === 0) {
    formError.value = 'Choose at least one event';
    return;
  }
  const body = {
    url,
    description: formDescription.value.trim(),
    event_types: [...formTypes.value],
    active: formActive.value,
  };
  saving.value = true;
  formError.value = null;
  try {
    if (editing.value === 'new') {
      const r = await webhooksApi.add(clientParam(), body);
      newSecret.value = { url: r.endpoint.url, secret: r.secret };
      secretCopied.value = 'no';
      openEndpointId.value = r.endpoint.id;
      showToast('success', 'Endpoint added', 'Copy its signing secret now: it is shown only once.');
    } else {
      await webhooksApi.edit(editing.value, body);
      showToast('success', 'Endpoint saved', url);
    }
    editing.value = null;
    await endpoints.load();
    void deliveries.load();
  } catch (err) {
    formError.value = messageOf(err);
  } finally {
    saving.value = false;
  }
}

/** Disables or enables an endpoint from its row. */
export async function setActive(e: WebhookEndpointView, active: boolean): Promise<void> {
  if (toggling.value) return;
  toggling.value = e.id;
  try {
    const { url, description, active: _was, event_types } = e;
    const types = event_types.filter((t): t is SubscribableEventType => (EVENT_TYPES as readonly string[]).includes(t));
    await webhooksApi.edit(e.id, { url, description, event_types: types, active }, false);
    await endpoints.load();
  } finally {
    toggling.value = null;
  }
}

/** Gives an endpoint a new signing secret and shows it this once. */
export async function rotateSecret(e: WebhookEndpointView): Promise<void> {
  if (rotating.value) return;
  rotating.value = e.id;
  try {
    const r = await webhooksApi.rotateSecret(e.id);
    newSecret.value = { url: r.endpoint.url, secret: r.secret };
    secretCopied.value = 'no';
    showToast('success', 'Signing secret rotated', 'Copy the new secret now: it is shown only once.');
    await endpoints.load();
  } finally {
    rotating.value = null;
  }
}

export function askDelete(e: WebhookEndpointView): void {
  deleteAsked.value = e;
}

export function cancelDelete(): void {
  if (!deleting.value) deleteAsked.value = null;
}

/** Deletes the endpoint the confirmation asked about. */
export async function confirmDelete(): Promise<void> {
  const e = deleteAsked.value;
  if (!e || deleting.value) return;
  deleting.value = true;
  try {
    await webhooksApi.remove(e.id);
    showToast('success', 'Endpoint deleted', e.url);
    if (openEndpointId.value === e.id) openEndpointId.value = null;
    if (editing.value === e.id) editing.value = null;
    deleteAsked.value = null;
    await endpoints.load();
  } finally {
    deleting.value = false;
  }
}

export async function copySecret(): Promise<void> {
  const shown = newSecret.value;
  if (!shown) return;
  try {
    await navigator.clipboard.writeText(shown.secret);
    secretCopied.value = 'yes';
  } catch {
    secretCopied.value = 'failed';
  }
}

export function dismissSecret(): void {
  newSecret.value = null;
  secretCopied.value = 'no';
}

export async function sendTest(id: string): Promise<void> {
  if (sendingTest.value) return;
  sendingTest.value = id;
  try {
    await webhooksApi.sendTest(id);
    showToast('success', 'Test event queued', 'It shows under Recent deliveries once it is sent.');
    showDeliveries(id);
  } finally {
    sendingTest.value = null;
  }
}

export async function resend(deliveryId: string): Promise<void> {
  if (resending.value) return;
  resending.value = deliveryId;
  try {
    await webhooksApi.resend(deliveryId);
    showToast('success', 'Delivery queued again', 'It is sent after what waits before it.');
    await deliveries.load();
  } finally {
    resending.value = null;
  }
}
