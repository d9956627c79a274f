import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminDbBackupsCreate,
  adminDbBackupsDelete,
  adminDbBackupsDownload,
  adminDbBackupsDownloadLink,
  adminDbBackupsList,
  type DbBackupRow,
} from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError } from '@gamepod/events';
import { type DbBackupTable, dbBackupById, dbBackupsPage } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { fileSchema, routeSchema } from '../../schemas/route-schema.ts';
import { BackupStore } from '../adapters/backup-store.ts';
import { BackupDownloadLinks } from '../application/backup-download-links.ts';
import { backupOutcomes } from '../application/backup-outcomes.ts';
import { type BackupSchedule, backupScheduleFromEnv } from '../application/backup-schedule.ts';
import { deleteBackup, requestBackup } from '../application/db-backup-service.ts';
import { BACKUP_NOT_FOUND } from '../domain/db-backup-errors.ts';

const tags = ['db backups'];
const security = [{ bearer: [] }];
const superAdmins = requireRole(SUPER_ADMIN);

const statusText = (offset: number, shown: number, total: number) =>
  total === 0 ? 'Showing 0 entries' : `Showing ${offset + 1} to ${offset + shown} of ${total} entries`;

function toRow(r: DbBackupTable): DbBackupRow {
  const done = r.status === 'done';
  return {
    id: r.backup_id,
    file_name: r.file_name ?? '',
    DownloadUrl: done ? `/api/v1${adminDbBackupsDownload.url}?id=${r.backup_id}` : null,
    status: r.status as DbBackupRow['status'],
    reason: r.reason as DbBackupRow['reason'],
    size: r.size,
    log_messages: r.log_messages,
    files: r.files,
    error: r.error,
    requested_at: r.requested_at.toISOString(),
    completed_at: r.completed_at?.toISOString() ?? null,
  };
}

/** One answer for a link that is unknown, used, expired, altered or another backup's. */
const linkRefused = () =>
  new ForbiddenError('This download link has expired or was already used; ask for a new one from Manage DB Backups.');

/**
 * Manage DB Backups (super admins only; anyone else 403): the list, a backup made now, a
 * one-time download link and the archive's download through it, and delete. A backup is the
 * log export and every uploaded file in one tar, made by the db_backups reaction;
 * `npm run ops -- restore <file>` loads one.
 */
export const dbBackupsAdminRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock?: () => Date;
  schedule?: BackupSchedule;
}> = async (app, { deps, clock = () => new Date(), schedule = backupScheduleFromEnv(process.env) }) => {
  const archives = new BackupStore(deps.nc, deps.names);
  const links = new BackupDownloadLinks({ nc: deps.nc, names: deps.names });
  const madeBackup = async (id: string) => {
    const row = await dbBackupById(deps.db, id);
    if (row?.status !== 'done' || !row.file_name) throw new NotFoundError(BACKUP_NOT_FOUND, { field: 'id' });
    return row;
  };

  app.get(
    adminDbBackupsList.url,
    {
      preValidation: superAdmins,
      schema: routeSchema(adminDbBackupsList, {
        summary: 'One page of the DB backups, newest first (10 per page)',
        description:
          'Rows being made are `running` until the reaction keeps the archive; DownloadUrl is null until then.',
        tags,
        security,
      }),
    },
    async (request) => {
      const { page, length } = request.query;
      const offset = (page - 1) * length;
      const [{ rows, total }, outcomes] = await Promise.all([
        dbBackupsPage(deps.db, { offset, limit: length }),
        backupOutcomes(deps.db),
      ]);
      return ok({
        backups: rows.map(toRow),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / length)),
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
        schedule: { every_hours: schedule.everyHours, keep: schedule.keep },
        ...outcomes,
      });
    },
  );

  app.post(
    adminDbBackupsCreate.url,
    {
      preValidation: superAdmins,
      schema: routeSchema(adminDbBackupsCreate, {
        summary: 'Make a DB backup now',
        description: 'Replies once the list shows the backup as running; it is made in the background.',
        tags,
        security,
      }),
    },
    async (request) => {
      const id = await requestBackup(deps, { role: sessionOf(request).role }, appendContext(request));
      const row = await dbBackupById(deps.db, id);
      if (!row) throw new NotFoundError(BACKUP_NOT_FOUND, { field: 'id' });
      return ok({ backup: toRow(row) }, 'DB backup started');
    },
  );

  app.post(
    adminDbBackupsDelete.url,
    {
      preValidation: superAdmins,
      schema: routeSchema(adminDbBackupsDelete, {
        summary: 'Delete a DB backup and its archive',
        description: '404 for an unknown or deleted id; 409 while the backup is being made.',
        tags,
        security,
      }),
    },
    async (request) => {
      await deleteBackup(deps, { role: sessionOf(request).role }, request.body.id, appendContext(request));
      return ok({}, 'DB backup deleted');
    },
  );

  app.post(
    adminDbBackupsDownloadLink.url,
    {
      preValidation: superAdmins,
      schema: routeSchema(adminDbBackupsDownloadLink, {
        summary: "A one-time link to a DB backup's archive, good for 60 s",
        description:
          'The session stays in the Authorization header; the link opens this one backup once, and no session goes into a URL.',
        tags,
        security,
      }),
    },
    async (request) => {
      const row = await madeBackup(request.body.id);
      const { link, expiresAt } = await links.issue(row.backup_id, clock());
      const query = new URLSearchParams({ id: row.backup_id, link });
      return ok({ url: `/api/v1${adminDbBackupsDownload.url}?${query}`, expires_at: expiresAt.toISOString() });
    },
  );

  app.get(
    adminDbBackupsDownload.url,
    {
      schema: fileSchema(adminDbBackupsDownload, {
        summary: "A DB backup's archive (tar: log.ndjson.gz, files/, manifest.json)",
        description:
          'Opened by a one-time link from /admin/db_backups/download_link (60 s, this backup only); a session in the URL is refused.',
        tags,
        produces: ['application/x-tar'],
      }),
    },
    async (request, reply) => {
      const { id, link } = request.query;
      if (!(await links.redeem(link, id, clock()))) throw linkRefused();
      const row = await madeBackup(id);
      const archive = await archives.get(row.backup_id);
      if (!archive) throw new NotFoundError(BACKUP_NOT_FOUND, { field: 'id' });
      return (
        reply
          .header('content-type', 'application/x-tar')
          .header('content-length', archive.size)
          .header('content-disposition', `attachment; filename="${row.file_name}"`)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          // streamed, never held whole: the reply schema types the bytes, Fastify pipes the stream
          .send(archive.stream as unknown as Uint8Array)
      );
    },
  );
};
