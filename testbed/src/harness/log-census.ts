// The whole event log read back and counted, for tests and benchmarks that must show every
// acknowledged write is stored once and nothing was stored twice.

import { readRange } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/** One event of the log, with the commit it came in. */
export type CensusEvent = {
  readonly seq: number;
  readonly index: number;
  readonly subject: string;
  /** The commit's `Nats-Msg-Id`: the command id, a follow-up's id, or the first event's id. */
  readonly msgId: string | null;
  readonly type: string;
  readonly aggregateId: string;
  readonly data: Record<string, unknown>;
  readonly eventId: string;
  /** When it happened, by the writer's clock (ms since the epoch; NaN when unreadable). */
  readonly occurredAt: number;
  readonly causationId: string | null;
  readonly actor: { readonly kind: string; readonly name?: string };
};

export type LogCensus = {
  readonly lastSeq: number;
  readonly commits: number;
  readonly events: readonly CensusEvent[];
  /** Message ids stored more than once (JetStream drops a repeat inside its duplicate window), with their sequences. */
  readonly repeatedMsgIds: ReadonlyMap<string, readonly number[]>;
  /** Event ids stored more than once. */
  readonly repeatedEventIds: ReadonlyMap<string, readonly number[]>;
  /** Events of `type`, in log order. */
  ofType(type: string): readonly CensusEvent[];
  /** How many events of `type` have `key(event)` equal to each value. */
  countBy(type: string, key: (e: CensusEvent) => unknown): ReadonlyMap<string, number>;
};

type Raw = { readonly seq: number; readonly subject: string; readonly msgId: string | null; readonly data: Uint8Array };

const decoder = new TextDecoder();

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type Envelope = {
  readonly type?: unknown;
  readonly data?: Record<string, unknown>;
  readonly metadata?: {
    readonly event_id?: string;
    readonly occurred_at?: string;
    readonly causation_id?: string | null;
    readonly actor?: CensusEvent['actor'];
  };
};

/** Reads the events stream from `fromSeq` to its end now, and counts it. */
export async function readLogCensus(nc: NatsConnection, names: StoreNames, fromSeq = 1): Promise<LogCensus> {
  const jsm = await jetstreamManager(nc);
  const lastSeq = (await jsm.streams.info(names.eventsStream)).state.last_seq;
  const events: CensusEvent[] = [];
  const msgIds = new Map<string, number[]>();
  const eventIds = new Map<string, number[]>();
  let commits = 0;
  await readRange<Raw>(
    jetstream(nc),
    { stream: names.eventsStream, subject: `${names.prefix}.evt.>`, fromSeq, toSeq: lastSeq },
    async (batch) => {
      for (const m of batch) {
        commits++;
        if (m.msgId) push(msgIds, m.msgId, m.seq);
        let parsed: unknown;
        try {
          parsed = JSON.parse(decoder.decode(m.data));
        } catch {
          continue;
        }
        if (!Array.isArray(parsed)) continue;
        const aggregateId = m.subject.split('.').slice(3).join('.');
        (parsed as Envelope[]).forEach((e, index) => {
          const metadata = e?.metadata ?? {};
          const eventId = String(metadata.event_id ?? '');
          push(eventIds, eventId, m.seq);
          events.push({
            seq: m.seq,
            index,
            subject: m.subject,
            msgId: m.msgId,
            type: String(e?.type ?? ''),
            aggregateId,
            data: e?.data ?? {},
            eventId,
            occurredAt: Date.parse(metadata.occurred_at ?? ''),
            causationId: metadata.causation_id ?? null,
            actor: metadata.actor ?? { kind: '' },
          });
        });
      }
    },
    (m) => ({ seq: m.seq, subject: m.subject, msgId: m.headers?.get('Nats-Msg-Id') || null, data: m.data }),
  );
  const repeated = (m: Map<string, number[]>) => new Map([...m].filter(([, seqs]) => seqs.length > 1));
  const byType = new Map<string, CensusEvent[]>();
  for (const e of events) push(byType, e.type, e);
  return {
    lastSeq,
    commits,
    events,
    repeatedMsgIds: repeated(msgIds),
    repeatedEventIds: repeated(eventIds),
    ofType: (type) => byType.get(type) ?? [],
    countBy(type, key) {
      const out = new Map<string, number>();
      for (const e of byType.get(type) ?? []) {
        const k = String(key(e));
        out.set(k, (out.get(k) ?? 0) + 1);
      }
      return out;
    },
  };
}
