import { type Kysely, type Migration, sql } from 'kysely';

export const playRollupsMigrations: Record<string, Migration> = {
  '2027-03-01T09:00_create_play_rollups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('play_launches')
        .addColumn('launch_id', 'text', (c) => c.primaryKey())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('guests', 'smallint', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz')
        .addColumn('ended_at', 'timestamptz')
        .addColumn('seconds', 'integer')
        .execute();
      // a window's partial ends: the sessions of a client (or of every client) started in a few
      // hours, read from the index alone
      await db.schema
        .createIndex('play_launches_by_client')
        .on('play_launches')
        .columns([
          'client_id',
          'started_at',
          'lab_id',
          'pod_id',
          'user_id',
          'game_id',
          'platform',
          'guests',
          'ended_at',
          'seconds',
        ])
        .where(sql.ref('started_at'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('play_launches_by_start')
        .on('play_launches')
        .column('started_at')
        .where(sql.ref('started_at'), 'is not', null)
        .execute();
      // the live sessions, which no rollup holds: a handful, one per pod in play
      await db.schema
        .createIndex('play_launches_live')
        .on('play_launches')
        .column('started_at')
        .where(sql<boolean>`started_at is not null and (seconds is null or ended_at is null)`)
        .execute();

      await db.schema
        .createTable('play_quarters')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('quarter', 'timestamptz', (c) => c.notNull())
        .addColumn('sessions', 'integer', (c) => c.notNull())
        .addColumn('guests', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'bigint', (c) => c.notNull())
        .addColumn('occupied_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_quarters_pk', ['client_id', 'lab_id', 'quarter'])
        .execute();
      // every client's rows of a window (super admins' 'All clients')
      await db.schema.createIndex('play_quarters_by_quarter').on('play_quarters').columns(['quarter']).execute();

      await db.schema
        .createTable('play_days')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('sessions', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_days_pk', [
          'client_id',
          'pod_id',
          'user_id',
          'game_id',
          'platform',
          'lab_id',
          'day',
        ])
        .execute();
      await db.schema.createIndex('play_days_by_client_day').on('play_days').columns(['client_id', 'day']).execute();
      await db.schema.createIndex('play_days_by_day').on('play_days').columns(['day']).execute();

      await db.schema
        .createTable('play_game_days')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('sessions', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_game_days_pk', ['client_id', 'lab_id', 'day', 'game_id'])
        .execute();
      await db.schema.createIndex('play_game_days_by_day').on('play_game_days').columns(['day']).execute();
      // a window's games read from the index alone
      await db.schema
        .createIndex('play_game_days_covering')
        .on('play_game_days')
        .columns(['client_id', 'lab_id', 'day', 'game_id', 'sessions', 'seconds'])
        .execute();

      await db.schema
        .createTable('play_presence_days')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('day', 'date', (c) => c.notNull())
        .addColumn('sessions', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_presence_days_pk', ['client_id', 'lab_id', 'game_id', 'user_id', 'day'])
        .execute();

      await db.schema
        .createTable('play_presence')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('days', sql`datemultirange`, (c) => c.notNull())
        .addPrimaryKeyConstraint('play_presence_pk', ['client_id', 'lab_id', 'game_id', 'user_id'])
        .execute();
      // the players of a scope read from the index alone
      await db.schema
        .createIndex('play_presence_covering')
        .on('play_presence')
        .columns(['client_id', 'lab_id', 'game_id', 'user_id', 'days'])
        .execute();

      await db.schema
        .createTable('play_groups')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('first_day', 'date', (c) => c.notNull())
        .addColumn('last_day', 'date', (c) => c.notNull())
        .addColumn('sessions', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_groups_pk', ['client_id', 'lab_id', 'pod_id', 'user_id', 'game_id', 'platform'])
        .execute();
      // the activities within a window, the longest first: read in order until the list is full
      await db.schema
        .createIndex('play_groups_by_seconds')
        .on('play_groups')
        .expression(sql`client_id, seconds desc, sessions desc`)
        .execute();
      await db.schema
        .createIndex('play_groups_by_lab_seconds')
        .on('play_groups')
        .expression(sql`client_id, lab_id, seconds desc, sessions desc`)
        .execute();
      // the activities whose days cross a window's end: their days are summed
      await db.schema
        .createIndex('play_groups_by_days')
        .on('play_groups')
        .using('gist')
        .expression(sql`daterange(first_day, last_day, '[]')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['play_groups', 'play_presence', 'play_presence_days', 'play_game_days', 'play_days']) {
        await db.schema.dropTable(t).execute();
      }
      await db.schema.dropTable('play_quarters').execute();
      await db.schema.dropTable('play_launches').execute();
    },
  },
};
