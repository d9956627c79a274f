import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/** Why a backup was made: a super admin asked for it, or the schedule came due. */
export const DB_BACKUP_REASONS = ['on_demand', 'scheduled'] as const;

export const DbBackupRequested = defineEvent({
  type: 'DbBackupRequested',
  aggregate: 'db_backup',
  description:
    'A backup of the log and the uploaded files was asked for, by a super admin or by the schedule; the db_backups reaction makes it.',
  schema: Type.Object({
    backup_id: Type.String({ minLength: 1, maxLength: 128 }),
    reason: Type.Enum(DB_BACKUP_REASONS),
    requested_at: Type.String({ format: 'date-time' }),
  }),
});

export const DbBackupCompleted = defineEvent({
  type: 'DbBackupCompleted',
  aggregate: 'db_backup',
  description:
    'The backup archive is kept in the backups bucket under file_name: the log export up to last_seq and every uploaded file.',
  schema: Type.Object({
    file_name: Type.String({ minLength: 1, maxLength: 200 }),
    size: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    log_messages: Type.Integer({ minimum: 0 }),
    last_seq: Type.Integer({ minimum: 0 }),
    files: Type.Integer({ minimum: 0, description: 'uploaded files in the archive' }),
  }),
});

export const DbBackupFailed = defineEvent({
  type: 'DbBackupFailed',
  aggregate: 'db_backup',
  description: 'Making the backup failed; nothing was kept.',
  schema: Type.Object({ reason: Type.String({ maxLength: 500 }) }),
});

export const DbBackupDeleted = defineEvent({
  type: 'DbBackupDeleted',
  aggregate: 'db_backup',
  description:
    'A super admin deleted the backup, or the retention setting pruned it; the db_backups reaction removes its archive.',
  schema: Type.Object({ pruned: Type.Boolean({ description: 'true when retention removed it' }) }),
});

/** The backup's event types, for the catalogue. */
export const DB_BACKUP_EVENTS = [DbBackupRequested, DbBackupCompleted, DbBackupFailed, DbBackupDeleted] as const;
