import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationError } from '@gamepod/events';
import Type from 'typebox';
import { requireRole } from '../../auth/guards.ts';
import { MAX_CSV_BYTES, parseAllowedIpsCsv } from '../../domain/lab/allowed-ips-csv.ts';
import { labDecider } from '../../domain/lab/lab-decider.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { actorOf, type FleetDeps, LABS_READ_MODEL, runFleetCommand } from '../clients/fleet-command.ts';
import { Strict, WithToken } from '../clients/fleet-schemas.ts';
import { AllowedIpView, DeleteAllowedIpBody, LabId } from './lab-schemas.ts';
import { allowedIpsOf } from './lab-view.ts';

const tags = ['labs'];
const security = [{ bearer: [] }];
const readModels = [LABS_READ_MODEL];
const AllowedIps = Reply(
  Type.Object({
    allowedips: Type.Array(AllowedIpView),
    added: Type.Optional(Type.Integer({ description: 'addresses the upload added' })),
    skipped: Type.Optional(Type.Integer({ description: 'addresses of the upload the lab already had' })),
  }),
);

/** What the multipart reader leaves in the body for a file part (see `readFilePart`). */
type UploadedFile = { filename: string; mimetype: string; truncated: boolean; bytes: Buffer };
const UploadedFile = Type.Unsafe<UploadedFile>(
  Type.Object(
    { filename: Type.String(), mimetype: Type.String(), truncated: Type.Boolean(), bytes: Type.Unknown() },
    {
      description: `a file part: one IPv4/IPv6 address per line, optional header allowed_ip, at most ${MAX_CSV_BYTES / 1024} kB`,
    },
  ),
);
const UploadBody = Strict({ ...WithToken, lab_id: LabId, csv_file: UploadedFile });

/**
 * Reads a file part into memory. Busboy stops at `limits.fileSize` and marks the part
 * truncated, which the handler turns into a 400 naming the field, not a bare 413.
 */
async function readFilePart(part: MultipartFile): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const file: UploadedFile = {
    filename: part.filename,
    mimetype: part.mimetype,
    truncated: part.file.truncated,
    bytes: Buffer.concat(chunks),
  };
  part.value = file;
}

/** The CSV upload in a scope of its own, so multipart parsing exists only here and runs only after the guard. */
const uploadRoute: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  // hooks run in the order they are added: the role guard before multipart reads the body
  app.addHook('preValidation', requireRole(3, SUPER_ADMIN));
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFilePart,
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
  });

  // the form's shape is the caller's mistake: a 400 naming the field, like every other bad input
  app.setErrorHandler((err) => {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ValidationError('csv_file: send one csv_file and the lab_id field only', { field: 'csv_file' });
    }
    throw err; // the app's own handler answers everything else
  });

  app.post(
    '/admin/kiosk/upload/lab_allowedips',
    {
      schema: {
        summary: 'Upload allowed IPs as CSV (multipart: csv_file, lab_id); all or nothing, a bad line is named',
        description:
          'Send the token as a Bearer header or ?token=: multipart fields are read only after the guard. The file is parsed, not kept: its addresses become events.',
        tags,
        security,
        consumes: ['multipart/form-data'],
        body: UploadBody,
        response: withErrors({ 200: AllowedIps }),
      },
    },
    async (request) => {
      const { lab_id, csv_file } = request.body;
      if (!Buffer.isBuffer(csv_file.bytes)) {
        throw new ValidationError('csv_file: must be a file (multipart/form-data)', { field: 'csv_file' });
      }
      if (csv_file.truncated) {
        throw new ValidationError(`csv_file: is larger than ${MAX_CSV_BYTES / 1024} kB`, { field: 'csv_file' });
      }
      const ips = parseAllowedIpsCsv(csv_file.bytes);
      const command = { type: 'AddAllowedIps' as const, actor: actorOf(request), ips };
      const { events } = await runFleetCommand(deps, request, labDecider, lab_id, command, readModels);
      const first = events[0];
      const added = first?.type === 'LabAllowedIpsAdded' ? first.data.ips.length : 0;
      const allowedips = await allowedIpsOf(deps, lab_id);
      return ok({ allowedips, added, skipped: ips.length - added }, `Allowed IPs uploaded: ${added} added`);
    },
  );
};

/** A lab's allowed IPs: CSV upload and delete. */
export const allowedIpRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  await app.register(uploadRoute, { deps });

  app.post(
    '/admin/kiosk/delete/lab_allowedip',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: 'Delete one allowed IP of a lab; replies with the addresses left',
        tags,
        security,
        body: DeleteAllowedIpBody,
        response: withErrors({ 200: AllowedIps }),
      },
    },
    async (request) => {
      const { id, lab_id } = request.body;
      await runFleetCommand(
        deps,
        request,
        labDecider,
        lab_id,
        { type: 'RemoveAllowedIp', actor: actorOf(request), id },
        readModels,
      );
      return ok({ allowedips: await allowedIpsOf(deps, lab_id) }, 'Allowed IP deleted');
    },
  );
};
