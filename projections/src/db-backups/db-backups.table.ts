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

export type DbBackupsDB = { db_backups: DbBackupTable };

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
