import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orWhenMissing, podById, timeBalanceOf } from '@gamepod/projections';
import Type from 'typebox';
import { readLab } from '../../application/lab/read-lab.ts';
import type { IdentityDeps } from '../../application/user/identity-deps.ts';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
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
        summary: "The session's user's minutes left and the mode of the session's pod's lab",
        description: 'time = max(0, minutes bought + comp minutes - minutes played); the kiosk shows it in paid labs.',
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
      const { pod_id, user_id } = sessionOf(request);
      const [pod, time] = await Promise.all([
        pod_id ? podById(deps.db, pod_id) : undefined,
        orWhenMissing(timeBalanceOf(deps.db, user_id), null),
      ]);
      const lab = pod ? await readLab(deps.store, pod.lab_id) : null;
      // a session of no account (single sign-on, tests) has nothing bought or given
      return ok({ time: time ?? 0, mode: lab?.is_paid ? ('paid' as const) : ('free' as const) });
    },
  );
};
