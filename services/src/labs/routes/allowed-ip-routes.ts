import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDeleteLabAllowedip, adminKioskUploadLabAllowedips } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { fleetCallOf } from '../../auth/request-actors.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { acceptUploads, uploadIn } from '../../files/multipart-upload.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { MAX_CSV_BYTES, parseAllowedIpsCsv } from '../application/allowed-ips-csv.ts';
import { addAllowedIps, removeAllowedIp } from '../application/lab-writes.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
/** The CSV upload in a scope of its own, so multipart parsing exists only here and runs only after the guard. */
const uploadRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // hooks run in the order they are added: the role guard before multipart reads the body
  app.addHook('preValidation', requireRole(3, SUPER_ADMIN));
  await acceptUploads(app, { field: 'csv_file', maxFileBytes: MAX_CSV_BYTES, files: 1, fields: 4 });

  app.post(
    adminKioskUploadLabAllowedips.url,
    {
      schema: routeSchema(adminKioskUploadLabAllowedips, {
        summary: 'Upload allowed IPs as CSV (multipart: csv_file, lab_id); all or nothing, a bad line is named',
        description:
          'Send the token as a Bearer header: multipart fields are read only after the guard. The file is parsed, not kept: its addresses become events.',
        tags,
        security,
        consumes: ['multipart/form-data'],
      }),
    },
    async (request) => {
      const { lab_id, csv_file } = request.body;
      const csv = uploadIn(csv_file, 'csv_file');
      if (!csv) throw new ValidationError('csv_file: a CSV file is required', { field: 'csv_file' });
      if (csv.truncated) {
        throw new ValidationError(`csv_file: is larger than ${MAX_CSV_BYTES / 1024} kB`, { field: 'csv_file' });
      }
      const ips = parseAllowedIpsCsv(csv.bytes);
      const { allowedips, added } = await addAllowedIps(deps, fleetCallOf(request), lab_id, ips);
      return ok({ allowedips, added, skipped: ips.length - added }, `Allowed IPs uploaded: ${added} added`);
    },
  );
};

/** A lab's allowed IPs: CSV upload and delete. */
export const allowedIpRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(uploadRoute, { deps });

  app.post(
    adminKioskDeleteLabAllowedip.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDeleteLabAllowedip, {
        summary: 'Delete one allowed IP of a lab; replies with the addresses left',
        tags,
        security,
      }),
    },
    async (request) => {
      const { id, lab_id } = request.body;
      const allowedips = await removeAllowedIp(deps, fleetCallOf(request), lab_id, id);
      return ok({ allowedips }, 'Allowed IP deleted');
    },
  );
};
