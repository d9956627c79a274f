import { type AnyDB, defineProjection, type RowChange, rowProjection } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import { playSessionHandlers } from '../play-sessions/play-sessions.projection.ts';
import type { PlaySessionTable } from '../play-sessions/play-sessions.table.ts';
import {
  type DayDelta,
  dayDeltas,
  type Launch,
  type QuarterDelta,
  quarterDeltas,
  sumDeltas,
} from './play-rollups.buckets.ts';
import { playRollupsMigrations } from './play-rollups.migrations.ts';
import { type PlayLaunchTable, playDayColumns, playLaunchColumns, playQuarterColumns } from './play-rollups.table.ts';

const launchOf = (r: PlaySessionTable | PlayLaunchTable): PlayLaunchTable => ({
  launch_id: r.launch_id,
  pod_id: r.pod_id,
  client_id: r.client_id,
  lab_id: r.lab_id,
  user_id: r.user_id,
  game_id: r.game_id,
  platform: r.platform,
  guests: r.guests,
  started_at: r.started_at,
  ended_at: r.ended_at,
  seconds: r.seconds,
});

// play_sessions' own rules, kept to the columns the rollups read: the same launches, started and
// ended the same way, so a rollup answer equals the raw one
const handlers = playSessionHandlers.map(
  ([type, h]) =>
    [
      type,
      {
        key: h.key,
        apply: (row: PlayLaunchTable | undefined, e: Parameters<typeof h.apply>[1]) => {
          const next = h.apply(row as PlaySessionTable | undefined, e);
          return next ? launchOf(next) : next;
        },
      },
    ] as const,
);

const quarterKey = (d: QuarterDelta) => `${d.client_id}|${d.lab_id}|${d.quarter}`;
const dayKey = (d: DayDelta) =>
  `${d.client_id}|${d.lab_id}|${d.day}|${d.pod_id}|${d.user_id}|${d.game_id}|${d.platform}`;

/** One array parameter per column, cast to the column's type. */
const arrays = <R extends Record<string, unknown>>(rows: readonly R[], types: Readonly<Record<string, string>>) =>
  Object.keys(types).map((c) => sql`${rows.map((r) => r[c])}::${sql.raw(types[c] as string)}[]`);

async function writeQuarters(db: Kysely<AnyDB>, schema: string, deltas: QuarterDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const rows = deltas.map((d) => ({ ...d, quarter: new Date(d.quarter) }));
  const t = sql.table(`${schema}.play_quarters`);
  const cols = Object.keys(playQuarterColumns);
  const written = await sql<{ client_id: string; lab_id: string; quarter: Date; empty: boolean }>`
    insert into ${t} as cur (${sql.join(cols.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(arrays(rows, playQuarterColumns))})
    on conflict (client_id, lab_id, quarter) do update set sessions = cur.sessions + excluded.sessions,
      guests = cur.guests + excluded.guests, seconds = cur.seconds + excluded.seconds,
      occupied_ms = cur.occupied_ms + excluded.occupied_ms
    returning client_id, lab_id, quarter, (sessions = 0 and guests = 0 and seconds = 0 and occupied_ms = 0) as empty`.execute(
    db,
  );
  const emptied = written.rows.filter((r) => r.empty);
  if (emptied.length === 0) return;
  // a row that no session touches any longer goes, so the table equals a rebuild's
  await sql`delete from ${t} q using unnest(${emptied.map((e) => e.client_id)}::text[], ${emptied.map((e) => e.lab_id)}::text[],
      ${emptied.map((e) => e.quarter)}::timestamptz[]) as e(client_id, lab_id, quarter)
    where q.client_id = e.client_id and q.lab_id = e.lab_id and q.quarter = e.quarter`.execute(db);
}

async function writeDays(db: Kysely<AnyDB>, schema: string, deltas: DayDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const t = sql.table(`${schema}.play_days`);
  const cols = Object.keys(playDayColumns);
  await sql`insert into ${t} as cur (${sql.join(cols.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(arrays(deltas, playDayColumns))})
    on conflict (client_id, day, lab_id, pod_id, user_id, game_id, platform) do update set
      sessions = cur.sessions + excluded.sessions, seconds = cur.seconds + excluded.seconds,
      duration_ms = cur.duration_ms + excluded.duration_ms`.execute(db);
  const gone = deltas.filter((d) => d.sessions < 0);
  if (gone.length === 0) return;
  const keys = ['client_id', 'lab_id', 'pod_id', 'user_id', 'game_id', 'platform'] as const;
  await sql`delete from ${t} d using unnest(${sql.join(keys.map((k) => sql`${gone.map((g) => g[k])}::text[]`))},
      ${gone.map((g) => g.day)}::date[]) as g(client_id, lab_id, pod_id, user_id, game_id, platform, day)
    where d.client_id = g.client_id and d.day = g.day and d.lab_id = g.lab_id and d.pod_id = g.pod_id
      and d.user_id = g.user_id and d.game_id = g.game_id and d.platform = g.platform and d.sessions = 0`.execute(db);
}

/** What a batch's changed launches add to the rollups and take from them. */
async function afterWrite(
  db: Kysely<AnyDB>,
  changes: readonly RowChange<PlayLaunchTable>[],
  ctx: { readonly schema: string },
): Promise<void> {
  const quarters: QuarterDelta[] = [];
  const days: DayDelta[] = [];
  for (const { before, after } of changes) {
    const was: Launch | undefined = before;
    if (was) quarters.push(...quarterDeltas(was, -1));
    if (was) days.push(...dayDeltas(was, -1));
    if (after) quarters.push(...quarterDeltas(after, 1));
    if (after) days.push(...dayDeltas(after, 1));
  }
  await writeQuarters(
    db,
    ctx.schema,
    sumDeltas(quarters, quarterKey, ['sessions', 'guests', 'seconds', 'occupied_ms']),
  );
  await writeDays(db, ctx.schema, sumDeltas(days, dayKey, ['sessions', 'seconds', 'duration_ms']));
}

const launches = rowProjection<PlayLaunchTable>({
  table: 'play_launches',
  keyColumn: 'launch_id',
  columnTypes: playLaunchColumns,
  handlers,
  afterWrite,
});

/** The play the reports sum: sessions and time in play by UTC quarter hour and by UTC day, and the live sessions. */
export const playRollupsProjection = defineProjection({
  name: 'play_rollups',
  description:
    'Closed play sessions rolled up by UTC quarter hour (per lab and per client: sessions, guests, seconds, milliseconds in play) and by UTC day (per pod, player, game and platform), beside each launch for the live sessions and the windows’ partial ends.',
  migrations: playRollupsMigrations,
  tables: { play_launches: playLaunchColumns, play_quarters: playQuarterColumns, play_days: playDayColumns },
  eventTypes: launches.eventTypes,
  apply: launches.apply,
});
