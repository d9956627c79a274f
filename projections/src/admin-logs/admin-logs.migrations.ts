import type { Kysely, Migration } from 'kysely';

export const adminLogsMigrations: Record<string, Migration> = {
  '2026-12-28T10:00_create_admin_logs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('admin_logs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('user_email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the pod dashboard reads one pod's entries, newest first, a page at a time
      await db.schema.createIndex('admin_logs_by_pod').on('admin_logs').columns(['pod_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_logs').execute();
    },
  },
  // who rewrote an entry last and when; null until someone does
  '2027-03-10T10:00_admin_logs_editor': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('admin_logs')
        .addColumn('edited_by', 'text')
        .addColumn('edited_by_email', 'text')
        .addColumn('edited_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable('admin_logs')
        .dropColumn('edited_by')
        .dropColumn('edited_by_email')
        .dropColumn('edited_at')
        .execute();
    },
  },
};
