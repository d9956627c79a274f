import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ssoOidcCallback, ssoSamlAcs, ssoSamlMetadata, ssoStart } from '@gamepod/contracts/http';
import { remoteSessionExpired } from '../../users/domain/identity-errors.ts';
import { completeOidcSignIn, completeSamlSignIn } from '../application/complete-sign-in.ts';
import { serviceProviderMetadata } from '../application/sp-metadata.ts';
import { publicUrlOf, type SsoDeps } from '../application/sso-deps.ts';
import { startSignIn } from '../application/start-sign-in.ts';
import { answerError } from './refused-page.ts';
import { signedInAnswer } from './signed-in-answer.ts';
import { SSO_PAGE_HELMET } from './sso-page.ts';

const tags = ['sso'];

/**
 * Single sign-on with a client's SAML or OpenID Connect identity provider, for a pod's kiosk
 * page (its "Login with SSO" tab, or a phone that scanned its QR code). Register it with
 * the `/api/v1` prefix.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox<{ deps: SsoDeps }> = async (app, { deps }) => {
  // an identity provider's HTTP-POST binding sends a form, not JSON
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    ssoStart.url,
    {
      schema: {
        summary: "Start a sign-in with the client's identity provider for the pod showing this remote id; 302 to it",
        tags,
        querystring: ssoStart.querystring,
      },
    },
    async (request, reply) => {
      const page = await app.kioskSessionOfRemote(request.query.remote_id);
      if (!page) throw remoteSessionExpired();
      return reply.redirect(
        await startSignIn(deps, { ip: request.ip }, page, { on_station: request.query.on === 'station' }),
        302,
      );
    },
  );

  app.post(
    ssoSamlAcs.url,
    {
      helmet: SSO_PAGE_HELMET,
      errorHandler: answerError,
      schema: {
        summary: "The client's SAML assertion consumer service (HTTP-POST binding): signs the pod in",
        tags,
        params: ssoSamlAcs.params,
        body: ssoSamlAcs.body,
      },
    },
    async (request, reply) => {
      const done = await completeSamlSignIn(deps, request.params.client_id, request.body, { ip: request.ip });
      return signedInAnswer(deps, request.params.client_id, done, reply);
    },
  );

  app.get(
    ssoOidcCallback.url,
    {
      helmet: SSO_PAGE_HELMET,
      errorHandler: answerError,
      schema: {
        summary: "The client's OpenID Connect redirect URI: redeems the code and signs the pod in",
        tags,
        params: ssoOidcCallback.params,
        querystring: ssoOidcCallback.querystring,
      },
    },
    async (request, reply) => {
      const currentUrl = publicUrlOf(deps, request.url);
      const done = await completeOidcSignIn(deps, request.params.client_id, currentUrl, { ip: request.ip });
      return signedInAnswer(deps, request.params.client_id, done, reply);
    },
  );

  app.get(
    ssoSamlMetadata.url,
    {
      schema: {
        summary: 'Our SAML service provider metadata for this client: its entity id is this very URL',
        tags,
        params: ssoSamlMetadata.params,
      },
    },
    async (request, reply) => {
      const xml = await serviceProviderMetadata(deps, request.params.client_id);
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  );
};
