import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

export const kioskActivityMigrations: Record<string, Migration> = {
  '2026-12-10T10:00_create_kiosk_activity': {
    async up(db: Kysely<unknown>) {
      // both tables hold one activity report; the latest is keyed by pod, the history by event
      const report = (t: CreateTableBuilder<string>) =>
        t
          .addColumn('activity', 'text', (c) => c.notNull())
          .addColumn('game_id', 'text')
          .addColumn('guests', 'smallint')
          .addColumn('user_id', 'text')
          .addColumn('recorded_at', 'timestamptz', (c) => c.notNull());
      await report(
        db.schema.createTable('kiosk_activity').addColumn('pod_id', 'text', (c) => c.primaryKey()),
      ).execute();
      await report(
        db.schema
          .createTable('kiosk_activity_history')
          .addColumn('event_id', 'text', (c) => c.primaryKey())
          .addColumn('pod_id', 'text', (c) => c.notNull()),
      ).execute();
      // a pod's timeline, newest first (the usage reports read a pod over a date range)
      await db.schema
        .createIndex('kiosk_activity_history_by_pod')
        .on('kiosk_activity_history')
        .columns(['pod_id', 'recorded_at desc'])
        .execute();
      // the lab and client reports read every pod over a date range
      await db.schema
        .createIndex('kiosk_activity_history_by_time')
        .on('kiosk_activity_history')
        .column('recorded_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('kiosk_activity_history').execute();
      await db.schema.dropTable('kiosk_activity').execute();
    },
  },
};
