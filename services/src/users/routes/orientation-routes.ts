import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orientationMark } from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import { loginByTokenHash } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { markOrientation } from '../application/orientation.ts';

const tags = ['kiosk'];

/** `/orientation/mark`: the orientation a kiosk page has shown during the login it holds. */
export const orientationRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    orientationMark.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(orientationMark, {
        summary: 'The player saw the free or paid orientation during this login',
        tags,
      }),
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
