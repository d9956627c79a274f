import type { Kysely, Migration } from 'kysely';

export const offersMigrations: Record<string, Migration> = {
  '2027-01-20T10:00_create_offers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('offers')
        .addColumn('offer_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('active', 'boolean', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the console lists a client's offers, a pod's player its client's (and lab's) in order
      await db.schema
        .createIndex('offers_by_client')
        .on('offers')
        .columns(['client_id', 'position', 'offer_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('offers').execute();
    },
  },
};
