import {
  DbBackupCompleted,
  DbBackupDeleted,
  DbBackupFailed,
  DbBackupRequested,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection } from '../runtime/projection.ts';
import { on, rowProjection } from '../runtime/row-projection.ts';
import { dbBackupsMigrations } from './db-backups.migrations.ts';
import { type DbBackupTable, dbBackupColumns } from './db-backups.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const rows = rowProjection<DbBackupTable>({
  table: 'db_backups',
  keyColumn: 'backup_id',
  columnTypes: dbBackupColumns,
  handlers: [
    on(DbBackupRequested, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        backup_id: e.aggregate_id,
        status: 'running',
        reason: e.data.reason,
        file_name: null,
        size: null,
        sha256: null,
        log_messages: null,
        files: null,
        error: null,
        requested_at: at(e),
        completed_at: null,
      }),
    }),
    on(DbBackupCompleted, {
      key: (e) => e.aggregate_id,
      apply: (found, e) =>
        found && {
          ...found,
          status: 'done',
          file_name: e.data.file_name,
          size: e.data.size,
          sha256: e.data.sha256,
          log_messages: e.data.log_messages,
          files: e.data.files,
          completed_at: at(e),
        },
    }),
    on(DbBackupFailed, {
      key: (e) => e.aggregate_id,
      apply: (found, e) => found && { ...found, status: 'failed', error: e.data.reason, completed_at: at(e) },
    }),
    on<typeof DbBackupDeleted.schema, DbBackupTable>(DbBackupDeleted, {
      key: (e) => e.aggregate_id,
      apply: () => null,
    }),
  ],
});

/** The DB backups Manage DB Backups lists: made, being made, or failed; a deleted one goes. */
export const dbBackupsProjection = defineProjection({
  name: 'db_backups',
  description: 'Every DB backup not deleted, with its archive name, size and state, for Manage DB Backups.',
  migrations: dbBackupsMigrations,
  tables: { db_backups: dbBackupColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
