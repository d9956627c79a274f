import type { Kysely, Migration } from 'kysely';

const TEXT_COLUMNS = ['lab_name', 'address1', 'address2', 'city', 'state', 'zip', 'note', 'timezone'];

export const labsMigrations: Record<string, Migration> = {
  '2026-12-01T11:00_create_labs': {
    async up(db: Kysely<unknown>) {
      let labs = db.schema
        .createTable('labs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull());
      for (const column of TEXT_COLUMNS) labs = labs.addColumn(column, 'text', (c) => c.notNull());
      await labs
        .addColumn('is_active', 'boolean', (c) => c.notNull())
        .addColumn('is_paid', 'boolean', (c) => c.notNull())
        .addColumn('admin_mode', 'boolean', (c) => c.notNull())
        .addColumn('reservation_email', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the labs screens list one client's labs by name
      await db.schema.createIndex('labs_by_client').on('labs').columns(['client_id', 'lab_name']).execute();

      await db.schema
        .createTable('lab_schedules')
        .addColumn('lab_id', 'text', (c) => c.primaryKey())
        .addColumn('days', 'jsonb', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('lab_overrides')
        .addColumn('override_id', 'text', (c) => c.primaryKey())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('date', 'date', (c) => c.notNull())
        .addColumn('time_start', 'text')
        .addColumn('time_end', 'text')
        .addColumn('is_paid', 'boolean', (c) => c.notNull())
        .addColumn('is_closed', 'boolean', (c) => c.notNull())
        .execute();
      // the edit-lab screen lists a lab's overrides by date; pods look up one date
      await db.schema.createIndex('lab_overrides_by_lab').on('lab_overrides').columns(['lab_id', 'date']).execute();

      await db.schema
        .createTable('lab_allowed_ips')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('allowed_ip', 'text', (c) => c.notNull())
        .execute();
      // "is this address allowed in this lab" and the edit-lab list
      await db.schema
        .createIndex('lab_allowed_ips_by_lab')
        .on('lab_allowed_ips')
        .columns(['lab_id', 'allowed_ip'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['lab_allowed_ips', 'lab_overrides', 'lab_schedules', 'labs']) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '2026-12-05T10:00_create_lab_content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lab_rss_feeds')
        .addColumn('rss_feed_id', 'text', (c) => c.primaryKey())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('rss_title', 'text', (c) => c.notNull())
        .addColumn('rss_url', 'text', (c) => c.notNull())
        .addColumn('rss_expire_time', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the edit-lab screen and the kiosk list a lab's feeds in the order they were added
      await db.schema
        .createIndex('lab_rss_feeds_by_lab')
        .on('lab_rss_feeds')
        .columns(['lab_id', 'rss_feed_id'])
        .execute();

      await db.schema
        .createTable('lab_api_keys')
        .addColumn('api_key_id', 'text', (c) => c.primaryKey())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('api_key_name', 'text', (c) => c.notNull())
        .addColumn('key_sha256', 'text', (c) => c.notNull())
        .addColumn('key_prefix', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lab_api_keys_by_lab').on('lab_api_keys').columns(['lab_id', 'api_key_id']).execute();
      // a caller presenting a key is found by its hash
      await db.schema.createIndex('lab_api_keys_by_hash').on('lab_api_keys').column('key_sha256').execute();

      await db.schema
        .createTable('lab_home_images')
        .addColumn('lab_id', 'text', (c) => c.primaryKey())
        .addColumn('banner_image', 'jsonb')
        .addColumn('left_image', 'jsonb')
        .addColumn('right_image', 'jsonb')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['lab_home_images', 'lab_api_keys', 'lab_rss_feeds']) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
};
