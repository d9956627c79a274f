import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonReportsStatus, commonReportsSummary } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { dateTimeFormatter } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { readReportRequest } from '../application/report-scope.ts';
import { statusReport } from '../application/status-report.ts';
import { summaryReport } from '../application/summary-report.ts';

const reporters = requireRole(CLIENT_ADMIN, SUPER_ADMIN);
const tags = ['reports'];
const errors =
  "400 'Please fill all required fields' naming a missing interval or custom field, or naming a malformed one; 403 for roles other than client and super admins, and for another client's lab; 404 for no such lab.";

/**
 * The reports (client admins for their own client, super admins for any or all): the status
 * report (each pod's live status and its play over the interval) and the activity summary.
 */
export const reportRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  app.get(
    commonReportsStatus.url,
    {
      preValidation: reporters,
      schema: routeSchema(commonReportsStatus, {
        summary: "Status report: each pod's live status and its play over the interval, with the fleet's stats",
        description: `A client admin is held to their own client. ${errors}`,
        tags,
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const fleet = app.fleetStatus;
      const req = await readReportRequest(deps.db, sessionOf(request), request.query, clock());
      const listing = fleet.list({ clientId: req.scope.clientId, labId: req.scope.labId });
      return ok(
        await statusReport(deps.db, req, listing, { now: fleet.clock(), missingAfterMs: fleet.missingAfterMs }),
      );
    },
  );

  app.get(
    commonReportsSummary.url,
    {
      preValidation: reporters,
      schema: routeSchema(commonReportsSummary, {
        summary:
          'Activity report: play by pod, player, game and platform, top games, feedback, upcoming picks, sessions per day, occupancy by hour, revenue',
        description: `Times are read in user_timezone. A client admin is held to their own client. ${errors}`,
        tags,
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const req = await readReportRequest(deps.db, sessionOf(request), request.query, clock());
      return ok(await summaryReport(deps.db, req, dateTimeFormatter(req.window.timeZone)));
    },
  );
};
