import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { WebhookSecrets } from '../adapters/webhook-secrets.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The webhooks area: a client's endpoints and their deliveries in the console. */
export const webhooksRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, clock, webhooks }) => {
  const secrets = new WebhookSecrets({ nc: deps.nc, names: deps.names });
  await app.register(webhookRoutes, {
    prefix: API_PREFIX,
    deps: { ...deps, clock, secrets, allowLoopback: webhooks.allowLoopback },
  });
};
