import type { Kysely, Migration } from 'kysely';

export const podStatusMigrations: Record<string, Migration> = {
  '2026-12-01T10:00_create_pod_status': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pod_status')
        .addColumn('pod_id', 'text', (c) => c.primaryKey())
        .addColumn('activity', 'text')
        .addColumn('activity_at', 'timestamptz')
        .addColumn('console', 'jsonb')
        .addColumn('console_at', 'timestamptz')
        .addColumn('session_kind', 'text')
        .addColumn('session_started_at', 'timestamptz')
        .addColumn('game_platform', 'text')
        .addColumn('game_id', 'text')
        .addColumn('game_started_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('pod_status').execute();
    },
  },
  // the kiosk page the station vouches for
  '2026-12-27T09:00_pod_status_kiosk_page': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('pod_status')
        .addColumn('kiosk_page_session', 'text')
        .addColumn('kiosk_page_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('pod_status').dropColumn('kiosk_page_at').dropColumn('kiosk_page_session').execute();
    },
  },
  // whether the kiosk page reaches the station's helper
  '2026-12-29T09:00_pod_status_kiosk_helper': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('pod_status')
        .addColumn('kiosk_helper', 'text')
        .addColumn('kiosk_helper_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('pod_status').dropColumn('kiosk_helper_at').dropColumn('kiosk_helper').execute();
    },
  },
};
