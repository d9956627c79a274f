import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminWebhookAddEndpoint,
  adminWebhookDeleteEndpoint,
  adminWebhookDeliveries,
  adminWebhookEditEndpoint,
  adminWebhookEndpoints,
  adminWebhookResend,
  adminWebhookRotateSecret,
  adminWebhookSendTest,
} from '@gamepod/contracts/http';
import { requireRole } from '../../auth/guards.ts';
import { actorOf, fleetCallOf } from '../../auth/request-actors.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { deliveriesOf, resendDelivery, sendTestEvent } from '../application/webhook-deliveries.ts';
import {
  addEndpoint,
  deleteEndpoint,
  editEndpoint,
  listEndpoints,
  rotateEndpointSecret,
  type WebhookDeps,
} from '../application/webhook-endpoints.ts';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
// a client's admin manages their own client's endpoints, a super admin any client's
const staff = requireRole(CLIENT_ADMIN, SUPER_ADMIN);

/** A client's webhook endpoints and their deliveries, for the console. */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ deps: WebhookDeps & { clock: () => Date } }> = async (
  app,
  { deps },
) => {
  const doc = (summary: string) => ({ summary, tags, security });
  app.get(
    adminWebhookEndpoints.url,
    { preValidation: staff, schema: routeSchema(adminWebhookEndpoints, doc("A client's webhook endpoints")) },
    async (request) => ok(await listEndpoints(deps, actorOf(request), request.query.client_id)),
  );
  app.post(
    adminWebhookAddEndpoint.url,
    {
      preValidation: staff,
      schema: routeSchema(adminWebhookAddEndpoint, doc('Add a webhook endpoint; the reply shows its secret once')),
    },
    async (request) => {
      const { client_id, ...form } = request.body;
      return ok(await addEndpoint(deps, fleetCallOf(request), client_id, form), 'Webhook endpoint added');
    },
  );
  app.post(
    adminWebhookEditEndpoint.url,
    { preValidation: staff, schema: routeSchema(adminWebhookEditEndpoint, doc('Edit, disable or enable an endpoint')) },
    async (request) => {
      const { token: _token, id, ...form } = request.body;
      return ok(await editEndpoint(deps, fleetCallOf(request), id, form), 'Webhook endpoint saved');
    },
  );
  app.post(
    adminWebhookRotateSecret.url,
    {
      preValidation: staff,
      schema: routeSchema(
        adminWebhookRotateSecret,
        doc('Give an endpoint a new signing secret; the reply shows it once'),
      ),
    },
    async (request) =>
      ok(await rotateEndpointSecret(deps, fleetCallOf(request), request.body.id), 'Signing secret rotated'),
  );
  app.post(
    adminWebhookDeleteEndpoint.url,
    { preValidation: staff, schema: routeSchema(adminWebhookDeleteEndpoint, doc('Delete an endpoint')) },
    async (request) =>
      ok(await deleteEndpoint(deps, fleetCallOf(request), request.body.id), 'Webhook endpoint deleted'),
  );
  app.get(
    adminWebhookDeliveries.url,
    { preValidation: staff, schema: routeSchema(adminWebhookDeliveries, doc("An endpoint's newest deliveries")) },
    async (request) => ok(await deliveriesOf(deps, actorOf(request), request.query.endpoint_id)),
  );
  app.post(
    adminWebhookSendTest.url,
    { preValidation: staff, schema: routeSchema(adminWebhookSendTest, doc('Send a test event to an endpoint')) },
    async (request) => ok(await sendTestEvent(deps, fleetCallOf(request), request.body.id), 'Test event queued'),
  );
  app.post(
    adminWebhookResend.url,
    { preValidation: staff, schema: routeSchema(adminWebhookResend, doc('Send a set-aside delivery again')) },
    async (request) => ok(await resendDelivery(deps, fleetCallOf(request), request.body.id), 'Delivery queued again'),
  );
};
