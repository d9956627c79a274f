import type { Kysely, Migration } from 'kysely';

export const podPresenceMigrations: Record<string, Migration> = {
  '2026-12-01T10:00_create_pod_presence': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pod_presence')
        .addColumn('pod_id', 'text', (c) => c.primaryKey())
        .addColumn('last_heartbeat_at', 'timestamptz', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz')
        .addColumn('helper_ok', 'boolean', (c) => c.notNull())
        .addColumn('uptime_s', 'bigint')
        .addColumn('buffered', 'integer')
        .addColumn('dropped', 'integer')
        .addColumn('version', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('pod_presence').execute();
    },
  },
};
