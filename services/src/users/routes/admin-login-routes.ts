import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminLogin, adminLogout, adminMobileLogin } from '@gamepod/contracts/http';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { credentialsOf, tags, usernameOrEmail } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../application/identity-deps.ts';
import { loginAtConsole } from '../application/login-service.ts';
import { logOut } from '../application/logout-service.ts';
import { LOGIN_FAILURES, phoneLogin } from './phone-login.ts';

/** The admin console's sign-in: its own login form, its logout, and the phone's QR login on a pod. */
export const adminLoginRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    adminLogin.url,
    {
      schema: routeSchema(adminLogin, {
        summary: "The admin console's login: roles 3 and 4 only, an 8-hour admin session",
        tags,
      }),
    },
    async (request) => {
      const { username, password } = credentialsOf({ ...request.body, username: usernameOrEmail(request.body) });
      return ok(await loginAtConsole(deps, { username, password, from: { ip: request.ip } }));
    },
  );

  app.post(
    adminLogout.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(adminLogout, {
        summary: "End the admin's session; 401 'Token is Invalid' / 'Token is Expired' when it already ended",
        tags,
      }),
    },
    async (request) => {
      await logOut(deps, sessionOf(request), 'admin logout');
      return ok({}, 'Logged out');
    },
  );

  app.post(
    adminMobileLogin.url,
    {
      schema: routeSchema(adminMobileLogin, {
        summary:
          "Sign the admin console on the pod showing this QR code in from a phone: roles 3 and 4 only (else 403 notauthorized); the pod's kiosk gets a one-time code pushed ('login') that redeems the session",
        description: `Unknown or replaced remote id: 404 remote-session-expired. ${LOGIN_FAILURES}`,
        tags,
      }),
    },
    phoneLogin(deps, 'pod_admin'),
  );
};
