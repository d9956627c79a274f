import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PodActivity } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { AppDeps } from '../../app.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { latestActivity, podReady, recordActivity } from '../../domain/kiosk/kiosk-activity-service.ts';
import { readLab } from '../../domain/pod/lab-facts.ts';
import { flag, kioskHours } from '../../domain/pod/pod-session-data.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { Flag } from '../admin/kiosk/pods/pod-schemas.ts';
import {
  ActivityBody,
  ActivityReply,
  KioskKeys,
  KioskScheduleReply,
  SaveSessionBody,
} from './kiosk-session-schemas.ts';

const tags = ['kiosk'];

/** The player the page's token names, when that login is on this pod; activity is the pod's either way. */
function playerOn(request: FastifyRequest, pod: PodTable): string | null {
  return request.session?.pod_id === pod.id ? request.session.user_id : null;
}

/**
 * The kiosk page's own calls about its session (identity contract, "Kiosk-session
 * calls"): the activity it reports and the pod-ready poll.
 */
export const kioskSessionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/kiosk/check/ready',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: 'Whether the pod is ready for the next player: no login is open on it any more',
        tags,
        querystring: Type.Object(KioskKeys),
        response: withErrors({ 200: Reply(Type.Object({ ready: Flag })) }),
      },
    },
    async (request) => ok({ ready: flag(await podReady(deps, kioskPodOf(request).id)) }),
  );

  app.get(
    '/kiosk/schedule',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: "Today's and tomorrow's hours of the pod's lab, as the pod session data has them",
        description:
          'A kiosk that runs past midnight in its lab reads the new day here; the pod session keeps the old.',
        tags,
        querystring: Type.Object(KioskKeys),
        response: withErrors({ 200: Reply(KioskScheduleReply) }),
      },
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const lab = await readLab(deps.store, pod.lab_id);
      // a pod stands in a lab of its own client, and labs are never deleted
      if (!lab) throw new Error(`pod ${pod.id} has no lab ${pod.lab_id}`);
      return ok(kioskHours(lab, new Date()));
    },
  );

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
    '/session/save',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: "Save the pod's session activity (a login, sign-up or password screen, idle, asleep)",
        tags,
        body: SaveSessionBody,
        response: withErrors({ 200: Reply(ActivityReply) }),
      },
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const { activity } = request.body;
      const recorded =
        activity !== undefined &&
        (await recordActivity(deps, pod, { activity, game_id: null, guests: null, user_id: playerOn(request, pod) }));
      return activityReply(pod, recorded);
    },
  );

  app.post(
    '/session/activity_update',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: 'Log what the pod is doing now: a screen, a game (game_id) and how many play (guests)',
        tags,
        body: ActivityBody,
        response: withErrors({ 200: Reply(ActivityReply) }),
      },
    },
    async (request) => {
      const pod = kioskPodOf(request);
      const { activity, game_id, guests } = request.body;
      const recorded = await recordActivity(deps, pod, {
        activity,
        game_id: game_id === undefined || game_id === null ? null : String(game_id),
        guests: guests ?? null,
        user_id: playerOn(request, pod),
      });
      return activityReply(pod, recorded);
    },
  );
};
