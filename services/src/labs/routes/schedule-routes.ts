import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskDeleteOverrideSchedule,
  adminKioskLabOverrideSchedule,
  adminKioskLabSchedule,
} from '@gamepod/contracts/http';
import { labSchedule } from '@gamepod/projections';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole } from '../../auth/guards.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { labDecider } from '../domain/lab-decider.ts';
import { overrideFromForm } from '../domain/override-form.ts';
import { formFromWeek, weekFromForm } from '../domain/schedule-form.ts';
import { overridesOf } from './lab-view.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
const readModels = ['labs'] as const;
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
      const { lab_id } = request.body;
      await runFleetCommand(
        deps,
        request,
        labDecider,
        lab_id,
        { type: 'SaveSchedule', actor: actorOf(request), days },
        readModels,
      );
      return ok({ schedule: formFromWeek((await labSchedule(deps.db, lab_id))?.days) }, 'Lab schedule saved');
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
      const { lab_id } = request.body;
      const command = { type: 'AddOverride' as const, actor: actorOf(request), override };
      await runFleetCommand(deps, request, labDecider, lab_id, command, readModels);
      return ok({ overrides: await overridesOf(deps, lab_id) }, 'Schedule override saved');
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
      const command = { type: 'RemoveOverride' as const, actor: actorOf(request), override_id: id };
      await runFleetCommand(deps, request, labDecider, lab_id, command, readModels);
      return ok({ overrides: await overridesOf(deps, lab_id) }, 'Schedule override deleted');
    },
  );
};
