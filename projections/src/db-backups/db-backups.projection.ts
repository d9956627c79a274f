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
import {
  type DbBackupOutcomeTable,
  type DbBackupTable,
  dbBackupColumns,
  dbBackupOutcomeColumns,
} from './db-backups.table.ts';

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

// in log order, so the last backup made (or failed) in a batch is the one a row keeps
const outcomes = rowProjection<DbBackupOutcomeTable>({
  table: 'db_backup_outcomes',
  keyColumn: 'outcome',
  columnTypes: dbBackupOutcomeColumns,
  handlers: [
    on(DbBackupCompleted, {
      key: () => 'done',
      apply: (_row, e) => ({
        outcome: 'done',
        backup_id: e.aggregate_id,
        at: at(e),
        file_name: e.data.file_name,
        error: null,
      }),
    }),
    on(DbBackupFailed, {
      key: () => 'failed',
      apply: (_row, e) => ({
        outcome: 'failed',
        backup_id: e.aggregate_id,
        at: at(e),
        file_name: null,
        error: e.data.reason,
      }),
    }),
  ],
});

/**
 * The DB backups Manage DB Backups lists: made, being made, or failed; a deleted one goes.
 * Beside them, when a backup was last made and when one last failed, which deleting keeps.
 */
export const dbBackupsProjection = defineProjection({
  name: 'db_backups',
  description:
    'Every DB backup not deleted, with its archive name, size and state, for Manage DB Backups; and the last made and the last failed.',
  migrations: dbBackupsMigrations,
  tables: { db_backups: dbBackupColumns, db_backup_outcomes: dbBackupOutcomeColumns },
  eventTypes: [...new Set([...rows.eventTypes, ...outcomes.eventTypes])],
  async apply(db, events, ctx) {
    await rows.apply(db, events, ctx);
    await outcomes.apply(db, events, ctx);
  },
});
