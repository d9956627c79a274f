import type { EventDefinition } from './define-event.ts';
import type { AppendContext, EventEnvelope, NewEvent } from './envelope.ts';
import type { EventRegistry } from './event-registry.ts';
import { uuidv7 } from './ids.ts';

/**
 * Builds full envelopes: validates each payload against its schema and stamps the metadata.
 * `occurredAt` is when the facts happened: the time of the append for a command, or the
 * time a bridge saw something on its station, which may be long before NATS was back.
 */
export function buildEnvelopes(
  registry: EventRegistry,
  events: readonly NewEvent[],
  context: AppendContext,
  occurredAt: Date,
): EventEnvelope[] {
  const occurred_at = occurredAt.toISOString();
  const causation_id = context.causation_id ?? null;
  let correlation = context.correlation_id;
  return events.map((e) => {
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
      causation_id,
    };
    return { type: e.type, data: e.data, metadata };
  });
}
