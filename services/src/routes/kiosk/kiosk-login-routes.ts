import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError } from '@gamepod/events';
import { loginByTokenHash } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { AppDeps } from '../../app.ts';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { flag } from '../../domain/pod/pod-session-data.ts';
import { markOrientation } from '../../domain/user/orientation.ts';
import { buildUserSession } from '../../domain/user/user-session.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { TokenField } from '../../schemas/token.ts';
import { Flag } from '../admin/kiosk/pods/pod-schemas.ts';
import { UserSessionData } from '../user/user-schemas.ts';
import { KioskKeys } from './kiosk-session-schemas.ts';

const tags = ['kiosk'];

/** The live login the page's token names, when it is a login on the page's own pod. */
function loginOnPod(request: FastifyRequest): SessionInfo | null {
  const session = request.session;
  return session && session.pod_id === kioskPodOf(request).id ? session : null;
}

/**
 * The kiosk page's calls about the login it holds: whether a stored login still lives
 * (start-up), and the orientation it has shown during it.
 */
export const kioskLoginRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.post(
    '/kiosk/check/session',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: "Whether the page's stored login is still live on this pod, and its user session",
        tags,
        body: Type.Object(KioskKeys, { additionalProperties: false }),
        response: withErrors({
          200: Reply(
            Type.Object({
              valid: Flag,
              user: Type.Union([UserSessionData, Type.Null()]),
            }),
          ),
        }),
      },
    },
    async (request) => {
      const session = loginOnPod(request);
      const token = request.body.token;
      if (!session || token === undefined) return ok({ valid: flag(false), user: null });
      return ok({ valid: flag(true), user: await buildUserSession(deps.db, { token, session, now: clock() }) });
    },
  );

  app.post(
    '/orientation/mark',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: 'The player saw the free or paid orientation during this login',
        tags,
        body: Type.Object(
          { ...KioskKeys, token: TokenField, type: Type.Union([Type.Literal('free'), Type.Literal('paid')]) },
          { additionalProperties: false },
        ),
        response: withErrors({
          200: Reply(Type.Object({ is_orientation: Flag, is_orientation_paid: Flag })),
        }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (session.pod_id !== kioskPodOf(request).id) throw new ForbiddenError();
      const { token_hash, user_id } = session;
      await markOrientation(deps, { token_hash, user_id, type: request.body.type }, appendContext(request));
      const login = await loginByTokenHash(deps.db, token_hash);
      // the type just marked is owed no more, whether or not the read model has applied it yet
      const { type } = request.body;
      return ok({
        is_orientation: flag(type !== 'free' && (login?.is_orientation ?? true)),
        is_orientation_paid: flag(type !== 'paid' && (login?.is_orientation_paid ?? true)),
      });
    },
  );
};
