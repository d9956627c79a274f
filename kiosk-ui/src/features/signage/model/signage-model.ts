// A lab's queue signage (a TV at the door, no sign-in): the board read once, then kept live by
// the public server-sent events stream, which sends the whole board on connecting and on every
// change. The stream reconnects on its own: the browser retries a dropped connection, and a
// stream the browser gave up on (an error reply, a restart) is opened again after a backoff.

import type { SignageBoard } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { get } from '#api/api-client.ts';
import { applyTheme } from '#app-state/session/theme.ts';
import { backoffMs } from '#lib/reconnecting-socket.ts';

export type SignageLink = 'connecting' | 'live' | 'reconnecting';

export const board = signal<SignageBoard | null>(null);
export const link = signal<SignageLink>('connecting');
/** The lab is unknown (404): the page says so instead of a board. */
export const missing = signal(false);

const isBoard = (v: unknown): v is SignageBoard =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as SignageBoard).up) &&
  Array.isArray((v as SignageBoard).next);

/** Opens the board of `labId`: read now, then live. Returns the stop. */
export function openSignage(labId: string): () => void {
  board.value = null;
  missing.value = false;
  link.value = 'connecting';
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  // the venue's colours, as its pods show them
  const stopTheme = board.subscribe((b) => applyTheme(b?.brand?.theme ?? null));

  const listen = () => {
    if (stopped) return;
    const es = new EventSource(`/api/v1/common/lab_queue/signage/live?lab_id=${encodeURIComponent(labId)}`);
    source = es;
    es.addEventListener('signage', (event) => {
      try {
        const next: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isBoard(next)) board.value = next;
      } catch {
        // a malformed frame is skipped; the next change sends the whole board again
      }
      attempt = 0;
      link.value = 'live';
    });
    es.onerror = () => {
      if (stopped || source !== es) return;
      link.value = 'reconnecting';
      if (es.readyState !== EventSource.CLOSED) return; // the browser retries this one itself
      es.close();
      source = null;
      if (missing.value) return;
      timer = setTimeout(listen, backoffMs(attempt++));
    };
  };

  get('/common/lab_queue/signage', { lab_id: labId }).then(
    (first) => {
      if (!stopped && board.value === null) board.value = first;
    },
    (err: unknown) => {
      if (!stopped && err instanceof ApiError && err.status === 404) missing.value = true;
    },
  );
  listen();
  return () => {
    stopped = true;
    stopTheme();
    applyTheme(null);
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
