// the server's built-in catalogue, shared as data: our fallback texts are exactly the server's

import type { SystemMessage } from '@gamepod/contracts/catalogues';
import { SYSTEM_MESSAGES } from '@gamepod/contracts/catalogues';
import { signal } from '@preact/signals-react';
import { ApiError, msgKeyOf, textsOf } from '#api/api-client.ts';
import { kioskApi } from '#api/endpoints.ts';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { showToast, type ToastTone } from '#app-state/toasts/model/toast-model.ts';

/** The server's message list; a key found here takes precedence over the fallback. */
const serverMessages = signal<ReadonlyMap<string, SystemMessage>>(new Map());
const fallback = new Map<string, SystemMessage>(SYSTEM_MESSAGES.map((msg) => [msg.msg_key, msg]));
let loading: Promise<void> | null = null;

/** Loads the server's catalogue once per page; failures keep the fallbacks. */
export function loadSystemMessages(): Promise<void> {
  loading ??= kioskApi.systemMessages().then(
    ({ messages }) => {
      serverMessages.value = new Map(messages.map((msg) => [msg.msg_key, msg]));
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * A super admin's change reaches the running kiosk: the message is laid over the catalogue by
 * its key at once, and a key it moved from reads the built-in text again. Returns the stop.
 */
export function watchSystemMessages(): () => void {
  return onMessageSend((payload) => {
    const { message, removed_key } = payload.data;
    if (payload.message !== 'system_message' || !message) return;
    const next = new Map(serverMessages.value);
    if (removed_key) next.delete(removed_key);
    next.set(message.msg_key, message);
    serverMessages.value = next;
  });
}

/** The catalogue entry for a key: the server's, else our fallback, else null. */
export function messageFor(msgKey: string): SystemMessage | null {
  return serverMessages.value.get(msgKey) ?? fallback.get(msgKey) ?? null;
}

const TONES: Record<string, ToastTone> = { failure: 'error', warning: 'warning', success: 'success', check: 'info' };

/**
 * Shows a catalogue message as a toast. Without an entry for the key, the server's own
 * message shows as an error.
 */
export function toastMessage(msgKey: string | null, serverText: string, vars: Record<string, string> = {}): void {
  const entry = msgKey ? messageFor(msgKey) : null;
  if (!entry) {
    showToast('error', serverText);
    return;
  }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);
  showToast(TONES[entry.type] ?? 'error', fill(entry.text_head), fill(entry.text_sub));
}

/** An empty required field, on any kiosk form. */
export function toastRequired(): void {
  toastMessage('generic-required-message', 'Please fill all required fields');
}

/** A failed login's fallback text. */
export const LOGIN_FAILED_TEXT = 'Unable to log you in, please try again later!';

/**
 * A failed call: its catalogue key's text when it names one (its `{name}`s filled from the
 * reply's data, e.g. a reserved pod's `stop_time`), else the server's message, else `fallback`.
 * A call the server never answered (no network, too slow, a reply that is not ours) has no
 * message of its own: it reads `fallback`, e.g. 'Unable to log you in, please try again later!'.
 */
export function toastFailure(err: unknown, fallback: string): void {
  const unanswered = err instanceof ApiError && err.kind !== 'http';
  const text = !unanswered && err instanceof Error && err.message ? err.message : fallback;
  toastMessage(msgKeyOf(err), text, textsOf(err));
}

/**
 * A failed login: a refusal that says why (a library card blocked, expired or over its fines
 * limit: `reason_text`) shows that sentence; anything else as
 * `toastFailure` with the login's fallback.
 */
export function toastLoginFailure(err: unknown): void {
  const reason = textsOf(err).reason_text;
  if (!reason) {
    toastFailure(err, LOGIN_FAILED_TEXT);
    return;
  }
  showToast('error', "We couldn't sign you in", reason);
}
