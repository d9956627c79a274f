import type { Kysely, Migration } from 'kysely';

export const labQueueSignageMigrations: Record<string, Migration> = {
  '2026-12-07T20:00_create_lab_queue_signage': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lab_queue_signage')
        .addColumn('lab_id', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'boolean', (c) => c.notNull())
        .addColumn('line', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lab_queue_signage').execute();
    },
  },
};
