import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type FacilitatorPod, facilitatorPodsEndSession, facilitatorPodsList } from '@gamepod/contracts/http';
import { podById } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { CLIENT_ADMIN, FACILITATOR, SUPER_ADMIN } from '../../domain/roles.ts';
import { endStuckSessions } from '../../kiosk/application/station-page-sessions.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { liveStatus } from '../fleet-status/pod-live-status.ts';

/**
 * Whose pods Manage Event lists: the session's client, never the body's. A super admin has no
 * client of their own and sees the pods of the client whose pod they are signed in on (none
 * when signed in elsewhere).
 */
async function clientOf(deps: AppDeps, request: FastifyRequest): Promise<string | null> {
  const session = sessionOf(request);
  if (session.client_id !== null) return session.client_id;
  if (session.pod_id === null) return null;
  return (await podById(deps.db, session.pod_id))?.client_id ?? null;
}

/** Manage Event's pod list; the same people who may command the pods may list them. */
export const facilitatorPodsRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    facilitatorPodsList.url,
    {
      preValidation: requireRole(FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(facilitatorPodsList, {
        summary: "Manage Event: the pods of one's own client, with lock, in use and consoles",
        tags: ['pods'],
      }),
    },
    async (request) => {
      const clientId = await clientOf(deps, request);
      if (clientId === null) return ok({ pods: [], client_id: null });
      const fleet = app.fleetStatus;
      const now = fleet.clock();
      const listed = await fleet.list({ clientId });
      const pods = listed.map(({ pod, facts, user, gameTitle }): FacilitatorPod => {
        const consoles = facts?.console ?? pod;
        return {
          id: pod.id,
          name: pod.license ?? pod.seat,
          lab_id: pod.lab_id,
          lock_out: pod.lock_out ? 1 : 0,
          in_use: facts?.in_use ? 1 : 0,
          player: facts?.in_use && user ? user.name || user.user_name : null,
          game: gameTitle ?? facts?.game_id ?? (facts?.game_platform || null),
          stuck_session: facts?.stuck_session ? 1 : 0,
          online: liveStatus(facts, now, fleet.missingAfterMs).online,
          volume: pod.volume,
          consoles: { xd1: consoles.xd1, xd2: consoles.xd2 },
        };
      });
      return ok({ pods, client_id: clientId });
    },
  );

  app.post(
    facilitatorPodsEndSession.url,
    {
      preValidation: requireRole(FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(facilitatorPodsEndSession, {
        summary: "Manage Event's End session: end the pod's sessions that its station no longer holds",
        description:
          "Only a pod of one's own client (403 otherwise, 404 unknown). A session the station holds is never ended.",
        tags: ['pods'],
      }),
    },
    async (request) => ok({ ended: await endStuckSessions(deps, sessionOf(request), request.body.pod_id) }),
  );
};
