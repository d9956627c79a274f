import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeploymentLab, adminKioskEditLabSave, adminKioskLabAdminMode } from '@gamepod/contracts/http';
import { ForbiddenError, fold, NotFoundError, uuidv7 } from '@gamepod/events';
import { labById } from '@gamepod/projections';
import { actorOf, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { clientDecider } from '../../clients/domain/client-decider.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { labDecider } from '../domain/lab-decider.ts';
import { labFieldsFromForm } from '../domain/lab-form.ts';
import { labDetail } from './lab-view.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
const readModels = ['labs'] as const;
/** Deploy and edit labs, and switch Force On. */
export const labWriteRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  const written = async (lab_id: string) => {
    const row = await labById(deps.db, lab_id);
    return { lab_id, lab: row ? labDetail(row) : null };
  };

  app.post(
    adminKioskDeploymentLab.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeploymentLab, {
        summary: "Deploy a lab for a client; a client admin's labs always go to their own client",
        tags,
        security,
      }),
    },
    async (request) => {
      const session = sessionOf(request);
      // The client selector is locked to a client admin's own client, whatever the form says
      const client_id = session.role === SUPER_ADMIN ? request.body.client_id : session.client_id;
      if (!client_id) throw new ForbiddenError();
      const fields = labFieldsFromForm(request.body);
      // the client is another aggregate: read it from the log, which has every write, not its read model
      const client = fold(clientDecider, (await deps.store.read('client', client_id)).events);
      if (client.status === 'none') throw new NotFoundError('Client not found', { field: 'client_id' });
      const id = uuidv7();
      const command = { type: 'Deploy' as const, actor: actorOf(request), client_id, fields };
      await runFleetCommand(deps, request, labDecider, id, command, readModels);
      return ok(await written(id), 'Lab deployed');
    },
  );

  app.post(
    adminKioskEditLabSave.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskEditLabSave, {
        summary: "Save a lab's form (GET on the same path reads it); a lab never moves to another client",
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, client_id } = request.body;
      const fields = labFieldsFromForm(request.body);
      const command = { type: 'Update' as const, actor: actorOf(request), fields, client_id };
      await runFleetCommand(deps, request, labDecider, lab_id, command, readModels);
      return ok(await written(lab_id), 'Lab updated');
    },
  );

  app.post(
    adminKioskLabAdminMode.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskLabAdminMode, {
        summary: "Turn a lab's Force On (admin_mode) on or off",
        tags,
        security,
      }),
    },
    async (request) => {
      const { lab_id, admin_mode } = request.body;
      const command = { type: 'SetForceOn' as const, actor: actorOf(request), admin_mode: admin_mode === 1 };
      await runFleetCommand(deps, request, labDecider, lab_id, command, readModels);
      return ok(await written(lab_id), admin_mode === 1 ? 'Force On turned on' : 'Force On turned off');
    },
  );
};
