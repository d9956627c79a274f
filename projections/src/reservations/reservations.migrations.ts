import { type Kysely, type Migration, sql } from 'kysely';

export const reservationsMigrations: Record<string, Migration> = {
  '2026-11-28T12:00_create_reservations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reservations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('start_at', 'timestamptz', (c) => c.notNull())
        .addColumn('end_at', 'timestamptz', (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('emails', sql`text[]`, (c) => c.notNull())
        .addColumn('pod_ids', sql`text[]`, (c) => c.notNull())
        .execute();
      // the list pages one client's (or everyone's) reservations by start
      await db.schema
        .createIndex('reservations_by_client')
        .on('reservations')
        .columns(['client_id', 'start_at', 'id'])
        .execute();
      await db.schema.createIndex('reservations_by_start').on('reservations').columns(['start_at', 'id']).execute();
      await db.schema
        .createTable('reservation_pods')
        .addColumn('reservation_id', 'text', (c) => c.notNull())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('start_at', 'timestamptz', (c) => c.notNull())
        .addColumn('end_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('reservation_pods_pk', ['reservation_id', 'pod_id'])
        .execute();
      // a pod's reservations that have not ended, soonest first: its kiosk, its logins
      await db.schema
        .createIndex('reservation_pods_by_pod')
        .on('reservation_pods')
        .columns(['pod_id', 'end_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reservation_pods').execute();
      await db.schema.dropTable('reservations').execute();
    },
  },
};
