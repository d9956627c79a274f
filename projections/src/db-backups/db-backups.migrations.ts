import type { Kysely, Migration } from 'kysely';

export const dbBackupsMigrations: Record<string, Migration> = {
  '2026-11-27T14:00_create_db_backups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('db_backups')
        .addColumn('backup_id', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text')
        .addColumn('size', 'bigint')
        .addColumn('sha256', 'text')
        .addColumn('log_messages', 'bigint')
        .addColumn('files', 'integer')
        .addColumn('error', 'text')
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
        .addColumn('completed_at', 'timestamptz')
        .execute();
      // the list shows the newest first
      await db.schema.createIndex('db_backups_by_time').on('db_backups').column('requested_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('db_backups').execute();
    },
  },
};
