import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilitatorRunCommand } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { CLIENT_ADMIN, FACILITATOR, SUPER_ADMIN } from '../../domain/roles.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { podsSelected, runPodCommands } from './pod-commands.ts';

/** Manage Event: the facilitator's five command types, to the pods of their client. */
export const facilitatorCommandRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    facilitatorRunCommand.url,
    {
      preValidation: [requireRole(FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN), podsSelected],
      schema: routeSchema(facilitatorRunCommand, {
        summary: "Manage Event: mute, play_game, led1, led2 or reset on the selected pods of one's client",
        tags: ['commands'],
      }),
    },
    (request) => runPodCommands(deps, request, request.body),
  );
};
