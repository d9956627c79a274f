import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskCheckSession } from '@gamepod/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { buildUserSession } from '../../users/application/user-session.ts';

const tags = ['kiosk'];

/** The live login the page's token names, when it is a login on the page's own pod. */
function loginOnPod(request: FastifyRequest): SessionInfo | null {
  const session = request.session;
  return session && session.pod_id === kioskPodOf(request).id ? session : null;
}

/** Whether the login a kiosk page holds still lives (start-up). */
export const kioskLoginRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.post(
    kioskCheckSession.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskCheckSession, {
        summary: "Whether the page's stored login is still live on this pod, and its user session",
        tags,
      }),
    },
    async (request) => {
      const session = loginOnPod(request);
      const token = request.body.token;
      if (!session || token === undefined) return ok({ valid: flag(false), user: null });
      return ok({ valid: flag(true), user: await buildUserSession(deps.db, { token, session, now: clock() }) });
    },
  );
};
