import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { WebhookDeliveryTable, WebhookEndpointTable, WebhooksDB } from './webhooks.table.ts';

const endpointsOf = (db: Kysely<unknown>) =>
  (db as Kysely<WebhooksDB>).withSchema(liveSchema('webhook_endpoints')).selectFrom('webhook_endpoints');
const deliveriesOf = (db: Kysely<unknown>) =>
  (db as Kysely<WebhooksDB>).withSchema(liveSchema('webhook_deliveries')).selectFrom('webhook_deliveries');

export async function webhookEndpointById(db: Kysely<unknown>, id: string): Promise<WebhookEndpointTable | undefined> {
  return endpointsOf(db).selectAll().where('endpoint_id', '=', id).executeTakeFirst();
}

/** A client's endpoints, oldest first. */
export async function webhookEndpointsOfClient(db: Kysely<unknown>, clientId: string): Promise<WebhookEndpointTable[]> {
  return endpointsOf(db)
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('endpoint_id')
    .execute();
}

/** An endpoint's newest deliveries first, at most `limit`. */
export async function webhookDeliveriesOfEndpoint(
  db: Kysely<unknown>,
  endpointId: string,
  limit = 50,
): Promise<WebhookDeliveryTable[]> {
  return deliveriesOf(db)
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('queued_at', 'desc')
    .orderBy('delivery_id', 'desc')
    .limit(limit)
    .execute();
}

export async function webhookDeliveryById(db: Kysely<unknown>, id: string): Promise<WebhookDeliveryTable | undefined> {
  return deliveriesOf(db).selectAll().where('delivery_id', '=', id).executeTakeFirst();
}

/** The lanes of an endpoint that hold a delivery not yet delivered nor set aside. */
export async function lanesWaitingOn(db: Kysely<unknown>, endpointId: string): Promise<string[]> {
  const rows = await deliveriesOf(db)
    .select('lane_id')
    .distinct()
    .where('endpoint_id', '=', endpointId)
    .where('status', 'in', ['pending', 'retrying'])
    .execute();
  return rows.map((r) => r.lane_id);
}
