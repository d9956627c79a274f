import type { Kysely, Migration } from 'kysely';

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
};
