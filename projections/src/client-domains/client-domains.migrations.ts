import type { Kysely, Migration } from 'kysely';

export const clientDomainsMigrations: Record<string, Migration> = {
  '2026-12-10T10:00_create_client_domains': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('client_domains')
        .addColumn('domain_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the settings screen lists one client's domains
      await db.schema
        .createIndex('client_domains_by_client')
        .on('client_domains')
        .columns(['client_id', 'domain'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('client_domains').execute();
    },
  },
};
