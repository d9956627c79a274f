import { type Kysely, type Migration, sql } from 'kysely';

export const auditLogMigrations: Record<string, Migration> = {
  '2026-11-21T09:00_create_audit_log': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('event_id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('aggregate', 'text', (c) => c.notNull())
        .addColumn('aggregate_id', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_role', 'smallint')
        .addColumn('correlation_id', 'uuid', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('audit_log_aggregate')
        .on('audit_log')
        .columns(['aggregate', 'aggregate_id', 'seq'])
        .execute();
      await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'occurred_at']).execute();
      await db.schema.createIndex('audit_log_occurred').on('audit_log').column('occurred_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
    },
  },
};
