import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeploymentLab, adminKioskEditLabSave, adminKioskLabAdminMode } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { deployLab, setForceOn, updateLab } from '../application/lab-writes.ts';
import { labFieldsFromForm } from '../domain/lab-form.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
/** Deploy and edit labs, and switch Force On. */
export const labWriteRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
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
      const lab = await deployLab(deps, fleetCallOf(request), request.body);
      return ok(lab, 'Lab deployed');
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
      const lab = await updateLab(deps, fleetCallOf(request), lab_id, { client_id, fields });
      return ok(lab, 'Lab updated');
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
      const lab = await setForceOn(deps, fleetCallOf(request), lab_id, admin_mode === 1);
      return ok(lab, admin_mode === 1 ? 'Force On turned on' : 'Force On turned off');
    },
  );
};
