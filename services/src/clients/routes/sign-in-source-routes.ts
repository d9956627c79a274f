import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskClientSaveSignInSource,
  adminKioskClientSignInSource,
  adminKioskClientTestSignInSource,
} from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { SsoOptions } from '../../sso/application/sso-deps.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { readSignInSource, saveSignInSource, testSignInSource } from '../application/client-sign-in-source.ts';

const tags = ['clients'];
const security = [{ bearer: [] }];

/** A client's sign-in source (password, SSO, LDAP or SIP2): read, save, and "Test connection". Super admin only, as SSO. */
export const signInSourceRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  identity: IdentityDeps;
  sso: SsoOptions;
}> = async (app, { deps, identity, sso }) => {
  app.get(
    adminKioskClientSignInSource.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClientSignInSource, {
        summary: "A client's sign-in source and its settings, without their secrets (super admin)",
        tags,
        security,
      }),
    },
    async (request) => ok(await readSignInSource(deps, request.query.client_id)),
  );

  app.post(
    adminKioskClientSaveSignInSource.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClientSaveSignInSource, {
        summary: "Save a client's sign-in source: password, sso, ldap or sip2, with the outage policy (super admin)",
        description:
          'The LDAP service password and the SIP login password are sealed under the server key before they reach the log; left out, the stored one is kept; no reply shows one. Bad input: 400 naming the field, nothing appended.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { client_id, token: _token, ...form } = request.body;
      const saved = await saveSignInSource(deps, fleetCallOf(request), client_id, form, sso);
      return ok(saved, 'Sign-in source saved');
    },
  );

  app.post(
    adminKioskClientTestSignInSource.url,
    {
      preValidation: requireRole(SUPER_ADMIN),
      schema: routeSchema(adminKioskClientTestSignInSource, {
        summary:
          'Test connection: bind to the directory, or log in to the library system over SIP2, with the posted settings',
        description:
          'Saves and appends nothing. A secret left out is the stored one. 20 tests per client in 15 minutes (429 after).',
        tags,
        security,
      }),
    },
    async (request) => {
      const { client_id, token: _token, ...form } = request.body;
      const result = await testSignInSource(identity, fleetCallOf(request), client_id, form, sso);
      return ok(result, result.ok ? 'Connected' : 'Could not connect');
    },
  );
};
