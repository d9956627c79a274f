import Type, { type Static } from 'typebox';
import { Nullable, UuidId, WithToken } from '../fields.ts';
import { PageFacts, paging } from '../list-fields.ts';
import { Empty, FileBytes, get, getFile, post } from '../route.ts';

// Manage DB Backups (super admins): the list, a backup made now, its download, and delete.

/** Backups per page in Manage DB Backups. */
export const DB_BACKUP_PAGE_SIZE = 10;

/** Where a backup stands: being made, kept, or failed (nothing kept). */
export const DB_BACKUP_STATUSES = ['running', 'done', 'failed'] as const;

export const DbBackupsListQuery = Type.Object(
  { ...WithToken, ...paging(DB_BACKUP_PAGE_SIZE) },
  { additionalProperties: false },
);

export const DbBackupRow = Type.Object({
  id: Type.String(),
  file_name: Type.String({ description: "the archive's name; '' while it is being made or when it failed" }),
  DownloadUrl: Nullable(
    Type.String({
      description:
        'under /api/v1; opened with a one-time `link` from /admin/db_backups/download_link; null until the backup is made',
    }),
  ),
  status: Type.Union(DB_BACKUP_STATUSES.map((s) => Type.Literal(s))),
  reason: Type.Union([Type.Literal('on_demand'), Type.Literal('scheduled')]),
  size: Nullable(Type.Integer({ description: 'bytes' })),
  log_messages: Nullable(Type.Integer()),
  files: Nullable(Type.Integer({ description: 'uploaded files in the archive' })),
  error: Nullable(Type.String()),
  requested_at: Type.String({ description: 'RFC 3339' }),
  completed_at: Nullable(Type.String({ description: 'RFC 3339' })),
});
export type DbBackupRow = Static<typeof DbBackupRow>;

/**
 * When a backup was last made and when one last failed, each null until one has. Deleting or
 * pruning a backup leaves them: a failure shows until a later backup is made, and after.
 */
export const DbBackupOutcomes = Type.Object({
  last_success: Nullable(
    Type.Object({
      at: Type.String({ description: 'RFC 3339: when it was kept' }),
      backup_id: Type.String(),
      file_name: Type.String(),
    }),
  ),
  last_failure: Nullable(
    Type.Object({
      at: Type.String({ description: 'RFC 3339: when it failed' }),
      backup_id: Type.String(),
      reason: Type.String({ description: 'why the backup could not be made' }),
    }),
  ),
});
export type DbBackupOutcomes = Static<typeof DbBackupOutcomes>;

export const DbBackupsPage = Type.Object({
  backups: Type.Array(DbBackupRow),
  ...PageFacts,
  /** How often the schedule makes one, and how many are kept. */
  schedule: Type.Object({ every_hours: Type.Number(), keep: Type.Integer() }),
  ...DbBackupOutcomes.properties,
});
export type DbBackupsPage = Static<typeof DbBackupsPage>;

export const DbBackupIdBody = Type.Object({ ...WithToken, id: UuidId('the backup') }, { additionalProperties: false });

/** One page of the backups, newest first. */
export const adminDbBackupsList = get('/admin/db_backups/list', {
  querystring: DbBackupsListQuery,
  data: DbBackupsPage,
});

/** Delete a backup and its archive. */
export const adminDbBackupsDelete = post('/admin/db_backups/delete', { body: DbBackupIdBody, data: Empty });

/** Make a backup now; the reply's row is `running` until the archive is kept. */
export const adminDbBackupsCreate = post('/admin/db_backups/create', {
  body: Type.Object({ ...WithToken }, { additionalProperties: false }),
  data: Type.Object({ backup: DbBackupRow }),
});

/** How long a download link from /admin/db_backups/download_link works (once). */
export const DB_BACKUP_LINK_TTL_MS = 60_000;

/**
 * A one-time link to one backup's archive, good for 60 s: a browser's download cannot send a
 * header, and a session token in a URL would outlive the download in histories and logs.
 */
export const adminDbBackupsDownloadLink = post('/admin/db_backups/download_link', {
  body: DbBackupIdBody,
  data: Type.Object({
    url: Type.String({ description: 'under /api/v1: the download with its one-time `link`' }),
    expires_at: Type.String({ description: 'RFC 3339' }),
  }),
});

/** The backup's archive (a tar), through a link from /admin/db_backups/download_link; no session in the URL. */
export const adminDbBackupsDownload = getFile('/admin/db_backups/download', {
  querystring: Type.Object(
    {
      id: UuidId('the backup'),
      link: Type.String({
        minLength: 43,
        maxLength: 43,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'the one-time link /admin/db_backups/download_link gave for this backup',
      }),
    },
    { additionalProperties: false },
  ),
  file: FileBytes('the backup archive, application/x-tar'),
});
