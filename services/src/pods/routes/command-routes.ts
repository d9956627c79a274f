import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRunCommand } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { podsSelected, runPodCommands } from './pod-commands.ts';

/** Pod commands from the admin console: any type, to the admin's own pods. */
export const adminCommandRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    adminRunCommand.url,
    {
      preValidation: [requireRole(CLIENT_ADMIN, SUPER_ADMIN), podsSelected],
      schema: routeSchema(adminRunCommand, {
        summary: 'Send a command (lockout, reboot, led1, play game…) to the selected pods',
        tags: ['commands'],
      }),
    },
    (request) => runPodCommands(deps, request, request.body),
  );
};
