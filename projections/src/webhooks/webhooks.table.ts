import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per webhook endpoint of a client. */
export type WebhookEndpointTable = {
  endpoint_id: string;
  client_id: string;
  url: string;
  /** The public event types it is sent, wrapped (`{types}`) so the column holds one JSON value. */
  event_types: { types: string[] };
  active: boolean;
  description: string;
  /** The secret's first characters, to tell secrets apart; never the secret. */
  secret_hint: string;
  created_at: Date;
  updated_at: Date;
};

/** One row per delivery of a public event to an endpoint, with its last attempt. */
export type WebhookDeliveryTable = {
  delivery_id: string;
  endpoint_id: string;
  client_id: string;
  /** The lane it waits in (`<endpoint id>.<order key>`): where a resend is appended. */
  lane_id: string;
  event_type: string;
  /** The public event as sent. */
  payload: Record<string, unknown>;
  status: 'pending' | 'retrying' | 'delivered' | 'set_aside';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  queued_at: Date;
  delivered_at: Date | null;
};

export type WebhooksDB = { webhook_endpoints: WebhookEndpointTable; webhook_deliveries: WebhookDeliveryTable };

export const webhookEndpointColumns: ColumnTypes<WebhookEndpointTable> = {
  endpoint_id: 'text',
  client_id: 'text',
  url: 'text',
  event_types: 'jsonb',
  active: 'boolean',
  description: 'text',
  secret_hint: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const webhookDeliveryColumns: ColumnTypes<WebhookDeliveryTable> = {
  delivery_id: 'text',
  endpoint_id: 'text',
  client_id: 'text',
  lane_id: 'text',
  event_type: 'text',
  payload: 'jsonb',
  status: 'text',
  attempts: 'integer',
  last_status_code: 'integer',
  last_error: 'text',
  last_attempt_at: 'timestamptz',
  next_attempt_at: 'timestamptz',
  queued_at: 'timestamptz',
  delivered_at: 'timestamptz',
};
