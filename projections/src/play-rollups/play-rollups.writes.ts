import type { AnyDB } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';

// The rollups' writes: counters added to in one statement per table (a row every counter of
// which falls to 0 is removed, so the tables always equal a rebuild), each player's days of
// play as a multirange, and each activity's first and last day and totals, read back from its days.

/** A table of counters: its key columns and counters, with their Postgres types. */
export type CounterTable = {
  readonly name: string;
  readonly keys: Readonly<Record<string, string>>;
  readonly counters: Readonly<Record<string, string>>;
};

type Row = Record<string, unknown>;

/** One array parameter per column, cast to the column's type. */
const arrays = (rows: readonly Row[], types: Readonly<Record<string, string>>) =>
  Object.entries(types).map(([c, type]) => sql`${rows.map((r) => r[c] ?? null)}::${sql.raw(type)}[]`);

const keyOf = (t: CounterTable, r: Row) => Object.keys(t.keys).map((k) => String(r[k]));

/**
 * Adds each delta's counters to its row (made at the delta when new), deltas of one key summed
 * first; removes the rows left at 0. Returns each touched row's key columns and new counters.
 */
export async function addCounters(
  db: Kysely<AnyDB>,
  schema: string,
  t: CounterTable,
  deltas: readonly Row[],
): Promise<Row[]> {
  const summed = new Map<string, Row>();
  for (const d of deltas) {
    const key = keyOf(t, d).join('\u0000');
    const held = summed.get(key);
    if (!held) summed.set(key, { ...d });
    else for (const c of Object.keys(t.counters)) held[c] = (held[c] as number) + (d[c] as number);
  }
  const rows = [...summed.values()].filter((r) => Object.keys(t.counters).some((c) => r[c] !== 0));
  if (rows.length === 0) return [];
  const table = sql.table(`${schema}.${t.name}`);
  const types = { ...t.keys, ...t.counters };
  const cols = Object.keys(types);
  const keys = Object.keys(t.keys);
  const counters = Object.keys(t.counters);
  const written = await sql<Row>`insert into ${table} as cur (${sql.join(cols.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(arrays(rows, types))})
    on conflict (${sql.join(keys.map((k) => sql.ref(k)))}) do update set
      ${sql.join(counters.map((c) => sql`${sql.ref(c)} = cur.${sql.ref(c)} + excluded.${sql.ref(c)}`))}
    returning ${sql.join(cols.map((c) => sql`${sql.ref(c)}::text as ${sql.ref(c)}`))}`.execute(db);
  const emptied = written.rows.filter((r) => counters.every((c) => Number(r[c]) === 0));
  if (emptied.length > 0) {
    const match = sql.join(
      keys.map((k) => sql`t.${sql.ref(k)} = e.${sql.ref(k)}`),
      sql` and `,
    );
    await sql`delete from ${table} t using unnest(${sql.join(arrays(emptied, t.keys))})
        as e(${sql.join(keys.map((k) => sql.ref(k)))})
      where ${match}`.execute(db);
  }
  return written.rows;
}

/** A player's days of play in a scope ('' lab: the client's; '' game: any game), as the counts of them left them. */
export type PresenceDay = {
  client_id: string;
  lab_id: string;
  game_id: string;
  user_id: string;
  day: string;
  sessions: number;
};

const singleDays = (days: readonly string[]) => `{${days.map((d) => `[${d},${d}]`).join(',')}}`;

/** Puts the days a player has sessions on into their multirange and takes out the days they no longer have. */
export async function writePresence(db: Kysely<AnyDB>, schema: string, days: readonly PresenceDay[]): Promise<void> {
  const byPlayer = new Map<string, { key: PresenceDay; add: string[]; remove: string[] }>();
  for (const d of days) {
    const key = `${d.client_id}\u0000${d.lab_id}\u0000${d.game_id}\u0000${d.user_id}`;
    let p = byPlayer.get(key);
    if (!p) {
      p = { key: d, add: [], remove: [] };
      byPlayer.set(key, p);
    }
    (Number(d.sessions) > 0 ? p.add : p.remove).push(d.day);
  }
  if (byPlayer.size === 0) return;
  const players = [...byPlayer.values()];
  const table = sql.table(`${schema}.play_presence`);
  const keys = sql`unnest(${sql.join(
    (['client_id', 'lab_id', 'game_id', 'user_id'] as const).map((k) => sql`${players.map((p) => p.key[k])}::text[]`),
  )}, ${players.map((p) => singleDays(p.add))}::datemultirange[], ${players.map((p) => singleDays(p.remove))}::datemultirange[])
    as x(client_id, lab_id, game_id, user_id, added, removed)`;
  const match = sql`t.client_id = x.client_id and t.lab_id = x.lab_id and t.game_id = x.game_id and t.user_id = x.user_id`;
  await sql`insert into ${table} as t (client_id, lab_id, game_id, user_id, days)
    select x.client_id, x.lab_id, x.game_id, x.user_id, x.added from ${keys}
    on conflict (client_id, lab_id, game_id, user_id) do update set days = t.days + excluded.days`.execute(db);
  await sql`update ${table} t set days = t.days - x.removed from ${keys} where ${match} and not isempty(x.removed)`.execute(
    db,
  );
  await sql`delete from ${table} t using ${keys} where ${match} and isempty(t.days)`.execute(db);
}

/** An activity: a pod, a player ('' for walk-ins), a game and a platform, in a lab of a client. */
export type GroupKey = {
  client_id: string;
  lab_id: string;
  pod_id: string;
  user_id: string;
  game_id: string;
  platform: string;
};

const GROUP_KEYS = ['client_id', 'lab_id', 'pod_id', 'user_id', 'game_id', 'platform'] as const;

/** Reads each activity's totals and first and last day back from its days (an activity with none left goes). */
export async function refreshGroups(db: Kysely<AnyDB>, schema: string, groups: readonly GroupKey[]): Promise<void> {
  if (groups.length === 0) return;
  const keys = sql`unnest(${sql.join(GROUP_KEYS.map((k) => sql`${groups.map((g) => g[k])}::text[]`))})
    as k(${sql.join(GROUP_KEYS.map((k) => sql.ref(k)))})`;
  const match = (a: string) =>
    sql.join(
      GROUP_KEYS.map((k) => sql`${sql.ref(`${a}.${k}`)} = k.${sql.ref(k)}`),
      sql` and `,
    );
  const days = sql.table(`${schema}.play_days`);
  const table = sql.table(`${schema}.play_groups`);
  await sql`insert into ${table} as g (client_id, lab_id, pod_id, user_id, game_id, platform, first_day, last_day, sessions, seconds)
    select d.client_id, d.lab_id, d.pod_id, d.user_id, d.game_id, d.platform, min(d.day), max(d.day), sum(d.sessions), sum(d.seconds)
    from ${days} d join ${keys} on ${match('d')}
    group by 1, 2, 3, 4, 5, 6
    on conflict (client_id, lab_id, pod_id, user_id, game_id, platform) do update set first_day = excluded.first_day,
      last_day = excluded.last_day, sessions = excluded.sessions, seconds = excluded.seconds`.execute(db);
  await sql`delete from ${table} g using ${keys} where ${match('g')}
    and not exists (select 1 from ${days} d where d.client_id = g.client_id and d.pod_id = g.pod_id
      and d.user_id = g.user_id and d.game_id = g.game_id and d.platform = g.platform and d.lab_id = g.lab_id)`.execute(
    db,
  );
}
