import {
  type AppendContext,
  buildEnvelopes,
  catalogue,
  type EventEnvelope,
  type EventRegistry,
  encodeCommit,
  type NewEvent,
} from '@gamepod/events';

/**
 * The commit for events the bridge saw at `occurredAt`. It stamps the time of the
 * observation, not of the append: a bridge may append long after the fact when NATS was
 * away, and it has no EventStore before its first connection.
 */
export function podCommit(
  events: readonly NewEvent[],
  context: AppendContext,
  occurredAt: Date,
  registry: EventRegistry = catalogue,
): { envelopes: EventEnvelope[]; payload: Uint8Array } {
  const envelopes = buildEnvelopes(registry, events, context, occurredAt);
  return { envelopes, payload: encodeCommit(envelopes) };
}
