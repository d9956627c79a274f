// What asking the server for a read model's subjects saves: the whole events stream read in
// order beside one aggregate's subjects read with a server-side filter, each with an ordered
// consumer and no decoding, until it has read what the server counted for the filter.

import { allEventsSubject, type StoreNames } from '@gamepod/events';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

async function readUntilDone(
  nc: NatsConnection,
  stream: string,
  subject: string,
): Promise<{ messages: number; ms: number }> {
  const t0 = performance.now();
  const consumer = await jetstream(nc).consumers.get(stream, {
    filter_subjects: subject,
    deliver_policy: DeliverPolicy.All,
  });
  // what the filter matches, as the server counted it when the consumer was made
  const { num_pending: total } = await consumer.info(true);
  let messages = 0;
  try {
    while (messages < total) {
      const iter = await consumer.fetch({ max_messages: Math.min(5_000, total - messages), expires: 5_000 });
      let got = 0;
      for await (const _ of iter) got++;
      if (got === 0) throw new Error(`the read of ${subject} stopped at ${messages} of ${total}`);
      messages += got;
    }
  } finally {
    await consumer.delete().catch(() => undefined);
  }
  return { messages, ms: performance.now() - t0 };
}

/** The whole events stream, no filter beyond the stream's own. */
export function wholeRead(nc: NatsConnection, names: StoreNames): Promise<{ messages: number; ms: number }> {
  return readUntilDone(nc, names.eventsStream, allEventsSubject(names));
}

/** One aggregate's subjects (`<prefix>.evt.<aggregate>.>`), filtered by the server. */
export function filteredRead(
  nc: NatsConnection,
  names: StoreNames,
  aggregate: string,
): Promise<{ messages: number; ms: number }> {
  return readUntilDone(nc, names.eventsStream, `${names.prefix}.evt.${aggregate}.>`);
}
