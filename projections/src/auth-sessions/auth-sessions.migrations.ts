import { type Kysely, type Migration, sql } from 'kysely';

export const authSessionsMigrations: Record<string, Migration> = {
  '2026-11-21T10:00_create_auth_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('role', 'smallint', (c) => c.notNull())
        .addColumn('client_id', 'text')
        .addColumn('pod_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ended_at', 'timestamptz')
        .addColumn('end_reason', 'text')
        .execute();
      // "which sessions does this user (or pod) have open" backs logout-everywhere and one-pod-at-a-time
      await db.schema
        .createIndex('auth_sessions_open_by_user')
        .on('auth_sessions')
        .column('user_id')
        .where(sql.ref('ended_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('auth_sessions_open_by_pod')
        .on('auth_sessions')
        .column('pod_id')
        .where(sql.ref('ended_at'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('auth_sessions').execute();
    },
  },
  // the exit survey names the player of the pod login that ended last
  '2026-12-10T09:00_index_auth_sessions_ended_by_pod': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('auth_sessions_ended_by_pod')
        .on('auth_sessions')
        .columns(['pod_id', 'ended_at desc'])
        .where(sql.ref('ended_at'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('auth_sessions_ended_by_pod').execute();
    },
  },
  // a deactivated client's sessions stop at the guard, and its deactivation ends the open ones
  '2026-12-20T09:00_client_access': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('client_access')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('is_active', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auth_sessions_open_by_client')
        .on('auth_sessions')
        .column('client_id')
        .where(sql.ref('ended_at'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('auth_sessions_open_by_client').execute();
      await db.schema.dropTable('client_access').execute();
    },
  },
  // a pod's sessions are told apart by the kiosk page they were signed in on, and a page may report one stuck
  '2026-12-27T09:00_auth_sessions_kiosk_page': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('auth_sessions')
        .addColumn('kiosk_session_hash', 'text')
        .addColumn('stuck_reported_at', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable('auth_sessions')
        .dropColumn('stuck_reported_at')
        .dropColumn('kiosk_session_hash')
        .execute();
    },
  },
};
