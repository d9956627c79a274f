import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/** One row per DB backup that is not deleted: being made, kept, or failed. */
export type DbBackupTable = {
  backup_id: string;
  /** running, done or failed. */
  status: string;
  /** on_demand or scheduled. */
  reason: string;
  /** The archive's name in the backups bucket; null until it is made. */
  file_name: string | null;
  size: number | null;
  sha256: string | null;
  log_messages: number | null;
  files: number | null;
  error: string | null;
  requested_at: Date;
  completed_at: Date | null;
};

/**
 * The newest backup that was made and the newest that failed, one row each (`outcome` done or
 * failed). Deleting or pruning a backup leaves them: they say when a backup last worked and
 * when one last failed, for health and the backups screen.
 */
export type DbBackupOutcomeTable = {
  outcome: string;
  backup_id: string;
  at: Date;
  /** The archive's name, for a made backup. */
  file_name: string | null;
  /** Why it failed, for a failed backup. */
  error: string | null;
};

export type DbBackupsDB = { db_backups: DbBackupTable; db_backup_outcomes: DbBackupOutcomeTable };

/** Postgres column types, as the migration creates them. */
export const dbBackupColumns: ColumnTypes<DbBackupTable> = {
  backup_id: 'text',
  status: 'text',
  reason: 'text',
  file_name: 'text',
  size: 'bigint',
  sha256: 'text',
  log_messages: 'bigint',
  files: 'integer',
  error: 'text',
  requested_at: 'timestamptz',
  completed_at: 'timestamptz',
};

export const dbBackupOutcomeColumns: ColumnTypes<DbBackupOutcomeTable> = {
  outcome: 'text',
  backup_id: 'text',
  at: 'timestamptz',
  file_name: 'text',
  error: 'text',
};
