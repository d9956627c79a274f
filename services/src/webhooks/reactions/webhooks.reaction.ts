import { PUBLIC_EVENT_SOURCES } from '@gamepod/contracts/public-events';
import {
  type StoredEvent,
  WebhookDeliveryAttempted,
  WebhookDeliveryQueued,
  WebhookDeliveryRequeued,
  WebhookDeliverySetAside,
  WebhookEndpointChanged,
  WebhookEndpointDeleted,
} from '@gamepod/events';
import { lanesWaitingOn } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { deliverLaneHead } from '../application/deliver-lane-head.ts';
import { queueDeliveriesFor } from '../application/queue-deliveries.ts';

const timerKey = (laneId: string) => `lane:${laneId}`;
const laneOf = (key: string) => key.slice('lane:'.length);

/**
 * Webhooks: each internal event that means public events is queued, per endpoint that asked
 * for them, on the endpoint's lane for its pod (or lab's queue, reservation, payment). A lane's timer sends
 * its head; what came of it sets the timer again: at once for the next delivery when it was
 * delivered or set aside, at the retry time when it failed. So a pod's events reach an
 * endpoint in order, at least once, and a failing endpoint holds up only its own lanes.
 * A deleted endpoint's waiting deliveries are dropped: its lanes' timers are cancelled, and a
 * timer set before the delete reached here finds no endpoint and sends nothing.
 */
export function webhooks(deps: Pick<ReactionDeps, 'store' | 'db' | 'clock' | 'webhooks'>) {
  const laneId = (e: StoredEvent) => e.aggregate_id;
  return defineReaction({
    name: 'webhooks',
    description:
      "queues public events for each client's webhook endpoints and sends them, in order per pod (and per lab's queue), with retries",
    eventTypes: [
      ...PUBLIC_EVENT_SOURCES,
      WebhookDeliveryQueued.type,
      WebhookDeliveryAttempted.type,
      WebhookDeliverySetAside.type,
      WebhookDeliveryRequeued.type,
      WebhookEndpointChanged.type,
      WebhookEndpointDeleted.type,
    ],
    readModels: ['webhook_endpoints', 'webhook_deliveries', 'pods', 'auth_sessions', 'pod_status', 'users', 'labs'],
    async handle(events: readonly StoredEvent[], ctx) {
      for (const e of events) {
        switch (e.type) {
          case WebhookDeliveryQueued.type:
          case WebhookDeliveryRequeued.type:
            if ((e.data as { first_in_line: boolean }).first_in_line) ctx.timers.set(timerKey(laneId(e)), ctx.now, {});
            break;
          case WebhookDeliveryAttempted.type: {
            const { ok, next_attempt_at } = e.data as { ok: boolean; next_attempt_at: string | null };
            if (ok) ctx.timers.set(timerKey(laneId(e)), ctx.now, {});
            else if (next_attempt_at) ctx.timers.set(timerKey(laneId(e)), new Date(next_attempt_at), {});
            break;
          }
          case WebhookDeliverySetAside.type:
            ctx.timers.set(timerKey(laneId(e)), ctx.now, {});
            break;
          case WebhookEndpointChanged.type:
            if ((e.data as { active: boolean }).active) {
              for (const lane of await lanesWaitingOn(deps.db, e.aggregate_id))
                ctx.timers.set(timerKey(lane), ctx.now, {});
            }
            break;
          case WebhookEndpointDeleted.type:
            for (const lane of await lanesWaitingOn(deps.db, e.aggregate_id)) ctx.timers.cancel(timerKey(lane));
            break;
          default:
            await queueDeliveriesFor({ ...deps, stream: deps.webhooks.stream, snapshots: deps.webhooks.snapshots }, e, {
              context: ctx.causedBy(e),
              messageId: (part) => ctx.followUpId(e, part),
            });
        }
      }
    },
    async fire(timer, ctx) {
      await deliverLaneHead(
        {
          store: deps.store,
          db: deps.db,
          clock: deps.clock,
          secrets: deps.webhooks.secrets,
          snapshots: deps.webhooks.snapshots,
          limits: deps.webhooks.limits,
        },
        laneOf(timer.key),
        ctx.messageId,
      );
    },
  });
}
