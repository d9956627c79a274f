import type { AnyDB } from '@gamepod/log-runtime';
import { type Kysely, type Migration, sql } from 'kysely';
import { USER_NAME_SORT, USER_SEARCH_TEXT } from './user-search.ts';

/**
 * The users list's sortable columns, each as the index key after the
 * client: every sort of one client's list, and of all clients' (a super admin's), walks an
 * index in order and stops after the page instead of sorting the whole list. `id` breaks ties
 * so pages never overlap; a descending sort walks the same index backwards.
 */
const SORT_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['created', 'created_at'],
  ['name', USER_NAME_SORT],
  ['email', 'email'],
  ['role', 'role'],
  ['play', 'time_play'],
  ['paid', 'time_paid'],
  ['active', 'is_active'],
];

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
  '2026-12-20T10:00_admin_users_lists_and_comp_time': {
    async up(db: Kysely<unknown>) {
      // trusted since Postgres 13, so the database owner may create it; in `public`, because a
      // replay drops and renames the read model's own schema and would take the extension along
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);

      await db.schema
        .alterTable('users')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await (db as Kysely<AnyDB>)
        .updateTable('users')
        .set({ name: sql`trim(first_name || ' ' || coalesce(last_name, ''))` })
        .execute();
      await db.schema
        .alterTable('users')
        .alterColumn('name', (c) => c.dropDefault())
        .execute();
      await db.schema
        .alterTable('users')
        .alterColumn('phone', (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable('users')
        .alterColumn('dob', (c) => c.dropNotNull())
        .execute();

      // replaced by users_of_client_by_email below
      await db.schema.dropIndex('users_by_client').execute();
      for (const [label, key] of SORT_KEYS) {
        await db.schema
          .createIndex(`users_of_client_by_${label}`)
          .on('users')
          .expression(sql.raw(`client_id, ${key}, id`))
          .execute();
        // only linked users are listed, so the all-clients indexes leave the others out
        await db.schema
          .createIndex(`users_linked_by_${label}`)
          .on('users')
          .expression(sql.raw(`${key}, id`))
          .where(sql.ref('client_id'), 'is not', null)
          .execute();
      }
      // substring search (ILIKE '%term%') over email, user name and name
      await db.schema
        .createIndex('users_linked_search_trgm')
        .on('users')
        .using('gin')
        .expression(sql.raw(`${USER_SEARCH_TEXT} public.gin_trgm_ops`))
        .where(sql.ref('client_id'), 'is not', null)
        .execute();

      await db.schema
        .createTable('user_comp_times')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .execute();
      await db.schema
        .createIndex('user_comp_times_by_user')
        .on('user_comp_times')
        .columns(['user_id', 'created_at desc'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_comp_times').execute();
      await db.schema.dropIndex('users_linked_search_trgm').execute();
      for (const [label] of SORT_KEYS) {
        await db.schema.dropIndex(`users_of_client_by_${label}`).execute();
        await db.schema.dropIndex(`users_linked_by_${label}`).execute();
      }
      await db.schema.createIndex('users_by_client').on('users').columns(['client_id', 'email']).execute();
      const users = (db as Kysely<AnyDB>).updateTable('users');
      await users.set({ phone: '' }).where('phone', 'is', null).execute();
      await users.set({ dob: '' }).where('dob', 'is', null).execute();
      await db.schema
        .alterTable('users')
        .alterColumn('phone', (c) => c.setNotNull())
        .execute();
      await db.schema
        .alterTable('users')
        .alterColumn('dob', (c) => c.setNotNull())
        .execute();
      await db.schema.alterTable('users').dropColumn('name').execute();
    },
  },
  '2026-12-28T10:00_linked_user_counts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_counts')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('linked', 'integer', (c) => c.notNull())
        .execute();
      // the rows already projected; from here the projection keeps the counts with each batch
      // (the builder, not raw SQL: only it qualifies the tables with the schema being migrated)
      const tables = db as Kysely<AnyDB>;
      await tables
        .insertInto('user_counts')
        .columns(['client_id', 'linked'])
        .expression(
          tables
            .selectFrom('users')
            .select(['client_id', sql<number>`count(*)::int`.as('linked')])
            .where('client_id', 'is not', null)
            .groupBy('client_id'),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_counts').execute();
    },
  },
  '2027-01-05T12:00_paid_play_time': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('paid_play_time', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('paid_play_time').execute();
    },
  },
};
