// The bare mechanisms a backup and a restore stand beside: reading the events stream in order
// and counting its bytes, and publishing the same messages into an empty stream, pipelined.

import { readRange } from '@gamepod/event-store';
import { allEventsSubject, type StoreNames } from '@gamepod/events';
import { DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import { pipelined } from './bench-kit.ts';

/** In flight at once, as the import publishes. */
const WINDOW = 500;
/** Messages held in memory at once while the raw write copies the log (their reading is not timed). */
const CHUNK = 50_000;

/**
 * Reads every message of the events stream up to `lastSeq` with an ordered consumer, counting
 * the payload bytes: no decoding, no copies, no acks.
 */
export async function rawRead(
  js: JetStreamClient,
  names: StoreNames,
  lastSeq: number,
): Promise<{ messages: number; bytes: number; ms: number }> {
  const t0 = performance.now();
  const consumer = await js.consumers.get(names.eventsStream, {
    filter_subjects: allEventsSubject(names),
    deliver_policy: DeliverPolicy.All,
  });
  let messages = 0;
  let bytes = 0;
  const iter = await consumer.consume();
  for await (const m of iter) {
    messages++;
    bytes += m.data.length;
    if (m.seq >= lastSeq) break;
  }
  await consumer.delete().catch(() => undefined);
  return { messages, bytes, ms: performance.now() - t0 };
}

/**
 * Publishes the source stream's messages (subject and payload, nothing else) into `target`'s
 * empty events stream with raw `js.publish`, 500 in flight. The source is read `CHUNK` messages
 * at a time outside the clock; only the publishing is timed.
 */
export async function rawWrite(
  js: JetStreamClient,
  source: StoreNames,
  target: StoreNames,
  lastSeq: number,
): Promise<{ messages: number; ms: number }> {
  let ms = 0;
  let messages = 0;
  for (let from = 1; from <= lastSeq; from += CHUNK) {
    const chunk: { subject: string; data: Uint8Array }[] = [];
    await readRange(
      js,
      {
        stream: source.eventsStream,
        subject: allEventsSubject(source),
        fromSeq: from,
        toSeq: Math.min(lastSeq, from + CHUNK - 1),
      },
      async (batch) => {
        for (const m of batch) {
          chunk.push({ subject: `${target.prefix}${m.subject.slice(source.prefix.length)}`, data: m.data });
        }
      },
    );
    const t0 = performance.now();
    await pipelined(chunk.length, WINDOW, (i) => {
      const m = chunk[i] as { subject: string; data: Uint8Array };
      return js.publish(m.subject, m.data);
    });
    ms += performance.now() - t0;
    messages += chunk.length;
  }
  return { messages, ms };
}
