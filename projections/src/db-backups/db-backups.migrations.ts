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
  '2026-12-07T05:00_create_db_backup_outcomes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('db_backup_outcomes')
        .addColumn('outcome', 'text', (c) => c.primaryKey())
        .addColumn('backup_id', 'text', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('file_name', 'text')
        .addColumn('error', 'text')
        .execute();
      // a read model built before this table: the backups it still lists are the best it knows
      const rows = db as Kysely<{
        db_backups: {
          status: string;
          backup_id: string;
          completed_at: Date | null;
          file_name: string | null;
          error: string | null;
        };
        db_backup_outcomes: {
          outcome: string;
          backup_id: string;
          at: Date;
          file_name: string | null;
          error: string | null;
        };
      }>;
      await rows
        .insertInto('db_backup_outcomes')
        .columns(['outcome', 'backup_id', 'at', 'file_name', 'error'])
        .expression(
          rows
            .selectFrom('db_backups')
            .distinctOn('status')
            .select(['status', 'backup_id', 'completed_at', 'file_name', 'error'])
            .where('status', 'in', ['done', 'failed'])
            .where('completed_at', 'is not', null)
            .orderBy('status')
            .orderBy('completed_at', 'desc'),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('db_backup_outcomes').execute();
    },
  },
};
