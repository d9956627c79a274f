import { type Kysely, type Migration, sql } from 'kysely';

export const playSessionsMigrations: Record<string, Migration> = {
  '2027-01-05T11:00_create_play_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('play_sessions')
        .addColumn('launch_id', 'text', (c) => c.primaryKey())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('xd', 'text')
        .addColumn('players', 'smallint')
        .addColumn('guests', 'smallint', (c) => c.notNull())
        .addColumn('paid', 'boolean', (c) => c.notNull())
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz')
        .addColumn('ended_at', 'timestamptz')
        .addColumn('seconds', 'integer')
        .addColumn('minutes', 'integer')
        .addColumn('end_reason', 'text')
        .addColumn('failure', 'text')
        .execute();
      // a player's Game Playing Time: their sessions over a date range, newest first
      await db.schema
        .createIndex('play_sessions_by_user')
        .on('play_sessions')
        .expression(sql`user_id, started_at desc, launch_id`)
        .where(sql.ref('started_at'), 'is not', null)
        .execute();
      // reports: a client's (or lab's) play over a date range
      await db.schema
        .createIndex('play_sessions_by_client')
        .on('play_sessions')
        .columns(['client_id', 'started_at'])
        .where(sql.ref('started_at'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('play_sessions_by_pod')
        .on('play_sessions')
        .columns(['pod_id', 'requested_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('play_sessions').execute();
    },
  },
};
