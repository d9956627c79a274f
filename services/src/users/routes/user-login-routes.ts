import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  userExpireSessions,
  userLogin,
  userLoginAdmin,
  userLoginAdminMode,
  userLogout,
  userMobileLogin,
  userMobileLoginRedeem,
} from '@gamepod/contracts/http';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { credentialsOf, tags } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { type SourceSignInDeps, signInOnPodForm } from '../../sign-in-sources/application/source-sign-in.ts';
import { loginOnPod } from '../application/login-service.ts';
import { expireOtherPodSessions, logOut } from '../application/logout-service.ts';
import { LOGIN_FAILURES, phoneLogin } from './phone-login.ts';

/**
 * The player-side sign-in calls: the pod's login form and its lock-icon admin form, the
 * phone's QR login, logout, and "Login Here" (end the user's sessions on other pods).
 */
export const userLoginRoutes: FastifyPluginAsyncTypebox<{ deps: SourceSignInDeps }> = async (app, { deps }) => {
  app.post(
    userLogin.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(userLogin, {
        summary: 'Log in on this pod (its kiosk session): the user session, a pod session',
        description: LOGIN_FAILURES,
        tags,
      }),
    },
    async (request) => {
      const { username, password } = request.body;
      const credentials = credentialsOf({ username, password });
      const pod = kioskPodOf(request);
      const from = { pod_id: pod.id };
      const form = { kioskSessionHash: request.kioskSessionHash ?? null, via: 'pod' as const };
      return ok(await signInOnPodForm(deps, pod, { ...credentials, from }, form));
    },
  );

  for (const [route, summary] of [
    [userLoginAdmin, "The pod's lock-icon admin form: roles 3 and 4 (else 403 notauthorized), an admin session"],
    [userLoginAdminMode, 'The same admin login while the lab is in Force On mode'],
  ] as const) {
    app.post(
      route.url,
      { preValidation: requireKioskSession, schema: routeSchema(route, { summary, tags }) },
      async (request) => {
        const { username, password } = request.body;
        const credentials = credentialsOf({ username, password });
        const pod = kioskPodOf(request);
        const from = { pod_id: pod.id };
        return ok(await loginOnPod(deps, pod, { ...credentials, from }, 'pod_admin', request.kioskSessionHash));
      },
    );
  }

  app.post(
    userMobileLogin.url,
    {
      schema: routeSchema(userMobileLogin, {
        summary:
          "Log the pod showing this QR code in from a phone: the pod's kiosk gets a one-time code pushed ('login') that redeems the session",
        description: `Unknown or replaced remote id: 404 remote-session-expired. ${LOGIN_FAILURES}`,
        tags,
      }),
    },
    // the pod's own form: the client's source when it has one
    phoneLogin(deps, 'pod', (pod, c, kioskSessionHash) =>
      signInOnPodForm(deps, pod, c, { kioskSessionHash, via: 'mobile' }),
    ),
  );

  app.post(
    userMobileLoginRedeem.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(userMobileLoginRedeem, {
        summary:
          "The kiosk redeems the one-time code a phone login pushed to its own socket ('login', data.login_code): the user session",
        description:
          "A code is good once, for 60 s, on the kiosk of the pod the phone signed in on (a QR login: the very page whose code it scanned); otherwise 410. A missing session_id_key 400, an unknown one 401 'Session Id invalid!'",
        tags,
      }),
    },
    async (request) =>
      ok(
        await deps.mobileLogins.redeem(
          request.body.login_code,
          { pod_id: kioskPodOf(request).id, kiosk_session: request.kioskSessionHash ?? '' },
          deps.clock(),
        ),
      ),
  );

  app.post(
    userLogout.url,
    {
      config: { whileOnAnotherPod: true },
      preValidation: requireAuth,
      schema: routeSchema(userLogout, {
        summary: "End the token's session; 401 'Token is Invalid' / 'Token is Expired' when it already ended",
        tags,
      }),
    },
    async (request) => {
      await logOut(deps, sessionOf(request), request.body.reason_text);
      return ok({}, 'Logged out');
    },
  );

  app.post(
    userExpireSessions.url,
    {
      config: { whileOnAnotherPod: true },
      preValidation: [requireKioskSession, requireAuth],
      schema: routeSchema(userExpireSessions, {
        summary: "'Login Here': end the user's other pod sessions (token = this login's)",
        tags,
      }),
    },
    async (request) => ok({ ended: await expireOtherPodSessions(deps, sessionOf(request)) }),
  );
};
