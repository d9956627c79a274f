import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { unauthorized } from '../../auth/guards.ts';
import type { ChannelOwners } from '../../realtime/channel-policy.ts';
import type { Heartbeat } from '../../realtime/heartbeat.ts';
import { CLOSE_UNAUTHORIZED } from '../../realtime/messages.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { serveSocket } from '../../realtime/socket-session.ts';
import { TokenField } from '../../schemas/token.ts';

/**
 * `GET /api/v1/ws?token=…`: the live channel to admin-ui and kiosk-ui (DESIGN.md
 * decision 8). Browsers cannot send headers on a WebSocket, hence the query token. A
 * missing or dead token closes the socket with 4401 rather than refusing the upgrade,
 * because a browser sees a close code but never an upgrade's HTTP status.
 */
export const realtimeRoutes: FastifyPluginAsyncTypebox<{
  hub: RealtimeHub;
  heartbeat: Heartbeat;
  owners: ChannelOwners;
}> = async (app, opts) => {
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { querystring: Type.Object({ token: Type.Optional(TokenField) }) },
    },
    (socket, request) => {
      const session = request.session;
      if (!session) {
        socket.close(CLOSE_UNAUTHORIZED, unauthorized(request).message);
        return;
      }
      opts.heartbeat.track(socket, session.expires_at);
      serveSocket(socket, session, opts.hub, opts.owners, request.log);
    },
  );
};
