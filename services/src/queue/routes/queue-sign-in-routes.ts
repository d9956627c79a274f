import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userQueueMobileSignIn, userQueueOpen, userQueueOpenRemote, userQueueSignIn } from '@gamepod/contracts/http';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { credentialsOf } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { SourceSignInDeps } from '../../sign-in-sources/application/source-sign-in.ts';
import { remoteSessionExpired } from '../../users/domain/identity-errors.ts';
import { queueOpenAt, signInToQueue } from '../application/queue-sign-in.ts';

const tags = ['queue'];
const LOGIN_FAILURES =
  "The pod login's refusals: 401 invalid, 403 notauthorized/notregistered, 429 (retry_after_s), 503 when the client's source is down";
const WHAT =
  'A web session on no pod, for the queue calls and the realtime socket: the pod stays free. Players of the lab’s client only.';

/** Signing in only to queue, at a station (its kiosk session) or on a phone (a pod's QR code), and whether the lab's queue is open. */
export const queueSignInRoutes: FastifyPluginAsyncTypebox<{ deps: SourceSignInDeps }> = async (app, { deps }) => {
  app.post(
    userQueueSignIn.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(userQueueSignIn, {
        summary: "Sign in at a station to join its lab's queue, without taking the pod",
        description: `${WHAT} ${LOGIN_FAILURES}`,
        tags,
      }),
    },
    async (request) => {
      const { username, password } = request.body;
      const pod = kioskPodOf(request);
      // counted as the station, as its pod login is
      const c = { ...credentialsOf({ username, password }), from: { pod_id: pod.id } };
      return ok(await signInToQueue(deps, pod, c, 'pod'), 'Signed in to queue');
    },
  );

  app.post(
    userQueueMobileSignIn.url,
    {
      schema: routeSchema(userQueueMobileSignIn, {
        summary: "Sign in on a phone, from a pod's QR code, to join that pod's lab's queue",
        description: `${WHAT} Unknown or replaced remote id: 404 remote-session-expired. ${LOGIN_FAILURES}`,
        tags,
      }),
    },
    async (request) => {
      const { remote_id, username, password } = request.body;
      const scanned = await request.server.kioskSessionOfRemote(remote_id);
      if (!scanned) throw remoteSessionExpired();
      // a phone is not the station: it counts by its own address
      const c = { ...credentialsOf({ username, password }), from: { ip: request.ip } };
      return ok(await signInToQueue(deps, scanned.pod, c, 'mobile'), 'Signed in to queue');
    },
  );

  app.get(
    userQueueOpen.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(userQueueOpen, {
        summary: "Whether this station's lab runs its queue now: the login screen offers Join the queue then",
        tags,
      }),
    },
    async (request) => ok(await queueOpenAt(deps, kioskPodOf(request))),
  );

  app.get(
    userQueueOpenRemote.url,
    {
      schema: routeSchema(userQueueOpenRemote, {
        summary: 'Whether the lab of the pod whose QR code the phone scanned runs its queue now',
        description: 'Unknown or replaced remote id: 404 remote-session-expired.',
        tags,
      }),
    },
    async (request) => {
      const scanned = await request.server.kioskSessionOfRemote(request.query.remote_id);
      if (!scanned) throw remoteSessionExpired();
      return ok(await queueOpenAt(deps, scanned.pod));
    },
  );
};
