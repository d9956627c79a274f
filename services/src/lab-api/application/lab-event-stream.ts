import type { StoreNames } from '@gamepod/events';
import type { NatsConnection, Subscription } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';
import { publicEventSubject } from '../../webhooks/adapters/public-event-stream.ts';
import { type LabKeyScope, labOfKey } from './lab-key-auth.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const KEEPALIVE_MS = 15_000;
/** The key is looked up again this often: a revoked key's stream ends within it. */
export const RECHECK_MS = 60_000;

/** One server-sent event: its id, its type as the event name, the public event as data. */
export const sseFrame = (json: string): string => {
  const { id, type } = JSON.parse(json) as { id: string; type: string };
  return `id: ${id}\nevent: ${type}\ndata: ${json}\n\n`;
};

/**
 * Streams the lab's public events (and its client's events of no lab) to `write` until
 * `closed` resolves or the key is revoked. Returns when the stream ends.
 */
export async function streamLabEvents(
  deps: { readonly nc: NatsConnection; readonly names: StoreNames; readonly db: Kysely<unknown> },
  scope: LabKeyScope,
  header: string | undefined,
  io: { write(chunk: string): void; readonly closed: Promise<void>; readonly recheckMs?: number },
): Promise<void> {
  const subs: Subscription[] = [
    publicEventSubject(deps.names, 'lab', scope.lab_id),
    publicEventSubject(deps.names, 'client', scope.client_id),
  ].map((subject) =>
    deps.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (!err) io.write(sseFrame(msg.string()));
      },
    }),
  );
  const keepalive = setInterval(() => io.write(': keep-alive\n\n'), KEEPALIVE_MS);
  let revoked: () => void = () => {};
  const revocation = new Promise<void>((resolve) => {
    revoked = resolve;
  });
  const recheck = setInterval(() => {
    labOfKey(deps.db, header).catch(() => revoked());
  }, io.recheckMs ?? RECHECK_MS);
  try {
    await Promise.race([io.closed, revocation]);
  } finally {
    clearInterval(keepalive);
    clearInterval(recheck);
    for (const s of subs) s.unsubscribe();
  }
}
