import { type AnyDB, defineProjection, type RowChange, rowProjection } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import { playSessionHandlers } from '../play-sessions/play-sessions.projection.ts';
import type { PlaySessionTable } from '../play-sessions/play-sessions.table.ts';
import { dayDeltas, gameDayDeltas, presenceDayDeltas, quarterDeltas } from './play-rollups.buckets.ts';
import { playRollupsMigrations } from './play-rollups.migrations.ts';
import {
  type PlayLaunchTable,
  playDayColumns,
  playGameDayColumns,
  playGroupColumns,
  playLaunchColumns,
  playPresenceColumns,
  playPresenceDayColumns,
  playQuarterColumns,
} from './play-rollups.table.ts';
import {
  addCounters,
  type CounterTable,
  type GroupKey,
  type PresenceDay,
  refreshGroups,
  writePresence,
} from './play-rollups.writes.ts';

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

/** A counter table's key columns and counters, split from its column types. */
function counterTable(
  name: string,
  types: Readonly<Record<string, string>>,
  counters: readonly string[],
): CounterTable {
  const pick = (keep: boolean) =>
    Object.fromEntries(Object.entries(types).filter(([c]) => counters.includes(c) === keep));
  return { name, keys: pick(false), counters: pick(true) };
}

const QUARTERS = counterTable('play_quarters', playQuarterColumns, ['sessions', 'guests', 'seconds', 'occupied_ms']);
const DAYS = counterTable('play_days', playDayColumns, ['sessions', 'seconds', 'duration_ms']);
const GAME_DAYS = counterTable('play_game_days', playGameDayColumns, ['sessions', 'seconds']);
const PRESENCE_DAYS = counterTable('play_presence_days', playPresenceDayColumns, ['sessions']);

/** What a batch's changed launches add to the rollups and take from them: each as it was comes off, each as it is goes on. */
async function afterWrite(
  db: Kysely<AnyDB>,
  changes: readonly RowChange<PlayLaunchTable>[],
  ctx: { readonly schema: string },
): Promise<void> {
  const deltas = { quarters: [] as object[], days: [] as object[], games: [] as object[], presence: [] as object[] };
  for (const { before, after } of changes) {
    for (const [launch, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!launch) continue;
      deltas.quarters.push(...quarterDeltas(launch, sign).map((d) => ({ ...d, quarter: new Date(d.quarter) })));
      deltas.days.push(...dayDeltas(launch, sign));
      deltas.games.push(...gameDayDeltas(launch, sign));
      deltas.presence.push(...presenceDayDeltas(launch, sign));
    }
  }
  const add = (t: CounterTable, rows: object[]) => addCounters(db, ctx.schema, t, rows as Record<string, unknown>[]);
  await add(QUARTERS, deltas.quarters);
  const days = await add(DAYS, deltas.days);
  await add(GAME_DAYS, deltas.games);
  await writePresence(db, ctx.schema, (await add(PRESENCE_DAYS, deltas.presence)) as PresenceDay[]);
  const groups = new Map<string, GroupKey>();
  for (const d of days as GroupKey[]) {
    const { client_id, lab_id, pod_id, user_id, game_id, platform } = d;
    groups.set(JSON.stringify([client_id, lab_id, pod_id, user_id, game_id, platform]), {
      client_id,
      lab_id,
      pod_id,
      user_id,
      game_id,
      platform,
    });
  }
  await refreshGroups(db, ctx.schema, [...groups.values()]);
}

const launches = rowProjection<PlayLaunchTable>({
  table: 'play_launches',
  keyColumn: 'launch_id',
  columnTypes: playLaunchColumns,
  handlers,
  afterWrite,
});

/** The play the reports sum: closed sessions rolled up by UTC quarter hour and by UTC day, and each launch for the rest. */
export const playRollupsProjection = defineProjection({
  name: 'play_rollups',
  description:
    'Closed play sessions rolled up by UTC quarter hour (per lab and per client: sessions, guests, seconds, milliseconds in play) and by UTC day (per pod, player, game and platform; per game; each player’s days), each activity’s totals and first and last day, beside each launch for the live sessions and the windows’ partial ends.',
  migrations: playRollupsMigrations,
  tables: {
    play_launches: playLaunchColumns,
    play_quarters: playQuarterColumns,
    play_days: playDayColumns,
    play_game_days: playGameDayColumns,
    play_presence_days: playPresenceDayColumns,
    play_presence: playPresenceColumns,
    play_groups: playGroupColumns,
  },
  eventTypes: launches.eventTypes,
  apply: launches.apply,
});
