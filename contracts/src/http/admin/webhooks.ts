import Type, { type Static } from 'typebox';
import { SubscribableEventType } from '../../public-events/public-event-schemas.ts';
import { Nullable, Strict, WithToken } from '../fields.ts';
import { get, post } from '../route.ts';

const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' });
const DeliveryId = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,300}$' });

/** What staff type for an endpoint. */
const EndpointForm = {
  url: Type.String({ minLength: 1, maxLength: 2000, description: 'https only; not a private or loopback address' }),
  event_types: Type.Array(SubscribableEventType, { minItems: 1, maxItems: 20, uniqueItems: true }),
  active: Type.Boolean(),
  description: Type.String({ maxLength: 200 }),
};

/** An endpoint as the console lists it (never its secret). */
export const WebhookEndpointView = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  url: Type.String(),
  event_types: Type.Array(Type.String()),
  active: Type.Boolean(),
  description: Type.String(),
  secret_hint: Type.String({ description: "the secret's first characters and '…'" }),
  created_at: Type.String({ format: 'date-time' }),
});
export type WebhookEndpointView = Static<typeof WebhookEndpointView>;

/** One delivery under an endpoint. */
export const WebhookDeliveryView = Type.Object({
  id: Type.String(),
  event_type: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('retrying'),
    Type.Literal('delivered'),
    Type.Literal('set_aside'),
  ]),
  attempts: Type.Integer(),
  response_code: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  queued_at: Type.String({ format: 'date-time' }),
  last_attempt_at: Nullable(Type.String({ format: 'date-time' })),
  next_attempt_at: Nullable(Type.String({ format: 'date-time' })),
});
export type WebhookDeliveryView = Static<typeof WebhookDeliveryView>;

/** A client's webhook endpoints (a super admin names the client; a client admin sees their own). */
export const adminWebhookEndpoints = get('/admin/webhooks/endpoints', {
  querystring: Strict({ ...WithToken, client_id: Type.Optional(Id) }),
  data: Type.Object({ endpoints: Type.Array(WebhookEndpointView) }),
});

/** Add an endpoint; the reply holds its signing secret, shown this once. */
export const adminWebhookAddEndpoint = post('/admin/webhooks/endpoints/add', {
  body: Strict({ ...WithToken, client_id: Type.Optional(Id), ...EndpointForm }),
  data: Type.Object({
    endpoint: WebhookEndpointView,
    secret: Type.String({ description: 'whsec_…: shown once; verify deliveries with it' }),
  }),
});

/** Edit, disable or enable an endpoint: every field is the new value. */
export const adminWebhookEditEndpoint = post('/admin/webhooks/endpoints/edit', {
  body: Strict({ ...WithToken, id: Id, ...EndpointForm }),
  data: Type.Object({ endpoint: WebhookEndpointView }),
});

/** Give an endpoint a new signing secret: the reply shows it once, and deliveries are signed with it from now on. */
export const adminWebhookRotateSecret = post('/admin/webhooks/endpoints/rotate-secret', {
  body: Strict({ ...WithToken, id: Id }),
  data: Type.Object({
    endpoint: WebhookEndpointView,
    secret: Type.String({ description: 'whsec_…: shown once; verify deliveries with it' }),
  }),
});

/** Delete an endpoint: it is sent nothing more and its signing secret is forgotten. */
export const adminWebhookDeleteEndpoint = post('/admin/webhooks/endpoints/delete', {
  body: Strict({ ...WithToken, id: Id }),
  data: Type.Object({ id: Type.String() }),
});

/** An endpoint's newest deliveries (at most 50). */
export const adminWebhookDeliveries = get('/admin/webhooks/deliveries', {
  querystring: Strict({ ...WithToken, endpoint_id: Id }),
  data: Type.Object({ deliveries: Type.Array(WebhookDeliveryView) }),
});

/** Queue a `webhook.test` event to the endpoint. */
export const adminWebhookSendTest = post('/admin/webhooks/endpoints/test', {
  body: Strict({ ...WithToken, id: Id }),
  data: Type.Object({ delivery_id: Type.String() }),
});

/** Send a set-aside delivery again. */
export const adminWebhookResend = post('/admin/webhooks/deliveries/resend', {
  body: Strict({ ...WithToken, id: DeliveryId }),
  data: Type.Object({ delivery_id: Type.String() }),
});
