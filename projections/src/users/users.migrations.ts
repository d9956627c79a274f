import type { Kysely, Migration } from 'kysely';

export const usersMigrations: Record<string, Migration> = {
  '2026-12-10T10:00_create_users': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text')
        .addColumn('role', 'smallint', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text')
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('dob', 'text', (c) => c.notNull())
        .addColumn('stream_default', 'boolean', (c) => c.notNull())
        .addColumn('pro', 'boolean', (c) => c.notNull())
        .addColumn('is_active', 'boolean', (c) => c.notNull())
        .addColumn('email_verified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('time_play', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_comp', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // not unique: the log's email claim is what makes emails unique, and a read model must never refuse a fact
      await db.schema.createIndex('users_by_email').on('users').column('email').execute();
      // a client's users, for the admin users list to come
      await db.schema.createIndex('users_by_client').on('users').columns(['client_id', 'email']).execute();

      await db.schema
        .createTable('user_credentials')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_credentials_by_email').on('user_credentials').column('email').execute();

      await db.schema
        .createTable('user_logins')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('pod_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('logged_in_at', 'timestamptz', (c) => c.notNull())
        .addColumn('logged_out_at', 'timestamptz')
        .addColumn('logout_reason', 'text')
        .addColumn('is_orientation', 'boolean', (c) => c.notNull())
        .addColumn('is_orientation_paid', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_logins_by_user')
        .on('user_logins')
        .columns(['user_id', 'logged_in_at desc'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_logins').execute();
      await db.schema.dropTable('user_credentials').execute();
      await db.schema.dropTable('users').execute();
    },
  },
};
