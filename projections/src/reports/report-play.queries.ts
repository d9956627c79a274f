import { type RawBuilder, sql } from 'kysely';
import { elapsedEnd, inScope, type ReportScope, table } from './report-scope.ts';

// Play in a report's window, from the play_sessions read model (names from games, pods and
// users). A session belongs to the window it started in; one still running counts its time up
// to now. Occupancy is different: it is the time pods were in play inside the window, so a
// session that started the evening before counts from the window's start.

/** Seconds a session has lasted: its own figure once ended, the time since it started while running. */
const seconds = (s: ReportScope) =>
  sql`coalesce(s.seconds, greatest(0, extract(epoch from (${s.now}::timestamptz - s.started_at))))`;

/** Sessions that started in the window. */
const started = (s: ReportScope): RawBuilder<unknown> =>
  sql`${table('play_sessions', 'play_sessions')} s
    where s.started_at >= ${s.from}::timestamptz and s.started_at < ${s.to}::timestamptz and ${inScope('s', s)}`;

export type PlayTotals = { sessions: number; players: number; guests: number; seconds: number };

/** How many sessions, distinct players and guests, and how long they played (one row). */
export function playTotalsSql(s: ReportScope): RawBuilder<PlayTotals> {
  return sql<PlayTotals>`select count(*)::int as sessions,
      count(distinct s.user_id)::int as players,
      coalesce(sum(s.guests), 0)::int as guests,
      coalesce(sum(${seconds(s)}), 0)::float8 as seconds
    from ${started(s)}`;
}

export type PlayGroup = {
  pod: string | null;
  player: string | null;
  game_id: string;
  game: string | null;
  platform: string;
  sessions: number;
  seconds: number;
};

/** Play grouped by pod, player, game and platform, the longest first. */
export function playByActivitySql(s: ReportScope, limit = 500): RawBuilder<PlayGroup> {
  return sql<PlayGroup>`select p.license as pod, u.email as player, g.game_id, gm.title as game,
      g.platform, g.sessions, g.seconds
    from (select s.pod_id, s.user_id, s.game_id, s.platform, count(*)::int as sessions,
        sum(${seconds(s)})::float8 as seconds
      from ${started(s)} group by 1, 2, 3, 4) g
    left join ${table('pods', 'pods')} p on p.id = g.pod_id
    left join ${table('users', 'users')} u on u.id = g.user_id
    left join ${table('games', 'games')} gm on gm.id = g.game_id
    order by g.seconds desc, g.sessions desc, p.license nulls last, u.email nulls last, g.game_id, g.platform, g.pod_id
    limit ${limit}`;
}

export type GameGroup = { game_id: string; game: string | null; sessions: number; players: number; seconds: number };

/** Games by time played, the most played first. */
export function playByGameSql(s: ReportScope, limit = 100): RawBuilder<GameGroup> {
  return sql<GameGroup>`select g.game_id, gm.title as game, g.sessions, g.players, g.seconds
    from (select s.game_id, count(*)::int as sessions, count(distinct s.user_id)::int as players,
        sum(${seconds(s)})::float8 as seconds
      from ${started(s)} group by 1) g
    left join ${table('games', 'games')} gm on gm.id = g.game_id
    order by g.seconds desc, g.sessions desc, g.game_id
    limit ${limit}`;
}

export type DayGroup = { day: string; sessions: number; seconds: number };

/** Every local day of the window ('YYYY-MM-DD'), with the sessions that started on it (0 for none). */
export function playByDaySql(s: ReportScope): RawBuilder<DayGroup> {
  const tz = s.timeZone;
  return sql<DayGroup>`with days as (
      select d::date as day from generate_series(
        (${s.from}::timestamptz at time zone ${tz})::date,
        ((${s.to}::timestamptz - interval '1 microsecond') at time zone ${tz})::date,
        interval '1 day') d),
    played as (select (s.started_at at time zone ${tz})::date as day, count(*)::int as sessions,
        sum(${seconds(s)})::float8 as seconds
      from ${started(s)} group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(played.sessions, 0)::int as sessions,
      coalesce(played.seconds, 0)::float8 as seconds
    from days left join played using (day) order by days.day`;
}

/** Sessions overlapping the elapsed window, clipped to it: the time pods were in play. */
const overlapping = (s: ReportScope) => {
  const end = elapsedEnd(s);
  // no session is longer than a day; the bound lets the index on started_at narrow the scan
  return sql`select s.pod_id, greatest(s.started_at, ${s.from}::timestamptz) as a,
      least(coalesce(s.ended_at, ${s.now}::timestamptz), ${end}::timestamptz) as b
    from ${table('play_sessions', 'play_sessions')} s
    where s.started_at >= ${s.from}::timestamptz - interval '1 day' and s.started_at < ${end}::timestamptz
      and coalesce(s.ended_at, ${s.now}::timestamptz) > ${s.from}::timestamptz and ${inScope('s', s)}`;
};

export type HourGroup = { hour: number; played: number; capacity: number };

/**
 * For each local hour of the day (0–23), the seconds pods were in play in that hour over the
 * window, and the seconds of that hour the window held (per pod: multiply by the pods). The
 * cut by wall-clock hour starts an hour early: a repeated hour (clocks going back) is read as
 * its later pass, so a span starting in its first pass belongs to the hour before.
 */
export function playByHourSql(s: ReportScope): RawBuilder<HourGroup> {
  const tz = s.timeZone;
  const end = elapsedEnd(s);
  return sql<HourGroup>`with hours as (
      select extract(hour from h)::int as hour,
        sum(greatest(0, extract(epoch from least((h + interval '1 hour') at time zone ${tz}, ${end}::timestamptz)
          - greatest(h at time zone ${tz}, ${s.from}::timestamptz))))::float8 as capacity
      from generate_series(date_trunc('hour', ${s.from}::timestamptz at time zone ${tz}) - interval '1 hour',
        ${end}::timestamptz at time zone ${tz}, interval '1 hour') h
      where ${end}::timestamptz > ${s.from}::timestamptz
      group by 1),
    spans as (${overlapping(s)}),
    pieces as (
      select extract(hour from h)::int as hour,
        greatest(0, extract(epoch from least(spans.b, (h + interval '1 hour') at time zone ${tz})
          - greatest(spans.a, h at time zone ${tz}))) as secs
      from spans cross join lateral generate_series(date_trunc('hour', spans.a at time zone ${tz}) - interval '1 hour',
        spans.b at time zone ${tz}, interval '1 hour') h
      where spans.b > spans.a),
    played as (select hour, sum(secs)::float8 as played from pieces group by 1)
    select g.hour, coalesce(played.played, 0)::float8 as played, coalesce(hours.capacity, 0)::float8 as capacity
    from generate_series(0, 23) g(hour)
    left join hours on hours.hour = g.hour left join played on played.hour = g.hour
    order by g.hour`;
}

export type PodPlay = { pod_id: string; sessions: number; seconds: number; occupied: number };

/** Each pod's sessions started in the window, their time, and its seconds in play inside the window. */
export function playByPodSql(s: ReportScope): RawBuilder<PodPlay> {
  return sql<PodPlay>`with st as (select s.pod_id, count(*)::int as sessions,
        sum(${seconds(s)})::float8 as seconds from ${started(s)} group by 1),
      occ as (select o.pod_id, sum(extract(epoch from (o.b - o.a)))::float8 as occupied
        from (${overlapping(s)}) o where o.b > o.a group by 1)
    select coalesce(st.pod_id, occ.pod_id) as pod_id, coalesce(st.sessions, 0)::int as sessions,
      coalesce(st.seconds, 0)::float8 as seconds, coalesce(occ.occupied, 0)::float8 as occupied
    from st full join occ on occ.pod_id = st.pod_id`;
}
