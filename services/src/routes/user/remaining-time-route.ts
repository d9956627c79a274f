import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podById } from '@gamepod/projections';
import Type from 'typebox';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { readLab } from '../../domain/pod/lab-facts.ts';
import type { IdentityDeps } from '../../domain/user/identity-deps.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { WithToken } from '../../schemas/token.ts';
import { SessionIdKeyField, tags } from './user-schemas.ts';

/** The player's time balance on the dashboard (kiosk spec §3 "Time balance"). */
export const remainingTimeRoute: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.get(
    '/user/remaining_time',
    {
      preValidation: requireAuth,
      schema: {
        summary: "Minutes left (0 until purchases exist) and the mode of the session's pod's lab",
        tags,
        querystring: Type.Object({
          ...WithToken,
          session_id_key: Type.Optional(SessionIdKeyField),
          user_id: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: withErrors({
          200: Reply(
            Type.Object({
              time: Type.Integer({ description: 'minutes' }),
              mode: Type.Union([Type.Literal('paid'), Type.Literal('free')]),
            }),
          ),
        }),
      },
    },
    async (request) => {
      const { pod_id } = sessionOf(request);
      const pod = pod_id ? await podById(deps.db, pod_id) : undefined;
      const lab = pod ? await readLab(deps.store, pod.lab_id) : null;
      return ok({ time: 0, mode: lab?.is_paid ? ('paid' as const) : ('free' as const) });
    },
  );
};
