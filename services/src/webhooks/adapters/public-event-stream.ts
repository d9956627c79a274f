import type { PublicEvent } from '@gamepod/contracts/public-events';
import type { StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';

/**
 * `<prefix>.pub.lab.<lab id>`, or `.client.<client id>` for an event of no lab: core NATS,
 * where every services instance's read-API streams listen. Not replayed: a stream that was
 * not open misses what passed, and reads the API for the state instead.
 */
export const publicEventSubject = (names: StoreNames, scope: 'lab' | 'client', id: string) =>
  `${names.prefix}.pub.${scope}.${id}`;

/** Sends a public event to the streams of its lab (or its client, for a client-wide event). */
export type PublicEventStream = (event: PublicEvent) => void;

export function natsPublicEventStream(nc: NatsConnection, names: StoreNames): PublicEventStream {
  return (event) => {
    const subject = event.lab_id
      ? publicEventSubject(names, 'lab', event.lab_id)
      : publicEventSubject(names, 'client', event.client_id);
    nc.publish(subject, JSON.stringify(event));
  };
}
