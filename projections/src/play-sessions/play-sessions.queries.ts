import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type { PlaySessionsDB, PlaySessionTable } from './play-sessions.table.ts';

const SCHEMA = liveSchema('play_sessions');
const rm = (db: Kysely<unknown>) => (db as Kysely<PlaySessionsDB>).withSchema(SCHEMA);

export type PlayingActivitiesQuery = {
  readonly userId: string;
  /** 'YYYY-MM-DD' days in `timeZone`, both included; null leaves that end open. */
  readonly from: string | null;
  readonly to: string | null;
  /** An IANA zone the days are read in. */
  readonly timeZone: string;
  readonly limit: number;
  readonly offset: number;
};

/** A play session as User Detail's Game Playing Time lists it, with its game's title and its pod's nav. */
export type PlayingActivityRow = PlaySessionTable & {
  readonly game_title: string | null;
  readonly pod_license: string | null;
};

/**
 * A player's play sessions that started in a date range, newest first, a page at a time,
 * with how many there are in all. Titles and navs come from the games and pods read models
 * (a query may join read models; no projection reads another).
 */
export async function playingActivities(
  db: Kysely<unknown>,
  q: PlayingActivitiesQuery,
): Promise<{ rows: PlayingActivityRow[]; total: number }> {
  const from =
    q.from === null ? sql`true` : sql`s.started_at >= (${q.from}::date::timestamp at time zone ${q.timeZone})`;
  const to =
    q.to === null ? sql`true` : sql`s.started_at < ((${q.to}::date + 1)::timestamp at time zone ${q.timeZone})`;
  const { rows } = await sql<PlayingActivityRow & { total_rows: number }>`select s.*,
      g.title as game_title, p.license as pod_license, count(*) over () :: int as total_rows
    from ${sql.table(`${SCHEMA}.play_sessions`)} s
    left join ${sql.table(`${liveSchema('games')}.games`)} g on g.id = s.game_id
    left join ${sql.table(`${liveSchema('pods')}.pods`)} p on p.id = s.pod_id
    where s.user_id = ${q.userId} and s.started_at is not null and ${from} and ${to}
    order by s.started_at desc, s.launch_id desc
    limit ${q.limit} offset ${q.offset}`.execute(db);
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total: rows[0]?.total_rows ?? 0 };
}

/** A launch and the play session it became, or undefined. */
export async function playSessionById(db: Kysely<unknown>, launchId: string): Promise<PlaySessionTable | undefined> {
  return rm(db).selectFrom('play_sessions').selectAll().where('launch_id', '=', launchId).executeTakeFirst();
}

/** A pod's launches, newest first. */
export async function playSessionsOfPod(db: Kysely<unknown>, podId: string, limit = 20): Promise<PlaySessionTable[]> {
  return rm(db)
    .selectFrom('play_sessions')
    .selectAll()
    .where('pod_id', '=', podId)
    .orderBy('requested_at', 'desc')
    .limit(limit)
    .execute();
}
