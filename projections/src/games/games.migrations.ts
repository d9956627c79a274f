import { type Kysely, type Migration, sql } from 'kysely';

/**
 * SQL: what a search matches, the title and the other words staff gave the game, lowercased.
 * The trigram index and the queries must spell it identically, or Postgres will not use the
 * index; the line break keeps a term from matching across the two.
 */
export const GAME_SEARCH_TEXT = '(lower(title) || chr(10) || lower(search_title))';

export const gamesMigrations: Record<string, Migration> = {
  '2027-01-05T10:00_create_games': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('search_title', 'text', (c) => c.notNull())
        .addColumn('platforms', 'text', (c) => c.notNull())
        .addColumn('on_xb', 'boolean', (c) => c.notNull())
        .addColumn('on_ps', 'boolean', (c) => c.notNull())
        .addColumn('on_sw', 'boolean', (c) => c.notNull())
        .addColumn('on_pc', 'boolean', (c) => c.notNull())
        .addColumn('esrb', 'text', (c) => c.notNull())
        .addColumn('genre', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('released', 'text', (c) => c.notNull())
        .addColumn('expired', 'text')
        .addColumn('install_size_gb', 'double precision')
        .addColumn('is_survey_only', 'boolean', (c) => c.notNull())
        .addColumn('image', 'jsonb', (c) => c.notNull())
        .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the catalogue table, by name
      await db.schema
        .createIndex('games_by_title')
        .on('games')
        .expression(sql`lower(title), id`)
        .where(sql.ref('deleted'), '=', false)
        .execute();
      // what players may be shown, most played first: the list's default order
      await db.schema
        .createIndex('games_playable')
        .on('games')
        .expression(sql`play_count desc, lower(title), id`)
        .where(sql<boolean>`not deleted and not is_survey_only and status = 'active'`)
        .execute();
      // the search's substring match (pg_trgm lives in public: a replay drops this schema, not the
      // extension); another read model's migration may be creating it at this very moment
      await sql`do $$ begin
          create extension if not exists pg_trgm with schema public;
        exception when unique_violation or duplicate_object then null;
        end $$`.execute(db);
      await db.schema
        .createIndex('games_search')
        .on('games')
        .using('gin')
        .expression(sql.raw(`${GAME_SEARCH_TEXT} public.gin_trgm_ops`))
        .where(sql.ref('deleted'), '=', false)
        .execute();

      await db.schema
        .createTable('game_assignments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text')
        .addColumn('pod_id', 'text')
        .addColumn('assigned_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // "is this game assigned to this client, lab or pod?": the player's list asks it per game
      await db.schema
        .createIndex('game_assignments_by_target')
        .on('game_assignments')
        .columns(['target_id', 'game_id'])
        .unique()
        .execute();
      await db.schema.createIndex('game_assignments_by_game').on('game_assignments').column('game_id').execute();
      await db.schema
        .createIndex('game_assignments_by_client')
        .on('game_assignments')
        .columns(['client_id', 'assigned_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('game_assignments').execute();
      await db.schema.dropTable('games').execute();
    },
  },
};
