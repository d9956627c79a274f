import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionActivityUpdate, sessionSave } from '@gamepod/contracts/http';
import type { PodActivity } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { latestActivity, recordActivity } from '../application/kiosk-activity-service.ts';

const tags = ['kiosk'];

/** The player the page's token names, when that login is on this pod; activity is the pod's either way. */
function playerOn(request: FastifyRequest, pod: PodTable): string | null {
  return request.session?.pod_id === pod.id ? request.session.user_id : null;
}

/** `/session/…`: the activity a kiosk page reports for its pod (a screen, a game, idle, asleep). */
export const sessionActivityRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock: () => Date;
  asleepAfterMs: number;
}> = async (app, { deps: appDeps, clock, asleepAfterMs }) => {
  // the server's asleep check and the activity's time read the app's clock
  const deps = { ...appDeps, clock };
  const activityReply = async (pod: PodTable, recorded: boolean) => {
    const latest = await latestActivity(deps, pod.id);
    return ok({
      activity: (latest?.activity as PodActivity['activity'] | undefined) ?? null,
      game_id: latest?.game_id ?? null,
      guests: latest?.guests ?? null,
      recorded: flag(recorded),
    });
  };

  app.post(
    sessionSave.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(sessionSave, {
        summary: "Save the pod's session activity (a login, sign-up or password screen, idle, asleep)",
        tags,
      }),
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const { activity } = request.body;
      const recorded =
        activity !== undefined &&
        (await recordActivity(
          deps,
          pod,
          { activity, game_id: null, guests: null, user_id: playerOn(request, pod) },
          asleepAfterMs,
        ));
      return activityReply(pod, recorded);
    },
  );

  app.post(
    sessionActivityUpdate.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(sessionActivityUpdate, {
        summary: 'Log what the pod is doing now: a screen, a game (game_id) and how many play (guests)',
        tags,
      }),
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const { activity, game_id, guests } = request.body;
      const recorded = await recordActivity(
        deps,
        pod,
        {
          activity,
          game_id: game_id === undefined || game_id === null ? null : String(game_id),
          guests: guests ?? null,
          user_id: playerOn(request, pod),
        },
        asleepAfterMs,
      );
      return activityReply(pod, recorded);
    },
  );
};
