import type { RawMessage } from '@gamepod/events';
import { DeliverPolicy, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';

export type ReadRangeOptions = {
  readonly stream: string;
  readonly subject: string;
  /** First sequence to read. */
  readonly fromSeq: number;
  /** Last sequence to read, inclusive (the stream's last sequence when the read started). */
  readonly toSeq: number;
  /** Messages handed to `onBatch` at a time. */
  readonly batchSize?: number;
};

/** The default mapping: sequence, subject and payload. */
export const toRawMessage = (m: JsMsg): RawMessage => ({ seq: m.seq, subject: m.subject, data: m.data });

/**
 * Reads a contiguous range of a stream in order through an ordered consumer, a batch at a
 * time, pulling the next batch while the caller handles the current one. Every message of
 * the business stream matches its subject filter, so a range has no gaps and the count
 * left is exact.
 */
export async function readRange<T extends { readonly seq: number } = RawMessage>(
  js: JetStreamClient,
  opts: ReadRangeOptions,
  onBatch: (batch: T[]) => Promise<void>,
  map: (m: JsMsg) => T = toRawMessage as unknown as (m: JsMsg) => T,
): Promise<number> {
  if (opts.toSeq < opts.fromSeq) return 0;
  const batchSize = opts.batchSize ?? 2000;
  const consumer = await js.consumers.get(opts.stream, {
    filter_subjects: opts.subject,
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: opts.fromSeq,
  });
  let read = 0;
  let last = opts.fromSeq - 1;
  const pull = async (): Promise<T[]> => {
    const want = Math.min(batchSize, opts.toSeq - last);
    if (want <= 0) return [];
    const out: T[] = [];
    const iter = await consumer.fetch({ max_messages: want, expires: 5_000 });
    for await (const m of iter) {
      out.push(map(m));
      if (m.seq >= opts.toSeq) break;
    }
    const tail = out.at(-1);
    if (tail) last = tail.seq;
    return out;
  };
  try {
    let next = pull();
    for (;;) {
      const batch = await next;
      if (batch.length === 0) break;
      next = last >= opts.toSeq ? Promise.resolve([]) : pull();
      // a failed prefetch must not surface as an unhandled rejection while onBatch runs
      next.catch(() => undefined);
      await onBatch(batch);
      read += batch.length;
    }
  } finally {
    await consumer.delete().catch(() => undefined);
  }
  // A fetch that came back empty before the end means the server stopped answering; a
  // silent short read would let a replay swap in a read model missing events.
  if (last < opts.toSeq) {
    throw new Error(`read of ${opts.stream} stopped at sequence ${last} before reaching ${opts.toSeq}`);
  }
  return read;
}
