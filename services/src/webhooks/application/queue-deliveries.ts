import { type PublicEvent, publicOrderKey, toPublicEvents } from '@gamepod/contracts/public-events';
import { type EventStore, handleCommand } from '@gamepod/event-store';
import type { AppendContext, StoredEvent } from '@gamepod/events';
import { webhookEndpointsOfClient } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { PublicEventStream } from '../adapters/public-event-stream.ts';
import type { WebhookLaneSnapshots } from '../adapters/webhook-lane-snapshots.ts';
import { webhookLaneDecider } from '../domain/webhook-lane-decider.ts';
import { warmLane } from './lane-fold.ts';
import { publicEventScope } from './public-event-scope.ts';

/** The lane of an endpoint's deliveries about one pod (or reservation, payment). */
export const laneIdOf = (endpointId: string, event: PublicEvent) => `${endpointId}.${publicOrderKey(event)}`;

/** One endpoint's delivery of one public event: the same ids however often it is queued. */
export const deliveryIdOf = (endpointId: string, event: PublicEvent) => `${event.id}.${endpointId}`;

/** Queues `event` on the endpoint's lane; a repeat with the same message id appends nothing. */
export async function queueDelivery(
  store: EventStore,
  endpoint: { readonly endpoint_id: string; readonly client_id: string },
  event: PublicEvent,
  opts: { readonly context: AppendContext; readonly messageId: string; readonly clock: () => Date },
): Promise<void> {
  await handleCommand(
    store,
    webhookLaneDecider,
    laneIdOf(endpoint.endpoint_id, event),
    {
      type: 'Queue',
      delivery_id: deliveryIdOf(endpoint.endpoint_id, event),
      endpoint_id: endpoint.endpoint_id,
      client_id: endpoint.client_id,
      event,
    },
    { context: opts.context, commandId: opts.messageId, clock: opts.clock },
  );
}

/**
 * Sends the public events an internal event means to the read API's streams, and queues them
 * for each of its client's active endpoints that asked for their kind, in the order they happened.
 * A lane this instance has not folded yet starts from its saved snapshot.
 */
export async function queueDeliveriesFor(
  deps: {
    readonly store: EventStore;
    readonly db: Kysely<unknown>;
    readonly clock: () => Date;
    readonly stream: PublicEventStream;
    readonly snapshots: WebhookLaneSnapshots;
  },
  e: StoredEvent,
  append: { readonly context: AppendContext; readonly messageId: (part: string) => string },
): Promise<number> {
  const scope = await publicEventScope(deps, e);
  const events = toPublicEvents(
    {
      id: e.metadata.event_id,
      type: e.type,
      aggregate_id: e.aggregate_id,
      data: e.data,
      occurred_at: e.metadata.occurred_at,
    },
    scope,
  );
  if (events.length === 0 || !scope.client_id) return 0;
  for (const event of events) await deps.stream(event);
  const endpoints = (await webhookEndpointsOfClient(deps.db, scope.client_id)).filter((x) => x.active);
  let queued = 0;
  for (const event of events) {
    for (const endpoint of endpoints) {
      if (!endpoint.event_types.types.includes(event.type)) continue;
      await warmLane(deps.store, deps.snapshots, laneIdOf(endpoint.endpoint_id, event));
      await queueDelivery(deps.store, endpoint, event, {
        context: append.context,
        messageId: append.messageId(deliveryIdOf(endpoint.endpoint_id, event)),
        clock: deps.clock,
      });
      queued++;
    }
  }
  return queued;
}
