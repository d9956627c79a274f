import type { PublicEvent } from '@gamepod/contracts/public-events';
import { handleCommand } from '@gamepod/event-store';
import { NotFoundError, uuidv7 } from '@gamepod/events';
import { type WebhookDeliveryTable, webhookDeliveriesOfEndpoint, webhookDeliveryById } from '@gamepod/projections';
import type { FleetCall, FleetDeps } from '../../application/fleet-command.ts';
import type { FleetActor } from '../../clients/domain/fleet-actor.ts';
import { webhookLaneDecider } from '../domain/webhook-lane-decider.ts';
import { deliveryIdOf, queueDelivery } from './queue-deliveries.ts';
import { visibleEndpoint } from './webhook-endpoints.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A delivery as the console shows it. */
export const deliveryView = (d: WebhookDeliveryTable) => ({
  id: d.delivery_id,
  event_type: d.event_type,
  status: d.status,
  attempts: d.attempts,
  response_code: d.last_status_code,
  error: d.last_error,
  queued_at: d.queued_at.toISOString(),
  last_attempt_at: iso(d.last_attempt_at),
  next_attempt_at: iso(d.next_attempt_at),
});

/** The newest deliveries of an endpoint the caller administers. */
export async function deliveriesOf(deps: FleetDeps, actor: FleetActor, endpointId: string) {
  await visibleEndpoint(deps, actor, endpointId);
  return { deliveries: (await webhookDeliveriesOfEndpoint(deps.db, endpointId)).map(deliveryView) };
}

/** Queues a `webhook.test` event to an endpoint the caller administers, on its own lane. */
export async function sendTestEvent(deps: FleetDeps & { clock: () => Date }, call: FleetCall, endpointId: string) {
  const endpoint = await visibleEndpoint(deps, call.actor, endpointId);
  const event: PublicEvent = {
    id: uuidv7(),
    type: 'webhook.test',
    version: 1,
    occurred_at: deps.clock().toISOString(),
    client_id: endpoint.client_id,
    lab_id: null,
    data: { endpoint_id: endpoint.endpoint_id, message: 'A test event sent from the console.' },
  };
  await queueDelivery(deps.store, endpoint, event, { context: call.context, messageId: event.id, clock: deps.clock });
  return { delivery_id: deliveryIdOf(endpoint.endpoint_id, event) };
}

/** Sends a set-aside delivery of an endpoint the caller administers again. */
export async function resendDelivery(deps: FleetDeps, call: FleetCall, deliveryId: string) {
  const delivery = await webhookDeliveryById(deps.db, deliveryId);
  if (!delivery) throw new NotFoundError('Delivery not found');
  await visibleEndpoint(deps, call.actor, delivery.endpoint_id);
  const command = { type: 'Resend' as const, delivery_id: deliveryId };
  const { seq } = await handleCommand(deps.store, webhookLaneDecider, delivery.lane_id, command, {
    context: call.context,
  });
  await deps.checkpoints.waitFor(['webhook_deliveries'], seq);
  return { delivery_id: deliveryId };
}
