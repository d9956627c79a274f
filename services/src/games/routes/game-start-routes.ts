import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gameStart } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { launchForPlayer } from '../application/game-launch-service.ts';
import { GAME_STARTUP_SECONDS } from '../domain/game-launch-rules.ts';

/** The player's launch: the server judges it and sends it to the pod as a play_game command. */
export const gameStartRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    gameStart.url,
    {
      preValidation: [requireAuth, requireKioskSession],
      schema: routeSchema(gameStart, {
        summary: "Launch a game on the console of xd1 or xd2 for the player signed in on the kiosk session's pod",
        description:
          "Only the player (or facilitator) signed in on that pod may launch (403 otherwise). The game must be one /game/list shows on that output (400 naming game_id), the output must hold a console whose platform is not switched off (400 'Game play initiated but platform X not supported by pod'), and group pods (gp_duo, gp_arc) need players 1-4 (elsewhere one plays). A paid lab's player with no time left is 422 no_paid_time (msg_key player-dashboard-remain-time-error). A locked-out or disabled pod is 409. The launch goes to the pod as a play_game command; if the station reports no game started within startup_seconds, it has failed.",
        tags: ['games'],
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const { game_id, xd, players } = request.body;
      const launched = await launchForPlayer(
        deps,
        sessionOf(request),
        kioskPodOf(request),
        { game_id, xd, players: players ?? null },
        appendContext(request),
      );
      return ok(
        {
          launch_id: launched.command.command_id,
          game_id,
          xd,
          platform: launched.platform,
          startup_seconds: GAME_STARTUP_SECONDS,
        },
        `Starting ${launched.title}`,
      );
    },
  );
};
