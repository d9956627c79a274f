import { type Kysely, type Migration, sql } from 'kysely';

export const labQueueWaitsMigrations: Record<string, Migration> = {
  '2026-12-07T23:10_create_lab_queue_places': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lab_queue_places')
        .addColumn('entry_id', 'text', (c) => c.primaryKey())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text')
        .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
        .addColumn('offered_at', 'timestamptz')
        .addColumn('ended_at', 'timestamptz')
        .addColumn('outcome', 'text', (c) =>
          c.check(sql`outcome is null or outcome in ('taken', 'no_show', 'left', 'removed')`),
        )
        .execute();
      // the reports read a lab's (or every lab's) places by the time they joined
      await db.schema.createIndex('lab_queue_places_joined').on('lab_queue_places').columns(['joined_at']).execute();
      await db.schema
        .createIndex('lab_queue_places_lab_joined')
        .on('lab_queue_places')
        .columns(['lab_id', 'joined_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lab_queue_places').execute();
    },
  },
};
