import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskFloor, adminKioskFloorMessage } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { sendStaffMessage } from '../application/staff-message-service.ts';
import { readFloor } from '../floor/floor-read.ts';

/**
 * The floor view (client admins for their own client's labs, super admins for any). The
 * facilitator's view of the floor is Manage Event on the kiosk, so facilitators get 403 here.
 * Its Message action sends a pod a message under the same rule.
 */
export const floorRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskFloor.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminKioskFloor, {
        summary: "The floor view: one lab's pods with who is on each, their game, time and next reservation",
        description:
          "403 for another client's lab and for roles other than client and super admins; 404 for no such lab.",
        tags: ['pods'],
      }),
    },
    async (request) => ok(await readFloor(deps, app.fleetStatus, sessionOf(request), request.query.lab_id)),
  );
  app.post(
    adminKioskFloorMessage.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminKioskFloorMessage, {
        summary: "The floor's Message: a text the pod's kiosk shows at once in a dialog",
        description:
          "Not in the spec. 403 for another client's pod and for roles other than client and super admins; 404 for no such pod.",
        tags: ['pods'],
      }),
    },
    async (request) =>
      ok(
        await sendStaffMessage(
          deps,
          sessionOf(request),
          appendContext(request),
          request.body.pod_id,
          request.body.message,
        ),
      ),
  );
};
