// The message catalogue (a reply's message is looked up as a msg_key; the entry's
// text replaces it when one exists). The built-in catalogue ships with the app as data, so
// the texts are the server's even before `/system_messages/get_fe` answers.
import { SYSTEM_MESSAGES, type SystemMessage } from '@gamepod/contracts/catalogues';
import type { ReplyData } from '@gamepod/contracts/http';
import { ApiError, apiRequest } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { showToast, type ToastTone } from '#app-state/toasts/model/toast-model.ts';

const builtIn = new Map<string, SystemMessage>(SYSTEM_MESSAGES.map((m) => [m.msg_key, m]));
const fromServer = signal<ReadonlyMap<string, SystemMessage>>(new Map());
let loading: Promise<void> | null = null;

/** Loads the server's catalogue once per page (edited messages win over the built-in ones). */
export function loadSystemMessages(): Promise<void> {
  loading ??= apiRequest<ReplyData<'GET', '/system_messages/get_fe'>>('/system_messages/get_fe').then(
    ({ messages }) => {
      fromServer.value = new Map(messages.map((m) => [m.msg_key, m]));
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** The catalogue entry for a key, or null. */
export function messageFor(msgKey: string): SystemMessage | null {
  return fromServer.value.get(msgKey) ?? builtIn.get(msgKey) ?? null;
}

const TONES: Readonly<Record<string, ToastTone>> = { failure: 'error', warning: 'warning', success: 'success' };

/**
 * Shows a catalogue message as a toast in its own tone; a key with no entry shows `fallback`
 * as an error.
 *
 * @example toastMessage('admin-setting-domain-error', 'Domain is required');
 */
export function toastMessage(msgKey: string, fallback = msgKey): void {
  const entry = messageFor(msgKey);
  if (entry) showToast(TONES[entry.type] ?? 'error', entry.text_head, entry.text_sub);
  else showToast('error', fallback);
}

/** An empty required field on any console form. */
export const REQUIRED_TEXT = 'Please fill all required fields';

export function toastRequired(): void {
  showToast('error', REQUIRED_TEXT);
}

/** A failed call's toast: its `data.msg_key`, else its message, looked up in the catalogue. */
export function toastFailure(err: unknown): void {
  if (!(err instanceof ApiError)) {
    showToast('error', err instanceof Error ? err.message : 'Something went wrong');
    return;
  }
  const key = (err.data as { msg_key?: unknown } | null | undefined)?.msg_key;
  toastMessage(typeof key === 'string' ? key : err.message, err.message);
}
