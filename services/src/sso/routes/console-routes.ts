import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ssoConsoleRedeem, ssoConsoleStart, ssoProvider } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { remoteSessionExpired } from '../../users/domain/identity-errors.ts';
import { providerOf, redeemConsoleSignIn, startConsoleSignIn } from '../application/console-sign-in.ts';
import type { SsoDeps } from '../application/sso-deps.ts';

const tags = ['sso'];

/**
 * The admin console's sign-in through a client's identity provider (its staff's own sign-in
 * page, /admin/sso/<client_id>), and what a sign-in page offers of a client's provider.
 * Register it with the `/api/v1` prefix.
 */
export const ssoConsoleRoutes: FastifyPluginAsyncTypebox<{ deps: SsoDeps }> = async (app, { deps }) => {
  app.get(
    ssoConsoleStart.url,
    {
      schema: {
        summary:
          "Start a staff member's sign-in to the admin console with the client's identity provider, for the page holding the challenge's verifier; 302 to it",
        tags,
        querystring: ssoConsoleStart.querystring,
      },
    },
    async (request, reply) => {
      const { client_id, challenge } = request.query;
      return reply.redirect(await startConsoleSignIn(deps, { ip: request.ip }, client_id, challenge), 302);
    },
  );

  app.post(
    ssoConsoleRedeem.url,
    {
      schema: routeSchema(ssoConsoleRedeem, {
        summary:
          'Trade the one-time code a console sign-in came back with, and the verifier it started with, for the admin session (once, within 60 s)',
        description: 'A used, expired or unknown code, or another page than the one that started: 410.',
        tags,
      }),
    },
    async (request) => ok(await redeemConsoleSignIn(deps, request.body.code, request.body.verifier)),
  );

  app.get(
    ssoProvider.url,
    {
      schema: routeSchema(ssoProvider, {
        summary:
          "Whether single sign-on is on for the pod showing this remote id, or for this client, and the client's name for the sign-in button",
        description:
          'Exactly one of remote_id and client_id. An unknown or replaced remote id: 404 remote-session-expired.',
        tags,
      }),
    },
    async (request) => {
      const { remote_id, client_id } = request.query;
      if ((remote_id === undefined) === (client_id === undefined)) {
        throw new ValidationError('Send one of remote_id and client_id', { field: 'remote_id' });
      }
      if (client_id !== undefined) return ok(await providerOf(deps, client_id));
      const page = await app.kioskSessionOfRemote(remote_id ?? '');
      if (!page) throw remoteSessionExpired();
      return ok(await providerOf(deps, page.pod.client_id));
    },
  );
};
