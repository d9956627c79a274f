import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonAlertsZone } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { alertZoneOf } from '../application/alert-zone.ts';
import { ALERT_ROLES } from '../domain/alert-access.ts';

/** The zone Manage Alerts types and shows an alert's times in (roles 2, 3 and 4). */
export const alertZoneRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    commonAlertsZone.url,
    {
      preValidation: requireRole(...ALERT_ROLES),
      schema: routeSchema(commonAlertsZone, {
        summary: "The time zone of an alert's lab, or the one its client's labs share",
        description:
          "Not in the spec. A client admin or facilitator asks of their own client (another's client or lab: 403); a super admin of any, and of none (a global alert) gets null. An unknown lab 404.",
        tags: ['alerts'],
        security: [{ bearer: [] }],
      }),
    },
    async (request) => ok(await alertZoneOf(deps, sessionOf(request), request.query)),
  );
};
