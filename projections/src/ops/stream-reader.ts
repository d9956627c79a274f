import { DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';

/** A stored message with what export keeps besides the payload. */
export type StoredMessage = {
  readonly seq: number;
  readonly subject: string;
  readonly data: Uint8Array;
  readonly msgId: string | null;
  /** When the server stored it, nanoseconds since the epoch. */
  readonly timeNanos: bigint;
};

export type ReadStoredOptions = {
  readonly stream: string;
  readonly subject: string;
  readonly fromSeq: number;
  /** Inclusive; the stream's last sequence when the caller looked. */
  readonly toSeq: number;
  readonly batchSize?: number;
};

/**
 * Like readRange in @gamepod/events, but keeps the headers and the stored time, which
 * export needs and readRange drops. The next batch is fetched while the caller handles
 * the current one.
 */
export async function readStoredMessages(
  js: JetStreamClient,
  opts: ReadStoredOptions,
  onBatch: (batch: StoredMessage[]) => Promise<void>,
): Promise<number> {
  if (opts.toSeq < opts.fromSeq) return 0;
  const batchSize = opts.batchSize ?? 1_000;
  const consumer = await js.consumers.get(opts.stream, {
    filter_subjects: opts.subject,
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: opts.fromSeq,
  });
  let last = opts.fromSeq - 1;
  const pull = async (): Promise<StoredMessage[]> => {
    const want = Math.min(batchSize, opts.toSeq - last);
    if (want <= 0) return [];
    const out: StoredMessage[] = [];
    const iter = await consumer.fetch({ max_messages: want, expires: 5_000 });
    for await (const m of iter) {
      out.push({
        seq: m.seq,
        subject: m.subject,
        data: m.data,
        msgId: m.headers?.get('Nats-Msg-Id') || null,
        timeNanos: m.timestampNanos,
      });
      if (m.seq >= opts.toSeq) break;
    }
    const tail = out.at(-1);
    if (tail) last = tail.seq;
    return out;
  };
  let read = 0;
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
  return read;
}
