// How a refused lab call reads on screen: a failed save or delete shows the server's
// message, and a msg_key's catalogue text replaces it when one exists.
import { ApiError } from '@gamepod/ui-kit';
import { messageFor } from '#app-state/messages/system-messages.ts';
import type { BannerTone } from '#components/banner.tsx';

/** What a section's banner says: its tone and text. */
export type Outcome = { readonly tone: BannerTone; readonly text: string };

export const done = (text: string): Outcome => ({ tone: 'success', text });
export const refused = (text: string): Outcome => ({ tone: 'error', text });

/** The server's message for a failed call, or the catalogue's text for its msg_key. */
export function failureText(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : 'Something went wrong';
  const key = (err.data as { msg_key?: unknown } | null | undefined)?.msg_key;
  const entry = messageFor(typeof key === 'string' ? key : err.message);
  return entry ? [entry.text_head, entry.text_sub].filter(Boolean).join(' ') : err.message;
}

export const failed = (err: unknown): Outcome => refused(failureText(err));

/**
 * The field a 400 names (`data.field`), with the message minus its 'field: ' prefix, when it
 * is one of `fields`; null otherwise.
 */
export function serverField(err: unknown, fields: readonly string[]): { field: string; text: string } | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const field = (err.data as { field?: unknown } | null)?.field;
  if (typeof field !== 'string' || !fields.includes(field)) return null;
  return { field, text: err.message.replace(/^[\w.]+:\s*/, '') };
}
