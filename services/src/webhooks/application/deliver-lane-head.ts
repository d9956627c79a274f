import { type EventStore, handleCommand } from '@gamepod/event-store';
import { SYSTEM_ACTOR } from '@gamepod/events';
import { webhookEndpointById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { WebhookLaneSnapshots } from '../adapters/webhook-lane-snapshots.ts';
import type { WebhookSecrets } from '../adapters/webhook-secrets.ts';
import { type DeliveryLimits, sendDelivery } from '../adapters/webhook-sender.ts';
import { webhookLaneDecider } from '../domain/webhook-lane-decider.ts';
import { loadLane } from './lane-fold.ts';

export type DeliveryDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly clock: () => Date;
  readonly secrets: WebhookSecrets;
  readonly snapshots: WebhookLaneSnapshots;
  readonly limits: DeliveryLimits;
};

/**
 * Sends the head of a lane, if it has one and its endpoint is active, and records what came of
 * it (`messageId` makes a repeat of the same firing record nothing twice). The signature's
 * timestamp is the wall clock, which the receiver compares with its own. The lane is read from
 * its cached fold or saved snapshot, and the fold after the attempt is saved, so a send reads a
 * few commits however long the lane's history.
 */
export async function deliverLaneHead(deps: DeliveryDeps, laneId: string, messageId: string): Promise<void> {
  const { state } = await loadLane(deps.store, deps.snapshots, laneId);
  const head = state.pending[0];
  if (!head) return;
  const endpoint = await webhookEndpointById(deps.db, head.endpoint_id);
  // a disabled endpoint keeps its queue; enabling it again starts the lanes that wait
  if (!endpoint?.active) return;
  const secret = await deps.secrets.get(endpoint.endpoint_id);
  // the secret goes when the endpoint is deleted: one deleted since it was read is sent nothing
  if (!secret && !(await webhookEndpointById(deps.db, head.endpoint_id))) return;
  const outcome = secret
    ? await sendDelivery(
        { url: endpoint.url, secret },
        { id: String(head.event.id), body: JSON.stringify(head.event), sentAt: new Date() },
        deps.limits,
      )
    : { ok: false, status_code: null, error: 'the signing secret is missing' };
  const recorded = await handleCommand(
    deps.store,
    webhookLaneDecider,
    laneId,
    { type: 'RecordAttempt', delivery_id: head.delivery_id, outcome },
    { context: { actor: SYSTEM_ACTOR }, commandId: messageId, clock: deps.clock },
  );
  if (recorded.appended) await deps.snapshots.put(laneId, { state: recorded.state, version: recorded.seq });
}
