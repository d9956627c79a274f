import {
  type StoredEvent,
  WebhookDeliveryAttempted,
  WebhookDeliveryQueued,
  WebhookDeliveryRequeued,
  WebhookDeliverySetAside,
  WebhookEndpointAdded,
  WebhookEndpointChanged,
  WebhookEndpointDeleted,
  WebhookEndpointSecretRotated,
} from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { webhookDeliveriesMigrations, webhookEndpointsMigrations } from './webhooks.migrations.ts';
import {
  type WebhookDeliveryTable,
  type WebhookEndpointTable,
  webhookDeliveryColumns,
  webhookEndpointColumns,
} from './webhooks.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const endpoints = rowProjection<WebhookEndpointTable>({
  table: 'webhook_endpoints',
  keyColumn: 'endpoint_id',
  columnTypes: webhookEndpointColumns,
  handlers: [
    on(WebhookEndpointAdded, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        endpoint_id: e.aggregate_id,
        client_id: e.data.client_id,
        url: e.data.url,
        event_types: { types: e.data.event_types },
        active: e.data.active,
        description: e.data.description,
        secret_hint: e.data.secret_hint,
        created_at: at(e),
        updated_at: at(e),
      }),
    }),
    on(WebhookEndpointChanged, {
      key: (e) => e.aggregate_id,
      apply: (found, e) =>
        found && {
          ...found,
          url: e.data.url,
          event_types: { types: e.data.event_types },
          active: e.data.active,
          description: e.data.description,
          updated_at: at(e),
        },
    }),
    on(WebhookEndpointSecretRotated, {
      key: (e) => e.aggregate_id,
      apply: (found, e) => found && { ...found, secret_hint: e.data.secret_hint, updated_at: at(e) },
    }),
    on(WebhookEndpointDeleted, { key: (e) => e.aggregate_id, apply: (): WebhookEndpointTable | null => null }),
  ],
});

/** A client's webhook endpoints, for the console and for the reaction that delivers to them. */
export const webhookEndpointsProjection = defineProjection({
  name: 'webhook_endpoints',
  description: "Each client's webhook endpoints: URL, the public event types wanted, active or not.",
  migrations: webhookEndpointsMigrations,
  tables: { webhook_endpoints: webhookEndpointColumns },
  eventTypes: endpoints.eventTypes,
  apply: endpoints.apply,
});

const deliveries = rowProjection<WebhookDeliveryTable>({
  table: 'webhook_deliveries',
  keyColumn: 'delivery_id',
  columnTypes: webhookDeliveryColumns,
  handlers: [
    on(WebhookDeliveryQueued, {
      key: (e) => e.data.delivery_id,
      apply: (found, e) =>
        found ?? {
          delivery_id: e.data.delivery_id,
          endpoint_id: e.data.endpoint_id,
          client_id: e.data.client_id,
          lane_id: e.aggregate_id,
          event_type: e.data.event.type,
          payload: e.data.event,
          status: 'pending',
          attempts: 0,
          last_status_code: null,
          last_error: null,
          last_attempt_at: null,
          next_attempt_at: null,
          queued_at: at(e),
          delivered_at: null,
        },
    }),
    on(WebhookDeliveryAttempted, {
      key: (e) => e.data.delivery_id,
      apply: (found, e) =>
        found && {
          ...found,
          status: e.data.ok ? 'delivered' : 'retrying',
          attempts: e.data.attempt,
          last_status_code: e.data.status_code,
          last_error: e.data.error,
          last_attempt_at: new Date(e.data.attempted_at),
          next_attempt_at: e.data.next_attempt_at ? new Date(e.data.next_attempt_at) : null,
          delivered_at: e.data.ok ? new Date(e.data.attempted_at) : null,
        },
    }),
    on(WebhookDeliverySetAside, {
      key: (e) => e.data.delivery_id,
      apply: (found) => found && { ...found, status: 'set_aside', next_attempt_at: null },
    }),
    on(WebhookDeliveryRequeued, {
      key: (e) => e.data.delivery_id,
      apply: (found) => found && { ...found, status: 'pending', attempts: 0 },
    }),
  ],
});

/** Each webhook delivery with its last attempt: what the console shows under an endpoint. */
export const webhookDeliveriesProjection = defineProjection({
  name: 'webhook_deliveries',
  description: 'Each delivery of a public event to a webhook endpoint: pending, retrying, delivered or set aside.',
  migrations: webhookDeliveriesMigrations,
  tables: { webhook_deliveries: webhookDeliveryColumns },
  eventTypes: deliveries.eventTypes,
  apply: deliveries.apply,
});
