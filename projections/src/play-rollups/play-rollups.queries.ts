import { type RawBuilder, sql } from 'kysely';
import type { DayGroup, GameGroup, HourGroup, PlayGroup, PlayTotals, PodPlay } from '../reports/report-play.queries.ts';
import { elapsedEnd, inScope, type ReportScope, table } from '../reports/report-scope.ts';
import { byDays, byQuarters, reachDays, type Span } from './play-rollups.window.ts';

// The reports' play figures from the rollups: the whole quarter hours and UTC days of a window
// from play_quarters and play_days, its ragged ends from the launches, and the live sessions
// (no rollup holds them: their time runs up to now) from the launches too. Each answers what
// the query of the same name in reports/report-play.queries.ts answers from play_sessions.

const launches = () => table('play_rollups', 'play_launches');
const quarters = () => table('play_rollups', 'play_quarters');
const days = () => table('play_rollups', 'play_days');
const gameDays = () => table('play_rollups', 'play_game_days');
const presence = () => table('play_rollups', 'play_presence');
const groups = () => table('play_rollups', 'play_groups');

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const anyOf = (parts: readonly RawBuilder<unknown>[]) =>
  parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
/** `l.started_at` in one of the spans. */
const startedIn = (spans: readonly Span[]) =>
  anyOf(spans.map((s) => sql`(l.started_at >= ${ts(s.from)} and l.started_at < ${ts(s.to)})`));

/** Closed launches are in the rollups; live ones (started, not yet both ended and timed) are not. */
const CLOSED = sql`l.seconds is not null and l.ended_at is not null`;
const LIVE = sql`l.started_at is not null and (l.seconds is null or l.ended_at is null)`;

/** A session's seconds as the reports count them: its own figure once it has one, the time since it started until then. */
const seconds = (s: ReportScope) =>
  sql`coalesce(l.seconds, greatest(0, extract(epoch from (${ts(s.now)} - l.started_at))))`;

/** The quarter-hour rows of the scope: a lab's, or the client's (lab ''), or every client's. */
const quarterScope = (s: ReportScope) =>
  sql`${s.clientId === undefined ? sql`true` : sql`q.client_id = ${s.clientId}`} and q.lab_id = ${s.labId ?? ''}`;

const quartersIn = (span: Span | null) =>
  span ? sql`q.quarter >= ${ts(span.from)} and q.quarter < ${ts(span.to)}` : sql`false`;

/**
 * The local hour of the day an instant is read in, as the hour-by-hour cut of a span reads it:
 * the last wall-clock hour whose start (a repeated hour read as its later pass) is not after it.
 */
const hourOf = (t: RawBuilder<unknown>, tz: string) => {
  const wall = sql`date_trunc('hour', ${t} at time zone ${tz})`;
  return sql`extract(hour from case when (${wall} at time zone ${tz}) > ${t} then ${wall} - interval '1 hour' else ${wall} end)::int`;
};

const window = (s: ReportScope): Span => ({ from: s.from, to: s.to });
const elapsed = (s: ReportScope): Span => ({ from: s.from, to: elapsedEnd(s) });

/**
 * Sessions started in `span`, one row per pod, player, game and platform of a UTC day (whole
 * days), per closed launch (the partial days) and per live launch (with `live`): pod_id,
 * user_id, game_id, platform, sessions, seconds, duration_ms (0 for live ones).
 */
function startedByDay(s: ReportScope, span: Span, o: { live: boolean }): RawBuilder<unknown> {
  const c = byDays(span);
  const parts: RawBuilder<unknown>[] = [];
  if (c.inner) {
    parts.push(sql`select d.pod_id, nullif(d.user_id, '') as user_id, d.game_id, d.platform, d.sessions,
        d.seconds::numeric as seconds, d.duration_ms::numeric as duration_ms
      from ${days()} d
      where d.day >= ${c.inner.from.toISOString().slice(0, 10)}::date and d.day < ${c.inner.to.toISOString().slice(0, 10)}::date
        and ${inScope('d', s)}`);
  }
  if (c.ends.length > 0) {
    parts.push(sql`select l.pod_id, l.user_id, l.game_id, l.platform, 1, l.seconds::numeric,
        greatest(0, extract(epoch from (l.ended_at - l.started_at)) * 1000)
      from ${launches()} l where ${CLOSED} and ${startedIn(c.ends)} and ${inScope('l', s)}`);
  }
  if (o.live) {
    parts.push(sql`select l.pod_id, l.user_id, l.game_id, l.platform, 1, ${seconds(s)}, 0::numeric
      from ${launches()} l where ${LIVE} and ${startedIn([span])} and ${inScope('l', s)}`);
  }
  if (parts.length === 0)
    parts.push(sql`select null::text, null::text, null::text, null::text, 0, 0::numeric, 0::numeric where false`);
  return sql`(${sql.join(parts, sql` union all `)}) x(pod_id, user_id, game_id, platform, sessions, seconds, duration_ms)`;
}

const LAUNCH_COLUMNS = sql`l.client_id, l.lab_id, l.pod_id, l.user_id, l.game_id, l.platform, l.guests, l.started_at,
  l.ended_at, l.seconds`;

/**
 * Launches started in the window that no whole unit of `cut` holds, as a table `l`: the closed
 * ones at its ragged ends, and the live ones (two reads, each from an index of its own).
 */
function outside(s: ReportScope, ends: readonly Span[]): RawBuilder<unknown> {
  return sql`(select ${LAUNCH_COLUMNS} from ${launches()} l where ${CLOSED} and ${startedIn(ends)} and ${inScope('l', s)}
    union all
    select ${LAUNCH_COLUMNS} from ${launches()} l where ${LIVE} and ${startedIn([window(s)])} and ${inScope('l', s)}) l`;
}

/** Launches started in the window that no whole quarter hour holds. */
const startedOutsideQuarters = (s: ReportScope) => outside(s, byQuarters(window(s)).ends);

/** Launches started in the window that no whole UTC day holds. */
const startedOutsideDays = (s: ReportScope) => outside(s, byDays(window(s)).ends);

const dayText = (d: Date) => d.toISOString().slice(0, 10);
/** The whole UTC days of the window as a daterange ('[)'). */
const wholeDays = (span: Span) => sql`daterange(${dayText(span.from)}::date, ${dayText(span.to)}::date)`;

/** A player row's scope: the client's rows (lab '') unless a lab is asked for. */
const presenceScope = (s: ReportScope) =>
  sql`${s.clientId === undefined ? sql`true` : sql`p.client_id = ${s.clientId}`} and p.lab_id = ${s.labId ?? ''}`;

/** The players (user_id) of the window: those whose days meet its whole days, and those of its partial days and live sessions. */
function playersSql(s: ReportScope): RawBuilder<unknown> {
  const inner = byDays(window(s)).inner;
  const whole = inner
    ? sql`select p.user_id from ${presence()} p where ${presenceScope(s)} and p.game_id = '' and p.days && ${wholeDays(inner)}`
    : sql`select null::text where false`;
  return sql`(${whole} union select l.user_id from ${startedOutsideDays(s)} where l.user_id is not null) u`;
}

/** As `playTotalsSql`, from the rollups. */
export function rollupPlayTotalsSql(s: ReportScope): RawBuilder<PlayTotals> {
  const inner = byQuarters(window(s)).inner;
  return sql<PlayTotals>`with qt as (select coalesce(sum(q.sessions), 0) as sessions, coalesce(sum(q.guests), 0) as guests,
        coalesce(sum(q.seconds), 0)::numeric as seconds
      from ${quarters()} q where ${quartersIn(inner)} and ${quarterScope(s)}),
    lt as (select count(*) as sessions, coalesce(sum(l.guests), 0) as guests, coalesce(sum(${seconds(s)}), 0) as seconds
      from ${startedOutsideQuarters(s)}),
    pl as (select count(*) as players from ${playersSql(s)})
    select (qt.sessions + lt.sessions)::int as sessions, pl.players::int as players,
      (qt.guests + lt.guests)::int as guests, (qt.seconds + lt.seconds)::float8 as seconds
    from qt, lt, pl`;
}

/**
 * As `playByActivitySql`, from the rollups. An activity whose days all lie in the window's whole
 * days has its all-time figures as the window's: those are read the longest first, only as
 * many as can still make the list. The activities whose days cross the window's ends, and those
 * of its partial days and live sessions, have their days summed. A window that ends now takes
 * its last day whole (nothing has started after now), so today's sessions touch nothing.
 */
export function rollupPlayByActivitySql(s: ReportScope, limit = 500): RawBuilder<PlayGroup> {
  const { inner, added, taken } = reachDays(window(s), s.now);
  const listed = (from: RawBuilder<unknown>) => sql<PlayGroup>`select p.license as pod, u.email as player, g.game_id,
      gm.title as game, g.platform, g.sessions, g.seconds
    from (select x.pod_id, nullif(x.user_id, '') as user_id, x.game_id, x.platform, sum(x.sessions)::int as sessions,
        sum(x.seconds)::float8 as seconds
      from ${from} group by 1, 2, 3, 4 having sum(x.sessions) <> 0) g
    left join ${table('pods', 'pods')} p on p.id = g.pod_id
    left join ${table('users', 'users')} u on u.id = g.user_id
    left join ${table('games', 'games')} gm on gm.id = g.game_id
    order by g.seconds desc, g.sessions desc, p.license nulls last, u.email nulls last, g.game_id, g.platform, g.pod_id
    limit ${limit}`;
  if (!inner) return listed(startedByDay(s, window(s), { live: true }));
  const d1 = sql`${dayText(inner.from)}::date`;
  const d2 = sql`${dayText(inner.to)}::date`;
  const key = ['client_id', 'lab_id', 'pod_id', 'user_id', 'game_id', 'platform'];
  const same = (a: string, b: string) =>
    sql.join(
      key.map((k) => sql`${sql.ref(`${a}.${k}`)} = ${sql.ref(`${b}.${k}`)}`),
      sql` and `,
    );
  const span = sql`daterange(g.first_day, g.last_day, '[]')`;
  // an activity all of whose days lie in the whole days: its all-time figures are the window's
  const inside = sql`${inScope('g', s)} and g.first_day >= ${d1} and g.last_day < ${d2}`;
  // the sessions the whole days miss (+1) or hold past the window's end (-1), and the live ones
  const signed = (sign: 1 | -1, where: RawBuilder<unknown>) => sql`select l.client_id, l.lab_id, l.pod_id,
      coalesce(l.user_id, '') as user_id, l.game_id, l.platform, ${sql.raw(String(sign))}::bigint as sessions,
      ${sql.raw(String(sign))} * ${seconds(s)} as seconds
    from ${launches()} l where ${where} and ${inScope('l', s)}`;
  const outside = sql.join(
    [
      signed(1, sql`${CLOSED} and ${startedIn(added)}`),
      ...(taken ? [signed(-1, sql`${CLOSED} and ${startedIn([taken])}`)] : []),
      signed(1, sql`${LIVE} and ${startedIn([window(s)])}`),
    ],
    sql` union all `,
  );
  return listed(sql`(with outside as (${outside}),
      touched as (select g.client_id, g.lab_id, g.pod_id, g.user_id, g.game_id, g.platform from ${groups()} g
          where ${inScope('g', s)} and (${span} @> daterange(${d1} - 1, ${d1}, '[]') or ${span} @> daterange(${d2} - 1, ${d2}, '[]'))
        union select o.client_id, o.lab_id, o.pod_id, o.user_id, o.game_id, o.platform from outside o),
      exact as (select d.pod_id, d.user_id, d.game_id, d.platform, d.sessions::bigint as sessions, d.seconds::numeric as seconds
          from ${days()} d join touched t on ${same('d', 't')} where d.day >= ${d1} and d.day < ${d2}
        union all select o.pod_id, o.user_id, o.game_id, o.platform, o.sessions, o.seconds from outside o),
      -- as many as can make the list once those the window's ends touch (summed in exact) are set aside
      top as (select g.seconds from ${groups()} g where ${inside} order by g.seconds desc
        limit (select count(*) from touched) + ${limit})
    select * from exact union all
    select g.pod_id, g.user_id, g.game_id, g.platform, g.sessions::bigint, g.seconds::numeric from ${groups()} g
    where ${inside} and g.seconds >= (select min(top.seconds) from top)
      and not exists (select 1 from touched t where ${same('g', 't')})) x`);
}

/**
 * As `playByGameSql`, from the rollups: each game's sessions and time from its days, its players
 * from their days (one row each, so counted without a distinct), with the window's partial days
 * and live sessions from the launches; a player of those counts unless their days already did.
 */
export function rollupPlayByGameSql(s: ReportScope, limit = 100): RawBuilder<GameGroup> {
  const inner = byDays(window(s)).inner;
  const sessions = inner
    ? sql`select g.game_id, g.sessions, g.seconds::numeric as seconds from ${gameDays()} g
      where ${s.clientId === undefined ? sql`true` : sql`g.client_id = ${s.clientId}`} and g.lab_id = ${s.labId ?? ''}
        and g.day >= ${dayText(inner.from)}::date and g.day < ${dayText(inner.to)}::date`
    : sql`select null::text, 0, 0::numeric where false`;
  const meets = inner ? sql`p.days && ${wholeDays(inner)}` : sql`false`;
  // a player of two clients is one player for 'All clients': there the distinct is needed
  const players =
    s.clientId === undefined
      ? sql`select y.game_id, count(*) as players from (
          select p.game_id, p.user_id from ${presence()} p where ${presenceScope(s)} and p.game_id <> '' and ${meets}
          union select l.game_id, l.user_id from ${startedOutsideDays(s)} where l.user_id is not null) y group by 1`
      : sql`select y.game_id, count(*) as players from (
          select p.game_id from ${presence()} p where ${presenceScope(s)} and p.game_id <> '' and ${meets}
          union all
          select e.game_id from (select distinct l.game_id, l.user_id from ${startedOutsideDays(s)} where l.user_id is not null) e
          where not exists (select 1 from ${presence()} p where ${presenceScope(s)} and p.game_id = e.game_id
            and p.user_id = e.user_id and ${meets})) y group by 1`;
  return sql<GameGroup>`with gs as (select x.game_id, sum(x.sessions) as sessions, sum(x.seconds) as seconds
      from (${sessions} union all select l.game_id, 1, ${seconds(s)} from ${startedOutsideDays(s)}) x(game_id, sessions, seconds)
      group by 1),
    gp as (${players})
    select gs.game_id, gm.title as game, gs.sessions::int as sessions, coalesce(gp.players, 0)::int as players,
      gs.seconds::float8 as seconds
    from gs left join gp on gp.game_id = gs.game_id
    left join ${table('games', 'games')} gm on gm.id = gs.game_id
    order by gs.seconds desc, gs.sessions desc, gs.game_id
    limit ${limit}`;
}

/** As `playByDaySql`, from the rollups. */
export function rollupPlayByDaySql(s: ReportScope): RawBuilder<DayGroup> {
  const tz = s.timeZone;
  const inner = byQuarters(window(s)).inner;
  return sql<DayGroup>`with days as (
      select d::date as day from generate_series(
        (${ts(s.from)} at time zone ${tz})::date,
        ((${ts(s.to)} - interval '1 microsecond') at time zone ${tz})::date,
        interval '1 day') d),
    played as (select x.day, sum(x.sessions)::int as sessions, sum(x.seconds)::float8 as seconds
      from (select (q.quarter at time zone ${tz})::date as day, q.sessions, q.seconds::numeric as seconds
          from ${quarters()} q where ${quartersIn(inner)} and ${quarterScope(s)} and q.sessions <> 0
        union all
        select (l.started_at at time zone ${tz})::date, 1, ${seconds(s)} from ${startedOutsideQuarters(s)}) x
      group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(played.sessions, 0)::int as sessions,
      coalesce(played.seconds, 0)::float8 as seconds
    from days left join played using (day) order by days.day`;
}

/** As `playByHourSql`, from the rollups: the whole quarter hours' time in play, and the ends and live sessions cut by hour. */
export function rollupPlayByHourSql(s: ReportScope): RawBuilder<HourGroup> {
  const tz = s.timeZone;
  const end = elapsedEnd(s);
  const c = byQuarters(elapsed(s));
  // a closed session in play at a ragged end (each within one quarter hour, so one local hour);
  // none is longer than a day, which bounds the scan of its start
  const ends = c.ends.map(
    (e) => sql`select ${hourOf(ts(e.from), tz)} as hour,
        greatest(0, extract(epoch from (least(l.ended_at, ${ts(e.to)}) - greatest(l.started_at, ${ts(e.from)})))) as secs
      from ${launches()} l
      where ${CLOSED} and l.started_at >= ${ts(s.from)} - interval '1 day' and l.started_at >= ${ts(e.from)} - interval '1 day'
        and l.started_at < ${ts(e.to)} and l.ended_at > ${ts(e.from)} and ${inScope('l', s)}`,
  );
  return sql<HourGroup>`with hours as (
      select extract(hour from h)::int as hour,
        sum(greatest(0, extract(epoch from least((h + interval '1 hour') at time zone ${tz}, ${ts(end)})
          - greatest(h at time zone ${tz}, ${ts(s.from)}))))::float8 as capacity
      from generate_series(date_trunc('hour', ${ts(s.from)} at time zone ${tz}) - interval '1 hour',
        ${ts(end)} at time zone ${tz}, interval '1 hour') h
      where ${ts(end)} > ${ts(s.from)}
      group by 1),
    spans as (select greatest(l.started_at, ${ts(s.from)}) as a,
        least(coalesce(l.ended_at, ${ts(s.now)}), ${ts(end)}) as b
      from ${launches()} l
      where ${LIVE} and l.started_at >= ${ts(s.from)} - interval '1 day' and l.started_at < ${ts(end)}
        and coalesce(l.ended_at, ${ts(s.now)}) > ${ts(s.from)} and ${inScope('l', s)}),
    pieces as (
      select extract(hour from h)::int as hour,
        greatest(0, extract(epoch from least(spans.b, (h + interval '1 hour') at time zone ${tz})
          - greatest(spans.a, h at time zone ${tz}))) as secs
      from spans cross join lateral generate_series(date_trunc('hour', spans.a at time zone ${tz}) - interval '1 hour',
        spans.b at time zone ${tz}, interval '1 hour') h
      where spans.b > spans.a
      union all
      select ${hourOf(sql`q.quarter`, tz)} as hour, q.occupied_ms::numeric / 1000 as secs
      from ${quarters()} q where ${quartersIn(c.inner)} and ${quarterScope(s)} and q.occupied_ms <> 0
      ${c.ends.length > 0 ? sql`union all ${sql.join(ends, sql` union all `)}` : sql``}),
    played as (select hour, sum(secs)::float8 as played from pieces group by 1)
    select g.hour, coalesce(played.played, 0)::float8 as played, coalesce(hours.capacity, 0)::float8 as capacity
    from generate_series(0, 23) g(hour)
    left join hours on hours.hour = g.hour left join played on played.hour = g.hour
    order by g.hour`;
}

/**
 * As `playByPodSql`, from the rollups. A pod's time in play in the window is the full length of
 * its closed sessions started in it, less what ran past the window's end, plus what a session
 * started the day before ran into it, plus its live session's time in it.
 */
export function rollupPlayByPodSql(s: ReportScope): RawBuilder<PodPlay> {
  const end = elapsedEnd(s);
  const from = ts(s.from);
  const until = ts(end);
  const occupied =
    end.getTime() > s.from.getTime()
      ? sql`select x.pod_id, x.duration_ms as ms from ${startedByDay(s, elapsed(s), { live: false })}
        union all
        select l.pod_id, -(extract(epoch from (l.ended_at - ${until})) * 1000) from ${launches()} l
        where ${CLOSED} and l.started_at >= ${from} and l.started_at >= ${until} - interval '1 day'
          and l.started_at < ${until} and l.ended_at > ${until} and ${inScope('l', s)}
        union all
        select l.pod_id, extract(epoch from (least(l.ended_at, ${until}) - ${from})) * 1000 from ${launches()} l
        where ${CLOSED} and l.started_at >= ${from} - interval '1 day' and l.started_at < ${from}
          and l.ended_at > ${from} and ${inScope('l', s)}
        union all
        select l.pod_id, greatest(0, extract(epoch from (least(coalesce(l.ended_at, ${ts(s.now)}), ${until})
            - greatest(l.started_at, ${from}))) * 1000) from ${launches()} l
        where ${LIVE} and l.started_at >= ${from} - interval '1 day' and l.started_at < ${until}
          and coalesce(l.ended_at, ${ts(s.now)}) > ${from} and ${inScope('l', s)}`
      : sql`select null::text as pod_id, 0::numeric as ms where false`;
  return sql<PodPlay>`with st as (select x.pod_id, sum(x.sessions)::int as sessions, sum(x.seconds)::float8 as seconds
        from ${startedByDay(s, window(s), { live: true })} group by 1),
      occ as (select o.pod_id, (sum(o.ms) / 1000)::float8 as occupied from (${occupied}) o group by 1)
    select coalesce(st.pod_id, occ.pod_id) as pod_id, coalesce(st.sessions, 0)::int as sessions,
      coalesce(st.seconds, 0)::float8 as seconds, coalesce(occ.occupied, 0)::float8 as occupied
    from st full join occ on occ.pod_id = st.pod_id`;
}
