import type { Kysely, Migration } from 'kysely';

const TEXT_COLUMNS = ['last_name', 'phone2', 'address1', 'address2', 'city', 'state', 'zip', 'note', 'date_of_birth'];

export const clientsMigrations: Record<string, Migration> = {
  '2026-12-01T10:00_create_clients': {
    async up(db: Kysely<unknown>) {
      let clients = db.schema
        .createTable('clients')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull());
      for (const column of TEXT_COLUMNS) clients = clients.addColumn(column, 'text');
      await clients
        .addColumn('is_active', 'boolean', (c) => c.notNull())
        .addColumn('sso_active', 'boolean', (c) => c.notNull())
        .addColumn('sso_entity', 'text')
        .addColumn('sso_login', 'text')
        .addColumn('sso_logout', 'text')
        .addColumn('sso_certs', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the clients screen lists by name
      await db.schema.createIndex('clients_by_name').on('clients').columns(['name', 'id']).execute();
      await db.schema
        .createTable('client_navs')
        .addColumn('nav_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('license', 'text', (c) => c.notNull())
        .addColumn('letter', 'text', (c) => c.notNull())
        .execute();
      // navs are always read per client (pod form, client details)
      await db.schema.createIndex('client_navs_by_client').on('client_navs').column('client_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('client_navs').execute();
      await db.schema.dropTable('clients').execute();
    },
  },
  '2026-12-05T10:00_create_client_settings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('client_settings')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('logo', 'jsonb')
        .addColumn('audio', 'jsonb')
        .addColumn('theme_rgb_pallet_id', 'integer')
        .addColumn('primary_color', 'text')
        .addColumn('accent_color', 'text')
        .addColumn('gradiant_color', 'text')
        .addColumn('hover_color', 'text')
        .addColumn('led1_pallet_id', 'integer')
        .addColumn('led2_pallet_id', 'integer')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('client_settings').execute();
    },
  },
  '2026-12-08T00:30_client_sign_in_source': {
    async up(db: Kysely<unknown>) {
      // every client signs in with passwords until it saves another source
      await db.schema
        .alterTable('clients')
        .addColumn('sign_in_source', 'text', (c) => c.notNull().defaultTo('password'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('clients').dropColumn('sign_in_source').execute();
    },
  },
};
