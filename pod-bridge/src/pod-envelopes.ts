import {
  type AppendContext,
  catalogue,
  type EventDefinition,
  type EventEnvelope,
  type EventRegistry,
  encodeCommit,
  type NewEvent,
  uuidv7,
} from '@gamepod/events';

/**
 * The commit for events the bridge saw at `occurredAt`, with the metadata EventStore stamps
 * (`EventStore.envelopes`). The bridge cannot use that method: it stamps the time of the
 * append, and a bridge appends long after the fact when NATS was away; nor can it build an
 * EventStore before its first connection. Validates each payload against its schema, as an
 * append would.
 */
export function podCommit(
  events: readonly NewEvent[],
  context: AppendContext,
  occurredAt: Date,
  registry: EventRegistry = catalogue,
): { envelopes: EventEnvelope[]; payload: Uint8Array } {
  const occurred_at = occurredAt.toISOString();
  let correlation = context.correlation_id;
  const envelopes = events.map((e) => {
    const def: EventDefinition = registry.require(e.type);
    def.assert(e.data);
    const event_id = uuidv7();
    correlation ??= event_id;
    const metadata = {
      event_id,
      schema_version: def.version,
      occurred_at,
      actor: context.actor,
      correlation_id: correlation,
      causation_id: context.causation_id ?? null,
    };
    return { type: e.type, data: e.data, metadata };
  });
  return { envelopes, payload: encodeCommit(envelopes) };
}
