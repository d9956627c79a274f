import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { containsPattern } from '../users/user-search.ts';
import { GAME_SEARCH_TEXT } from './games.migrations.ts';
import type { GameAssignmentTable, GamesDB, GameTable } from './games.table.ts';

const SCHEMA = liveSchema('games');
const rm = (db: Kysely<unknown>) => (db as Kysely<GamesDB>).withSchema(SCHEMA);
const games = sql.table(`${SCHEMA}.games`);
const assignments = sql.table(`${SCHEMA}.game_assignments`);

/** The player's sorts, as SQL: most played, newest release, or by name; the id breaks ties. */
const SORTS = {
  popular: sql`g.play_count desc, lower(g.title), g.id`,
  newest: sql`g.released desc, lower(g.title), g.id`,
  abc: sql`lower(g.title), g.id`,
} as const;
export type PlayerGameSort = keyof typeof SORTS;

/** A page of the games a pod's players may play (the player's and the pod-games screens). */
export type PlayerGamesQuery = {
  /** The pod's client, lab and pod: a local game assigned to any of them is the pod's. */
  readonly targets: readonly string[];
  readonly platform: 'xb' | 'ps' | 'sw' | 'pc';
  /** Each filter keeps games with one of its values; empty keeps all. */
  readonly types: readonly string[];
  readonly genres: readonly string[];
  readonly esrb: readonly string[];
  /** Case-insensitive substring of the title (or search title); '' for none. */
  readonly search: string;
  readonly sort: PlayerGameSort;
  readonly limit: number;
  readonly offset: number;
};

export type GameRow = GameTable & { readonly total_rows: number };

/**
 * SQL: the game `g` is one a pod with these client, lab and pod ids has (cloud, or assigned
 * to one of them). `targets` is a list of ids, or an SQL array of them.
 */
export const onPod = (targets: readonly string[] | RawBuilder<unknown>) => {
  const ids = Array.isArray(targets) ? sql`${targets}::text[]` : (targets as RawBuilder<unknown>);
  return sql<boolean>`(g.type = 'cloud' or exists (select 1 from ${assignments} a
    where a.game_id = g.id and a.target_id = any(${ids})))`;
};

/** SQL: shown to players at all (active, not deleted, not survey-only). */
const forPlayers = sql<boolean>`not g.deleted and not g.is_survey_only and g.status = 'active'`;

const anyOf = (column: string, values: readonly string[]) =>
  values.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.ref(`g.${column}`)} = any(${values}::text[])`;

const matches = (search: string) =>
  search === '' ? sql<boolean>`true` : sql<boolean>`${sql.raw(GAME_SEARCH_TEXT)} like ${containsPattern(search)}`;

/**
 * The player's list as one statement (the bench runs this very SQL bare): the page's games,
 * each row carrying the number of matches (`total_rows`, counted before the limit).
 */
export function playerGamesSql(q: PlayerGamesQuery): RawBuilder<GameRow> {
  return sql<GameRow>`select g.*, count(*) over () :: int as total_rows from ${games} g
    where ${forPlayers} and ${sql.ref(`g.on_${q.platform}`)} and ${onPod(q.targets)}
      and ${anyOf('type', q.types)} and ${anyOf('genre', q.genres)} and ${anyOf('esrb', q.esrb)}
      and ${matches(q.search)}
    order by ${SORTS[q.sort]}
    limit ${q.limit} offset ${q.offset}`;
}

/** A page of the pod's games and how many match in all. */
export async function playerGames(
  db: Kysely<unknown>,
  q: PlayerGamesQuery,
): Promise<{ rows: GameTable[]; total: number }> {
  const { rows } = await playerGamesSql(q).execute(db);
  if (rows.length > 0 || q.offset === 0) return { rows: stripTotals(rows), total: rows[0]?.total_rows ?? 0 };
  // past the last page: the window has nothing to count, so count on its own
  const counted = await playerGamesSql({ ...q, limit: 1, offset: 0 }).execute(db);
  return { rows: [], total: counted.rows[0]?.total_rows ?? 0 };
}

function stripTotals(rows: readonly GameRow[]): GameTable[] {
  return rows.map(({ total_rows: _total, ...game }) => game);
}

/** A game of the catalogue (deleted ones included), or undefined. */
export async function gameById(db: Kysely<unknown>, id: string): Promise<GameTable | undefined> {
  return rm(db).selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The games with these ids (deleted ones included). */
export async function gamesByIds(db: Kysely<unknown>, ids: readonly string[]): Promise<GameTable[]> {
  if (ids.length === 0) return [];
  return gamesByIdsQuery(db, ids).execute();
}

/** `gamesByIds`' statement, for callers that compile it (no ids: no rows). */
export const gamesByIdsQuery = (db: Kysely<unknown>, ids: readonly string[]) =>
  rm(db)
    .selectFrom('games')
    .selectAll()
    .where('id', '=', sql<string>`any(${[...ids]}::text[])`);

/** Whether a pod with these client, lab and pod ids has the game (see `onPod`). */
export async function gameOnPod(db: Kysely<unknown>, gameId: string, targets: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{ on_pod: boolean }>`select ${onPod(targets)} as on_pod from ${games} g
    where g.id = ${gameId}`.execute(db);
  return rows[0]?.on_pod ?? false;
}

/** A pod as the assignments reach it: its own id, its lab's and its client's. */
export type PodPlace = { readonly pod_id: string; readonly lab_id: string; readonly client_id: string };

/** The pods among `pods` that have the game (see `onPod`), in one statement. */
export async function podsWithGame(
  db: Kysely<unknown>,
  gameId: string,
  pods: readonly PodPlace[],
): Promise<Set<string>> {
  if (pods.length === 0) return new Set();
  const { rows } = await sql<{ pod_id: string }>`select t.pod_id
    from unnest(${pods.map((p) => p.pod_id)}::text[], ${pods.map((p) => p.lab_id)}::text[],
      ${pods.map((p) => p.client_id)}::text[]) as t(pod_id, lab_id, client_id)
    where exists (select 1 from ${games} g where g.id = ${gameId}
      and ${onPod(sql`array[t.pod_id, t.lab_id, t.client_id]`)})`.execute(db);
  return new Set(rows.map((r) => r.pod_id));
}

export type CatalogueQuery = {
  readonly search: string;
  readonly limit: number;
  readonly offset: number;
  /**
   * The target asked about first, then those that reach it (a pod's lab and client; a lab's
   * client): each game says which of them has it assigned, the first found.
   */
  readonly targets?: readonly string[];
};

/** A catalogue game with the first of the query's targets it is assigned to (null: none). */
export type CatalogueRow = GameTable & { readonly assigned_to: string | null };

/** The whole catalogue (not deleted) by name, a page at a time, for staff. */
export async function catalogueGames(
  db: Kysely<unknown>,
  q: CatalogueQuery,
): Promise<{ rows: CatalogueRow[]; total: number }> {
  const targets = q.targets ?? [];
  const { rows } = await sql<CatalogueRow & { total_rows: number }>`select g.*,
      (select a.target_id from ${assignments} a where a.game_id = g.id and a.target_id = any(${targets}::text[])
        order by array_position(${targets}::text[], a.target_id) limit 1) as assigned_to,
      count(*) over () :: int as total_rows
    from ${games} g
    where not g.deleted and ${matches(q.search)}
    order by lower(g.title), g.id
    limit ${q.limit} offset ${q.offset}`.execute(db);
  const total = rows[0]?.total_rows ?? (q.offset > 0 ? await catalogueCount(db, q.search) : 0);
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total };
}

async function catalogueCount(db: Kysely<unknown>, search: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) :: int as n from ${games} g
    where not g.deleted and ${matches(search)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * A client's games as its Manage Your Games table lists them: one row per assignment of a
 * local game (to the client, a lab or a pod), and one per cloud game, which every venue has.
 * Active or not: staff see what they assigned whatever its status.
 */
export type ClientGameRow = GameTable & {
  readonly scope: 'client' | 'lab' | 'pod' | 'cloud';
  readonly target_id: string | null;
  readonly lab_id: string | null;
  readonly pod_id: string | null;
  readonly assigned_at: Date | null;
};

export async function clientGames(
  db: Kysely<unknown>,
  q: { readonly clientId: string; readonly search: string; readonly limit: number; readonly offset: number },
): Promise<{ rows: ClientGameRow[]; total: number }> {
  const { rows } = await sql<ClientGameRow & { total_rows: number }>`with listed as (
      select g.*, a.scope, a.target_id, a.lab_id, a.pod_id, a.assigned_at
        from ${assignments} a join ${games} g on g.id = a.game_id
        where a.client_id = ${q.clientId} and g.type = 'local'
      union all
      select g.*, 'cloud', null, null, null, null from ${games} g where g.type = 'cloud'
    )
    select g.*, count(*) over () :: int as total_rows from listed g
    where not g.deleted and not g.is_survey_only and ${matches(q.search)}
    order by lower(g.title), g.id, g.scope, g.target_id
    limit ${q.limit} offset ${q.offset}`.execute(db);
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}

/** The assignments of a client, for tests and ops. */
export async function assignmentsOfClient(db: Kysely<unknown>, clientId: string): Promise<GameAssignmentTable[]> {
  return rm(db)
    .selectFrom('game_assignments')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('assigned_at')
    .orderBy('id')
    .execute();
}

/** The upcoming games the exit survey offers: active survey-only games, newest release first. */
export async function surveyGames(db: Kysely<unknown>, limit: number): Promise<GameTable[]> {
  return rm(db)
    .selectFrom('games')
    .selectAll()
    .where('deleted', '=', false)
    .where('is_survey_only', '=', true)
    .where('status', '=', 'active')
    .orderBy('released', 'desc')
    .orderBy(sql`lower(title)`)
    .limit(limit)
    .execute();
}
