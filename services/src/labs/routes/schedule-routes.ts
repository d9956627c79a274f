import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskDeleteOverrideSchedule,
  adminKioskLabOverrideSchedule,
  adminKioskLabSchedule,
} from '@gamepod/contracts/http';
import type { FleetDeps } from '../../application/fleet-command.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { addOverride, removeOverride, saveSchedule } from '../application/lab-writes.ts';
import { overrideFromForm } from '../domain/override-form.ts';
import { weekFromForm } from '../domain/schedule-form.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
/** A lab's weekly schedule and its dated overrides. */
export const scheduleRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  app.post(
    adminKioskLabSchedule.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabSchedule, {
        summary: "Save a lab's weekly hours: {day}_start, {day}_end ('hh:mm AM/PM'), {day}_is_closed for mo … su",
        tags,
        security,
      }),
    },
    async (request) => {
      const days = weekFromForm(request.body);
      const schedule = await saveSchedule(deps, fleetCallOf(request), request.body.lab_id, days);
      return ok({ schedule }, 'Lab schedule saved');
    },
  );

  app.post(
    adminKioskLabOverrideSchedule.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabOverrideSchedule, {
        summary: "Override one date's hours (closed, or open between the times; paid or free). One override per date",
        tags,
        security,
      }),
    },
    async (request) => {
      const override = overrideFromForm(request.body);
      const overrides = await addOverride(deps, fleetCallOf(request), request.body.lab_id, override);
      return ok({ overrides }, 'Schedule override saved');
    },
  );

  app.post(
    adminKioskDeleteOverrideSchedule.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeleteOverrideSchedule, {
        summary: 'Delete a schedule override; replies with the overrides left',
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, lab_id } = request.body;
      const overrides = await removeOverride(deps, fleetCallOf(request), lab_id, id);
      return ok({ overrides }, 'Schedule override deleted');
    },
  );
};
