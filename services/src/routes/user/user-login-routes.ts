import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podByRemoteId } from '@gamepod/projections';
import Type from 'typebox';
import { stagePhoneLogin } from '../../application/kiosk/remote-service.ts';
import type { IdentityDeps } from '../../application/user/identity-deps.ts';
import { loginOnPod } from '../../application/user/login-service.ts';
import { expireOtherPodSessions, logOut } from '../../application/user/logout-service.ts';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { remoteSessionExpired } from '../../domain/user/identity-errors.ts';
import { pendingLogin } from '../../domain/user/mobile-login-code.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { WithToken } from '../../schemas/token.ts';
import {
  LoginCode,
  Password,
  RemoteId,
  required,
  SessionIdField,
  SessionIdKeyField,
  tags,
  Username,
  UserSessionData,
} from './user-schemas.ts';

const LOGIN_FAILURES = 'Fails with 401 invalid, 403 notauthorized/notregistered/notpro, 409 updating, 429';

/**
 * The player-side sign-in calls: the pod's login form, the phone's QR login, logout, and
 * "Login Here" (end the user's sessions on other pods).
 */
export const userLoginRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    '/user/login',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: 'Log in on this pod (its kiosk session): the user session, a pod session',
        description: LOGIN_FAILURES,
        tags,
        body: Type.Object(
          { session_id_key: SessionIdKeyField, username: Username, password: Password },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(UserSessionData) }),
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const credentials = { username: required(username, 'username'), password: required(password, 'password') };
      const pod = kioskPodOf(request);
      return ok(await loginOnPod(deps, pod, { ...credentials, from: { pod_id: pod.id } }, 'pod'));
    },
  );

  // the phone's QR login, for the kiosk (any role the pod admits) and for the admin console on
  // a pod without a keyboard (roles 3 and 4 only, else 403 notauthorized and nothing pushed)
  for (const [url, form, summary] of [
    [
      '/user/mobile_login',
      'pod',
      "Log the pod showing this QR code in from a phone: the pod's kiosk gets a one-time code pushed ('login') that redeems the session",
    ],
    [
      '/admin/mobile_login',
      'pod_admin',
      "Sign the admin console on the pod showing this QR code in from a phone: roles 3 and 4 only (else 403 notauthorized); the pod's kiosk gets a one-time code pushed ('login') that redeems the session",
    ],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          summary,
          description: `Unknown or replaced remote id: 404 remote-session-expired. ${LOGIN_FAILURES}`,
          tags,
          body: Type.Object(
            { remote_id: RemoteId, username: Username, password: Password },
            { additionalProperties: false },
          ),
          response: withErrors({ 200: Reply(Type.Object({ nav_name: Type.Union([Type.String(), Type.Null()]) })) }),
        },
      },
      async (request) => {
        const { remote_id, username, password } = request.body;
        const credentials = { username: required(username, 'username'), password: required(password, 'password') };
        const pod = await podByRemoteId(deps.db, remote_id);
        if (!pod) throw remoteSessionExpired();
        // a phone is not the station: it counts by its own address
        const user = await loginOnPod(deps, pod, { ...credentials, from: { ip: request.ip } }, form, 'mobile');
        // the session never travels on a channel: the pod's own kiosk socket gets a one-time
        // code, and redeems it with its session key
        const login_code = await deps.mobileLogins.stash(pendingLogin(pod.id, user, deps.clock()));
        await stagePhoneLogin(deps, pod.id, login_code, { kind: 'user', user_id: user.user_id, role: user.role_id });
        return ok({ nav_name: pod.license });
      },
    );
  }

  app.post(
    '/user/mobile_login/redeem',
    {
      preValidation: requireKioskSession,
      schema: {
        summary:
          "The kiosk redeems the one-time code a phone login pushed to its own socket ('login', data.login_code): the user session",
        description:
          "A code is good once, for 60 s, on the kiosk of the pod the phone signed in on; otherwise 410. A missing session_id_key 400, an unknown one 401 'Session Id invalid!'",
        tags,
        body: Type.Object(
          { session_id_key: SessionIdKeyField, login_code: LoginCode },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(UserSessionData) }),
      },
    },
    async (request) =>
      ok(await deps.mobileLogins.redeem(request.body.login_code, kioskPodOf(request).id, deps.clock())),
  );

  app.post(
    '/user/logout',
    {
      config: { whileOnAnotherPod: true },
      preValidation: requireAuth,
      schema: {
        summary: "End the token's session; 401 'Token is Invalid' / 'Token is Expired' when it already ended",
        tags,
        body: Type.Object(
          {
            ...WithToken,
            reason_text: Type.String({ minLength: 1, maxLength: 500, description: 'the kiosk’s logout reason' }),
            session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
            session_id: Type.Optional(SessionIdField),
          },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(Type.Object({})) }),
      },
    },
    async (request) => {
      await logOut(deps, sessionOf(request), request.body.reason_text);
      return ok({}, 'Logged out');
    },
  );

  app.post(
    '/user/expire_sessions',
    {
      config: { whileOnAnotherPod: true },
      preValidation: [requireKioskSession, requireAuth],
      schema: {
        summary: "'Login Here': end the user's other pod sessions (token = this login's)",
        tags,
        body: Type.Object(
          { session_id_key: SessionIdKeyField, ...WithToken, session_id: Type.Optional(SessionIdField) },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(Type.Object({ ended: Type.Integer({ minimum: 0 }) })) }),
      },
    },
    async (request) => ok({ ended: await expireOtherPodSessions(deps, sessionOf(request)) }),
  );
};
