import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { podRead, podSetLockout, podSetVolume } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { type PodTable, podById } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, sessionOf, unauthorized } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { assertSessionOnPod } from '../../auth/session-on-pod.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { acceptLockReport, podOfKey, setPodVolume } from '../application/pod-kiosk-service.ts';
import { flag } from '../application/pod-session-data.ts';
import { POD_NOT_FOUND } from '../domain/pod-errors.ts';

const tags = ['kiosk'];
/**
 * The pod as the kiosk reads it. Its pod_id_key is the station's: a player or facilitator has
 * no use for it, so it is shown only to a caller that already sent it or administers the pod.
 */
const podView = (pod: PodTable, showKey = true) => ({
  pod: {
    id: pod.id,
    lock_out: flag(pod.lock_out),
    volume: pod.volume,
    with_key_board: flag(pod.with_keyboard),
    nav_id: pod.nav_id,
    ...(showKey ? { pod_id_key: pod.pod_id_key } : {}),
  },
});

/** A pod read by id rather than key needs a session that may act on it. */
async function podForSession(
  deps: AppDeps,
  request: FastifyRequest,
  podId: string,
): Promise<{ pod: PodTable; staff: boolean }> {
  const session = request.session;
  if (!session) throw unauthorized(request);
  const pod = await podById(deps.db, podId);
  if (!pod || pod.deleted) throw POD_NOT_FOUND();
  return { pod, ...assertSessionOnPod(session, pod) };
}

/**
 * The calls the pod's own kiosk page makes about its pod. They find the pod by its
 * pod_id_key, which proves nothing by itself: the volume, which only someone signed in on the
 * pod can change, also needs that person's token, and the lock report needs the page's live
 * kiosk session. The events they append name the pod as the actor.
 */
export const podDeviceRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    podRead.url,
    {
      schema: routeSchema(podRead, {
        summary: "The pod's lock-out, volume and keyboard flag, by its pod_id_key (or by id with a session)",
        tags,
      }),
    },
    async (request) => {
      const { pod_id_key, pod_id } = request.query;
      if (pod_id_key !== undefined) return ok(podView(await podOfKey(deps, pod_id_key)));
      if (pod_id !== undefined) {
        const { pod, staff } = await podForSession(deps, request, pod_id);
        return ok(podView(pod, staff));
      }
      throw new ValidationError('pod_id_key: is required', { field: 'pod_id_key' });
    },
  );

  app.post(
    podSetVolume.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(podSetVolume, {
        summary: "Record the pod's volume (0–50; the slider shows twice the value as a percentage)",
        description:
          "Needs the token of someone who may act on the pod (signed in on it, or its client's facilitator or admin, or a super admin): without one 401, another pod's 403.",
        tags,
      }),
    },
    async (request) => {
      const pod = await podOfKey(deps, request.body.pod_id_key);
      assertSessionOnPod(sessionOf(request), pod);
      return ok(podView(await setPodVolume(deps, pod, request.body.volume)));
    },
  );

  app.post(
    podSetLockout.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(podSetLockout, {
        summary: "The kiosk page's report of its helper's lock state (yes: locked out); the pod as recorded",
        description:
          "Records nothing: the lock state is set by staff (lockout/unlockout) and reported by the station's own bridge. Needs the page's live session_id_key (400 without, 401 'Session Id invalid!'), the key of that session's pod (403 for another), an allowed address (403) and an active pod, lab and client (401 'Gamepod not authorized.').",
        tags,
      }),
    },
    async (request) =>
      ok(podView(await acceptLockReport(deps, kioskPodOf(request), request.body.pod_id_key, request.ip))),
  );
};
