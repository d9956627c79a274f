import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ssoOidcLoggedOut, ssoSamlSlo, ssoStationLogout } from '@gamepod/contracts/http';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { oidcLoggedOut, singleLogout } from '../application/single-logout.ts';
import type { SsoDeps } from '../application/sso-deps.ts';
import { stationLogoutUrl } from '../application/station-logout.ts';
import { signedOutPage } from './signed-out-page.ts';

const tags = ['sso'];

/**
 * Logout at the identity provider: the station's ask for the provider's logout address, the
 * SAML single logout service, and the OpenID Connect post-logout redirect URI. Register it
 * with the `/api/v1` prefix.
 */
export const ssoLogoutRoutes: FastifyPluginAsyncTypebox<{ deps: SsoDeps }> = async (app, { deps }) => {
  app.post(
    ssoStationLogout.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(ssoStationLogout, {
        summary: "The provider's logout address for the session this station's browser holds, once; null: none",
        description:
          "A sign-in made in the station's own browser leaves the provider's session there; the kiosk opens this address in that browser when a session ends (or on the sso_logout command). A sign-in made on a phone leaves nothing here. A missing session_id_key 400, an unknown one 401.",
        tags,
      }),
    },
    async (request) => ok({ logout_url: await stationLogoutUrl(deps, kioskPodOf(request).id) }),
  );

  app.get(
    ssoSamlSlo.url,
    {
      schema: {
        summary:
          "The client's SAML single logout service (HTTP-Redirect): the IdP's LogoutResponse, or its LogoutRequest (ends the subject's sessions; 302 back with our signed LogoutResponse)",
        tags,
        params: ssoSamlSlo.params,
        querystring: ssoSamlSlo.querystring,
      },
    },
    async (request, reply) => {
      // the query signature covers the parameters exactly as they were sent
      const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
      const answer = await singleLogout(deps, request.params.client_id, request.query, rawQuery, { ip: request.ip });
      if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
      return reply.type('text/html; charset=utf-8').send(signedOutPage());
    },
  );

  app.get(
    ssoOidcLoggedOut.url,
    {
      schema: {
        summary: "The client's OpenID Connect post-logout redirect URI: the provider's logout is done",
        tags,
        params: ssoOidcLoggedOut.params,
        querystring: ssoOidcLoggedOut.querystring,
      },
    },
    async (request, reply) => {
      await oidcLoggedOut(deps, request.params.client_id, request.query.state, { ip: request.ip });
      return reply.type('text/html; charset=utf-8').send(signedOutPage());
    },
  );
};
