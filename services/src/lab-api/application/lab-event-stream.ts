import { type StoreNames, ValidationError } from '@gamepod/events';
import { type ConsumerMessages, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';
import { clientPublicEventsSubject, NO_LAB } from '../../webhooks/adapters/public-event-stream.ts';
import { type LabKeyScope, labOfKey } from './lab-key-auth.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const KEEPALIVE_MS = 15_000;
/** The key is looked up again this often: a revoked key's stream ends within it. */
export const RECHECK_MS = 60_000;

/** One server-sent event: its position as the id, its type as the event name, the public event as data. */
export const sseFrame = (seq: number, json: string): string => {
  const { type } = JSON.parse(json) as { type: string };
  return `id: ${seq}\nevent: ${type}\ndata: ${json}\n\n`;
};

/** Why a stream could not resume where its `Last-Event-ID` said, sent as an `event: gap` first. */
export type StreamGap = {
  readonly reason: 'too_old' | 'unknown';
  /** The first id the stream holds now; what came before it is gone. */
  readonly oldest_id: number;
};

/** Where a stream starts: after the id it was given, or at what comes next; and the gap, if any. */
export type StreamStart = { readonly afterSeq: number | null; readonly gap: StreamGap | null };

type StreamDeps = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly db: Kysely<unknown>;
  /** The public events stream's name, once it is made (`lazyPublicEventsStream`). */
  readonly publicEvents: () => Promise<string>;
};

/**
 * Where a stream with this `Last-Event-ID` starts. None: with what happens next. An id still
 * held: just after it, so what was missed comes first, then what happens next, each once. An id
 * older than the hour kept: a `too_old` gap, then everything kept. An id the stream never gave
 * (ahead of it, after the stream was made again): an `unknown` gap, then what happens next.
 * @throws ValidationError when the id is not a whole number
 */
export async function streamStart(deps: StreamDeps, lastEventId: string | undefined): Promise<StreamStart> {
  if (lastEventId === undefined || lastEventId.trim() === '') return { afterSeq: null, gap: null };
  if (!/^\d{1,15}$/.test(lastEventId.trim())) {
    throw new ValidationError('Last-Event-ID must be an id the event stream sent', { field: 'last-event-id' });
  }
  const seq = Number(lastEventId.trim());
  const name = await deps.publicEvents();
  const { state } = await (await jetstreamManager(deps.nc)).streams.info(name);
  if (seq > state.last_seq) return { afterSeq: null, gap: { reason: 'unknown', oldest_id: state.first_seq } };
  if (seq < state.first_seq - 1) {
    return { afterSeq: state.first_seq - 1, gap: { reason: 'too_old', oldest_id: state.first_seq } };
  }
  return { afterSeq: seq, gap: null };
}

/**
 * Streams the lab's public events (and its client's events of no lab) to `write` until
 * `closed` resolves or the key is revoked, from `start`: one ordered read of the public events
 * stream serves what was missed and then what happens, so nothing falls between the two and
 * nothing comes twice. Returns when the stream ends.
 */
export async function streamLabEvents(
  deps: StreamDeps,
  scope: LabKeyScope,
  header: string | undefined,
  start: StreamStart,
  io: { write(chunk: string): void; readonly closed: Promise<void>; readonly recheckMs?: number },
): Promise<void> {
  const name = await deps.publicEvents();
  if (start.gap) io.write(`event: gap\ndata: ${JSON.stringify(start.gap)}\n\n`);
  const consumer = await jetstream(deps.nc).consumers.get(name, {
    filter_subjects: clientPublicEventsSubject(deps.names, scope.client_id),
    ...(start.afterSeq === null
      ? { deliver_policy: DeliverPolicy.New }
      : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: start.afterSeq + 1 }),
  });
  const messages: ConsumerMessages = await consumer.consume();
  const pump = (async () => {
    for await (const m of messages) {
      const lab = m.subject.slice(m.subject.lastIndexOf('.') + 1);
      if (lab === scope.lab_id || lab === NO_LAB) io.write(sseFrame(m.seq, m.string()));
    }
    // a read that failed ends the stream: the client reconnects with its Last-Event-ID
  })().catch(() => undefined);
  const keepalive = setInterval(() => io.write(': keep-alive\n\n'), KEEPALIVE_MS);
  let revoked: () => void = () => {};
  const revocation = new Promise<void>((resolve) => {
    revoked = resolve;
  });
  const recheck = setInterval(() => {
    labOfKey(deps.db, header).catch(() => revoked());
  }, io.recheckMs ?? RECHECK_MS);
  try {
    await Promise.race([io.closed, revocation, pump]);
  } finally {
    clearInterval(keepalive);
    clearInterval(recheck);
    messages.stop();
    await pump;
  }
}
