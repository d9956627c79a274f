import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationError } from '@gamepod/events';
import Type from 'typebox';
import { requireAuth, sessionOf } from '../../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../../auth/kiosk-session.ts';
import type { IdentityDeps } from '../../../domain/user/identity-deps.ts';
import { loginAtConsole, loginOnPod } from '../../../domain/user/login-service.ts';
import { logOut } from '../../../domain/user/logout-service.ts';
import { ok, Reply, withErrors } from '../../../schemas/reply.ts';
import { WithToken } from '../../../schemas/token.ts';
import { Password, required, SessionIdKeyField, tags, Username, UserSessionData } from '../../user/user-schemas.ts';

const PodAdminLogin = Type.Object(
  { session_id_key: SessionIdKeyField, username: Username, password: Password },
  { additionalProperties: false },
);

/**
 * The console login's email: `username`, or `email` for a form built from the screen (whose
 * field is labelled Email). Both at once must agree, so no request is read two ways.
 */
function consoleUsername(body: { readonly username?: string; readonly email?: string }): string {
  const { username, email } = body;
  if (username !== undefined && email !== undefined && username.trim().toLowerCase() !== email.trim().toLowerCase()) {
    throw new ValidationError('username: and email name different accounts; send one of them', { field: 'username' });
  }
  return username ?? email ?? '';
}

/** The admins' sign-in: the lock-icon form on a pod (and its Force On variant), and the admin console. */
export const adminLoginRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  for (const [url, summary] of [
    ['/user/login_admin', "The pod's lock-icon admin form: roles 3 and 4 (else 403 notauthorized), an admin session"],
    ['/user/login_admin_mode', 'The same admin login while the lab is in Force On mode'],
  ] as const) {
    app.post(
      url,
      {
        preValidation: requireKioskSession,
        schema: { summary, tags, body: PodAdminLogin, response: withErrors({ 200: Reply(UserSessionData) }) },
      },
      async (request) => {
        const { username, password } = request.body;
        const credentials = { username: required(username, 'username'), password: required(password, 'password') };
        const pod = kioskPodOf(request);
        return ok(await loginOnPod(deps, pod, { ...credentials, from: { pod_id: pod.id } }, 'pod_admin'));
      },
    );
  }

  app.post(
    '/admin/login',
    {
      schema: {
        summary: "The admin console's login: roles 3 and 4 only, an 8-hour admin session",
        tags,
        body: Type.Object(
          {
            username: Type.Optional(Username),
            email: Type.Optional(Type.String({ maxLength: 254, description: 'the same as username' })),
            password: Password,
            login_type: Type.Optional(Type.String({ maxLength: 32, description: "'web' or 'mobile'" })),
          },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(UserSessionData) }),
      },
    },
    async (request) => {
      const username = required(consoleUsername(request.body), 'username');
      const password = required(request.body.password, 'password');
      return ok(await loginAtConsole(deps, { username, password, from: { ip: request.ip } }));
    },
  );

  app.post(
    '/admin/logout',
    {
      preValidation: requireAuth,
      schema: {
        summary: "End the admin's session; 401 'Token is Invalid' / 'Token is Expired' when it already ended",
        tags,
        body: Type.Object({ ...WithToken }, { additionalProperties: false }),
        response: withErrors({ 200: Reply(Type.Object({})) }),
      },
    },
    async (request) => {
      await logOut(deps, sessionOf(request), 'admin logout');
      return ok({}, 'Logged out');
    },
  );
};
