import { type Kysely, type Migration, sql } from 'kysely';

export const alertsMigrations: Record<string, Migration> = {
  '2026-12-20T10:00_create_alerts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alerts')
        .addColumn('alert_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('text_head', 'text', (c) => c.notNull())
        .addColumn('text_sub', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text')
        .addColumn('lab_id', 'text')
        .addColumn('active_start', 'timestamptz')
        .addColumn('active_until', 'timestamptz')
        .addColumn('sort_start', 'timestamptz', (c) => c.notNull())
        .addColumn('enable', 'boolean', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('owner_email', 'text', (c) => c.notNull())
        .addColumn('owner_role', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // Manage Alerts lists one client's alerts, newest window first; a super admin's list, everyone's
      await db.schema
        .createIndex('alerts_by_client')
        .on('alerts')
        .expression(sql`client_id, sort_start desc, alert_id`)
        .execute();
      await db.schema.createIndex('alerts_by_start').on('alerts').expression(sql`sort_start desc, alert_id`).execute();
      await db.schema
        .createTable('alert_reads')
        .addColumn('read_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('alert_id', 'text', (c) => c.notNull())
        .addColumn('pod_id', 'text')
        .addColumn('read_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // a login leaves out what its player has read
      await db.schema.createIndex('alert_reads_by_user').on('alert_reads').columns(['user_id', 'alert_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('alert_reads').execute();
      await db.schema.dropTable('alerts').execute();
    },
  },
};
