import { type Kysely, type Migration, sql } from 'kysely';

export const emergencyAlertsMigrations: Record<string, Migration> = {
  '2026-11-21T12:00_create_emergency_alerts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('emergency_alerts')
        .addColumn('alert_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('expire', 'integer', (c) => c.notNull())
        .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // a connecting kiosk asks for its lab's alerts that have not ended
      await db.schema
        .createIndex('emergency_alerts_by_lab')
        .on('emergency_alerts')
        .columns(['lab_id', 'ends_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('emergency_alerts').execute();
    },
  },
  // an emergency alert reaches everyone, a client or a lab, and may be ended before it expires
  '2026-12-20T10:00_emergency_alert_scopes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('emergency_alerts')
        .addColumn('scope', 'text', (c) => c.notNull().defaultTo('lab'))
        .addColumn('ended_at', 'timestamptz')
        .execute();
      await db.schema
        .alterTable('emergency_alerts')
        .alterColumn('scope', (c) => c.dropDefault())
        .execute();
      await db.schema
        .alterTable('emergency_alerts')
        .alterColumn('client_id', (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable('emergency_alerts')
        .alterColumn('lab_id', (c) => c.dropNotNull())
        .execute();
      // a connecting kiosk also asks for its client's and everyone's; the console lists the latest
      await db.schema
        .createIndex('emergency_alerts_by_client')
        .on('emergency_alerts')
        .columns(['client_id', 'ends_at'])
        .execute();
      await db.schema
        .createIndex('emergency_alerts_by_raised')
        .on('emergency_alerts')
        .expression(sql`raised_at desc`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('emergency_alerts_by_raised').execute();
      await db.schema.dropIndex('emergency_alerts_by_client').execute();
      await db.schema.alterTable('emergency_alerts').dropColumn('ended_at').dropColumn('scope').execute();
    },
  },
};
