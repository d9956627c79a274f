import type {
  PlayDayTable,
  PlayGameDayTable,
  PlayLaunchTable,
  PlayPresenceDayTable,
  PlayQuarterTable,
} from './play-rollups.table.ts';

// What one launch adds to the rollups, as pure functions of its row: a batch subtracts what the
// launch added before and adds what it adds now, so a launch that moves (a late start, a replay
// of its end) leaves no trace where it was.

export const QUARTER_MS = 15 * 60_000;
export const DAY_MS = 86_400_000;

/** Launch facts the rollups read (a row as stored, or as a batch left it). */
export type Launch = Pick<
  PlayLaunchTable,
  | 'pod_id'
  | 'client_id'
  | 'lab_id'
  | 'user_id'
  | 'game_id'
  | 'platform'
  | 'guests'
  | 'started_at'
  | 'ended_at'
  | 'seconds'
>;

/** A closed session has its start, its end and its seconds; anything else started is live and read as it is. */
export const isClosed = (l: Launch): boolean => l.started_at !== null && l.ended_at !== null && l.seconds !== null;

export type QuarterDelta = Omit<PlayQuarterTable, 'quarter'> & { quarter: number };
export type DayDelta = PlayDayTable;

const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The quarter-hour rows a closed session adds to, for its lab and for its client (lab ''):
 * its start's quarter counts the session, its guests and its seconds; every quarter its span
 * crosses counts the milliseconds of the span inside it, up to a day after its start (the
 * reports hold no session lasts longer, and an end years after its start, a station's clock
 * gone wrong, would otherwise write a row per quarter of those years). `sign` -1 takes them away.
 */
export function quarterDeltas(l: Launch, sign: 1 | -1): QuarterDelta[] {
  if (!isClosed(l)) return [];
  const start = (l.started_at as Date).getTime();
  const end = Math.min((l.ended_at as Date).getTime(), start + DAY_MS);
  const byQuarter = new Map<number, { sessions: number; guests: number; seconds: number; occupied_ms: number }>();
  const at = (q: number) => {
    let row = byQuarter.get(q);
    if (!row) {
      row = { sessions: 0, guests: 0, seconds: 0, occupied_ms: 0 };
      byQuarter.set(q, row);
    }
    return row;
  };
  const first = at(floorTo(start, QUARTER_MS));
  first.sessions += sign;
  first.guests += sign * l.guests;
  first.seconds += sign * (l.seconds as number);
  // a span that ends before it starts was never in play
  for (let q = floorTo(start, QUARTER_MS); end > start && q < end; q += QUARTER_MS) {
    at(q).occupied_ms += sign * (Math.min(end, q + QUARTER_MS) - Math.max(start, q));
  }
  const rows: QuarterDelta[] = [];
  for (const [quarter, n] of byQuarter) {
    for (const lab_id of [l.lab_id, '']) rows.push({ client_id: l.client_id, lab_id, quarter, ...n });
  }
  return rows;
}

/** The UTC-day row a closed session adds to (its start's day, its pod, player, game and platform). */
export function dayDeltas(l: Launch, sign: 1 | -1): DayDelta[] {
  if (!isClosed(l)) return [];
  const start = (l.started_at as Date).getTime();
  const end = (l.ended_at as Date).getTime();
  return [
    {
      client_id: l.client_id,
      lab_id: l.lab_id,
      day: isoDay(start),
      pod_id: l.pod_id,
      user_id: l.user_id ?? '',
      game_id: l.game_id,
      platform: l.platform,
      sessions: sign,
      seconds: sign * (l.seconds as number),
      duration_ms: sign * Math.max(0, end - start),
    },
  ];
}

/** The UTC-day rows of a closed session's game, for its lab and for its client (lab ''). */
export function gameDayDeltas(l: Launch, sign: 1 | -1): PlayGameDayTable[] {
  if (!isClosed(l)) return [];
  const day = isoDay((l.started_at as Date).getTime());
  const n = { sessions: sign, seconds: sign * (l.seconds as number) };
  return [l.lab_id, ''].map((lab_id) => ({ client_id: l.client_id, lab_id, day, game_id: l.game_id, ...n }));
}

/** A signed-in player's closed session on its UTC day, in the four scopes: its lab or the client, its game or any. */
export function presenceDayDeltas(l: Launch, sign: 1 | -1): PlayPresenceDayTable[] {
  if (!isClosed(l) || l.user_id === null) return [];
  const day = isoDay((l.started_at as Date).getTime());
  const user_id = l.user_id;
  return [l.lab_id, ''].flatMap((lab_id) =>
    [l.game_id, ''].map((game_id) => ({ client_id: l.client_id, lab_id, game_id, user_id, day, sessions: sign })),
  );
}
