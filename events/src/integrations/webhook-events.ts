import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A client's webhook endpoints (gp.evt.webhook_endpoint.<id>) and their deliveries. Deliveries
// go by lanes, gp.evt.webhook_lane.<endpoint id>.<order key>: one per endpoint and pod (or
// reservation, payment), so a pod's events reach an endpoint in order and a lane stays short.
// The signing secret is never in the log: it sits in its own NATS KV bucket.

const Id = Type.String({ minLength: 1, maxLength: 128 });
const EventKinds = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
  maxItems: 20,
  description: 'public event types, e.g. session.started',
});
const EndpointFields = {
  url: Type.String({ minLength: 1, maxLength: 2000, description: 'https, outside private and loopback ranges' }),
  event_types: EventKinds,
  active: Type.Boolean({ description: 'an inactive endpoint is sent nothing new' }),
  description: Type.String({ maxLength: 200 }),
};

export const WebhookEndpointAdded = defineEvent({
  type: 'WebhookEndpointAdded',
  aggregate: 'webhook_endpoint',
  description:
    "Staff added a webhook endpoint for the client. Its signing secret was made at the same time and shown once; the log holds only the secret's first characters.",
  schema: Type.Object({ client_id: Id, secret_hint: Type.String({ maxLength: 16 }), ...EndpointFields }),
});

export const WebhookEndpointChanged = defineEvent({
  type: 'WebhookEndpointChanged',
  aggregate: 'webhook_endpoint',
  description: 'Staff edited, disabled or enabled an endpoint: every field is the new value.',
  schema: Type.Object(EndpointFields),
});

export const WebhookEndpointSecretRotated = defineEvent({
  type: 'WebhookEndpointSecretRotated',
  aggregate: 'webhook_endpoint',
  description:
    "Staff rotated the endpoint's signing secret: a new one was made and shown once, and deliveries are signed with it from now on; the log holds only its first characters.",
  schema: Type.Object({ secret_hint: Type.String({ maxLength: 16 }) }),
});

export const WebhookEndpointDeleted = defineEvent({
  type: 'WebhookEndpointDeleted',
  aggregate: 'webhook_endpoint',
  description:
    'Staff deleted the endpoint: it is sent nothing more, including what waited in its lanes, and its signing secret is forgotten.',
  schema: Type.Object({}),
});

export const WebhookDeliveryQueued = defineEvent({
  type: 'WebhookDeliveryQueued',
  aggregate: 'webhook_lane',
  description:
    'A public event is due to an endpoint. first_in_line: nothing was ahead of it in the lane, so it is sent at once; otherwise it waits for the one ahead to be delivered or set aside.',
  schema: Type.Object({
    delivery_id: Id,
    endpoint_id: Id,
    client_id: Id,
    event: Type.Object(
      { id: Type.String({ minLength: 1 }), type: Type.String({ minLength: 1 }) },
      { additionalProperties: true, description: 'the public event as sent (contracts public-events)' },
    ),
    first_in_line: Type.Boolean(),
  }),
});

export const WebhookDeliveryAttempted = defineEvent({
  type: 'WebhookDeliveryAttempted',
  aggregate: 'webhook_lane',
  description:
    'The head of a lane was sent. ok: the endpoint answered 2xx. Otherwise its status (null when it timed out or could not be reached) and why, and when it is tried again (null: not again, it is set aside).',
  schema: Type.Object({
    delivery_id: Id,
    attempt: Type.Integer({ minimum: 1 }),
    attempted_at: Type.String({ format: 'date-time' }),
    ok: Type.Boolean(),
    status_code: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
    next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});

export const WebhookDeliverySetAside = defineEvent({
  type: 'WebhookDeliverySetAside',
  aggregate: 'webhook_lane',
  description:
    'A delivery failed for a day of retries and was set aside: the lane moves on, and staff see it and may send it again.',
  schema: Type.Object({ delivery_id: Id, attempts: Type.Integer({ minimum: 1 }) }),
});

export const WebhookDeliveryRequeued = defineEvent({
  type: 'WebhookDeliveryRequeued',
  aggregate: 'webhook_lane',
  description: 'Staff sent a set-aside delivery again: it joins the back of its lane with a fresh day of retries.',
  schema: Type.Object({ delivery_id: Id, first_in_line: Type.Boolean() }),
});

/** The webhook event types, for the catalogue. */
export const WEBHOOK_EVENTS = [
  WebhookEndpointAdded,
  WebhookEndpointChanged,
  WebhookEndpointSecretRotated,
  WebhookEndpointDeleted,
  WebhookDeliveryQueued,
  WebhookDeliveryAttempted,
  WebhookDeliverySetAside,
  WebhookDeliveryRequeued,
] as const;
