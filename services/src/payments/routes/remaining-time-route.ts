import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userRemainingTime } from '@gamepod/contracts/http';
import { orWhenMissing } from '@gamepod/log-runtime';
import { isPaidLabOfPod, minutesLeftAt, timeBalanceRow } from '@gamepod/projections';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { tags } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';

/** The player's time balance on the dashboard. */
export const remainingTimeRoute: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.get(
    userRemainingTime.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userRemainingTime, {
        summary: "The session's user's minutes left and the mode of the session's pod's lab",
        description:
          'time = max(0, minutes bought + comp minutes - minutes played in paid labs, the paid game running now counted to this second, a begun minute left counting as 1); the kiosk shows it in paid labs.',
        tags,
      }),
    },
    async (request) => {
      const { pod_id, user_id } = sessionOf(request);
      // two statements at once, both on read models: kiosks in paid labs ask this every minute
      const [paid, time] = await Promise.all([
        pod_id ? isPaidLabOfPod(deps.db, pod_id) : false,
        orWhenMissing(timeBalanceRow(deps.db, user_id), undefined),
      ]);
      // a session of no account (single sign-on, tests) has nothing bought or given
      return ok({ time: minutesLeftAt(time, deps.clock()), mode: paid ? ('paid' as const) : ('free' as const) });
    },
  );
};
