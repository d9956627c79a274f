import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLOSE_UNAUTHORIZED, RealtimeQuery } from '@gamepod/contracts/realtime';
import { UnauthorizedError } from '@gamepod/events';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../auth/guards.ts';
import { SESSION_ID_INVALID } from '../auth/kiosk-session.ts';
import { type ChannelOwners, podSubscriber } from './channel-policy.ts';
import type { Heartbeat } from './heartbeat.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { type CatchUp, serveSocket } from './socket-session.ts';

/**
 * A kiosk page before anyone signs in connects with its session_id_key and listens as its
 * pod. The lookup runs before the upgrade (an async handler could miss the first frames);
 * an unknown key leaves `kioskPod` null and the handler closes with 4401.
 */
async function resolveKioskSocket(request: FastifyRequest): Promise<void> {
  const key = (request.query as { session_id_key?: string }).session_id_key;
  if (request.session || request.authProblem !== 'missing' || key === undefined) return;
  try {
    const { pod, session_hash } = await request.server.kioskSessionOfKey(key);
    request.kioskPod = pod;
    request.kioskSessionHash = session_hash;
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) throw err;
  }
}

/**
 * `GET /api/v1/ws?token=…` (a user session) or `?session_id_key=…` (a kiosk page, as its
 * pod): the live channel to admin-ui and kiosk-ui. Browsers cannot
 * send headers on a WebSocket, hence the query string. A missing or dead credential closes
 * the socket with 4401 rather than refusing the upgrade, because a browser sees a close
 * code but never an upgrade's HTTP status.
 */
export const realtimeRoutes: FastifyPluginAsyncTypebox<{
  hub: RealtimeHub;
  heartbeat: Heartbeat;
  owners: ChannelOwners;
  /** Pushes a socket gets as it subscribes (still-showing emergency alerts). */
  catchUp?: CatchUp;
}> = async (app, opts) => {
  app.get(
    '/ws',
    {
      websocket: true,
      config: { tokenInQuery: true },
      preHandler: resolveKioskSocket,
      schema: {
        querystring: RealtimeQuery,
      },
    },
    (socket, request) => {
      const session = request.session;
      if (session) {
        opts.heartbeat.track(socket, session.expires_at);
        serveSocket(socket, session, opts.hub, opts.owners, request.log, opts.catchUp);
        return;
      }
      const pod = request.kioskPod;
      const sessionHash = request.kioskSessionHash;
      if (pod && sessionHash) {
        // an open page keeps its kiosk session in use however long nobody touches it; a session
        // that ended meanwhile (unused elsewhere past its time) closes its socket like any dead key
        const sessions = request.server.kioskSessions;
        opts.heartbeat.track(socket, null, () => {
          sessions.use(pod.id, sessionHash).then(
            (live) => {
              if (!live) socket.close(CLOSE_UNAUTHORIZED, SESSION_ID_INVALID);
            },
            (err: unknown) => request.log.debug({ err }, 'kiosk session use not recorded'),
          );
        });
        serveSocket(
          socket,
          { ...podSubscriber(pod), token_hash: null },
          opts.hub,
          opts.owners,
          request.log,
          opts.catchUp,
        );
        return;
      }
      const keyRefused = request.authProblem === 'missing' && request.query.session_id_key !== undefined;
      socket.close(CLOSE_UNAUTHORIZED, keyRefused ? SESSION_ID_INVALID : unauthorized(request).message);
    },
  );
};
