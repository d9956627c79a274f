// The reports' read model catching up on the play history: play_sessions rebuilt from the log
// into a database of its own, beside the same rows upserted raw into a scratch table.
import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase } from '@gamepod/devkit';
import { catalogue, type StoredEvent, type StoreNames } from '@gamepod/events';
import { openDatabase, replayProjection } from '@gamepod/log-runtime';
import { type PlaySessionTable, playSessionsProjection } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/transport-node';
import { sql } from 'kysely';
import { type BenchResult, perSecond, timeIt } from './bench-kit.ts';
import { rawBatchedUpsert, readBatches } from './raw-upsert.ts';

const SUITE = 'reports';
/** Rows per multi-row statement: 20 columns each stays under Postgres's 65,535 parameters. */
const ROWS_PER_STATEMENT = 2_000;

const RAW_PLAY_SESSIONS = sql`create table raw_play_sessions (launch_id text primary key, pod_id text not null,
    client_id text not null, lab_id text not null, user_id text, game_id text not null, platform text not null,
    xd text, players smallint, guests smallint not null, paid boolean not null, via text not null,
    status text not null, requested_at timestamptz not null, started_at timestamptz, ended_at timestamptz,
    seconds integer, minutes integer, end_reason text, failure text);
  create index on raw_play_sessions (user_id, started_at desc, launch_id) where started_at is not null;
  create index on raw_play_sessions (client_id, started_at) where started_at is not null;
  create index on raw_play_sessions (pod_id, requested_at)`;

/** A launch row as play_sessions holds it (a bench session never fails). */
type Row = Omit<PlaySessionTable, 'failure'>;

type Data = Record<string, unknown>;

/**
 * A batch's launches folded per launch id in plain JS, as multi-row upserts. Every session of
 * the bench's history is requested, started and ended in one commit, so a batch holds whole rows.
 */
function playSessionUpserts(batch: readonly StoredEvent[]) {
  const rows = new Map<string, Row>();
  for (const e of batch) {
    const d = e.data as Data;
    const id = d.launch_id as string;
    const row = rows.get(id);
    if (e.type === 'GameLaunchRequested') {
      rows.set(id, {
        launch_id: id,
        pod_id: e.aggregate_id,
        client_id: d.client_id as string,
        lab_id: d.lab_id as string,
        user_id: (d.user_id as string | null) ?? null,
        game_id: d.game_id as string,
        platform: d.platform as string,
        xd: (d.xd as string | null) ?? null,
        players: (d.players as number | null) ?? null,
        guests: Math.max(0, ((d.players as number | null) ?? 1) - 1),
        paid: d.paid as boolean,
        via: d.via as string,
        status: 'requested',
        requested_at: new Date(e.metadata.occurred_at),
        started_at: null,
        ended_at: null,
        seconds: null,
        minutes: null,
        end_reason: null,
      });
    } else if (row && e.type === 'GamePlayStarted') {
      row.status = 'playing';
      row.started_at = new Date(d.started_at as string);
    } else if (row && e.type === 'GamePlayEnded') {
      row.status = 'ended';
      row.started_at = new Date(d.started_at as string);
      row.ended_at = new Date(d.ended_at as string);
      row.seconds = d.seconds as number;
      row.minutes = d.minutes as number;
      row.end_reason = d.reason as string;
    }
  }
  const all = [...rows.values()];
  const statements = [];
  for (let i = 0; i < all.length; i += ROWS_PER_STATEMENT) {
    const values = all.slice(i, i + ROWS_PER_STATEMENT).map(
      (r) => sql`(${r.launch_id}, ${r.pod_id}, ${r.client_id}, ${r.lab_id}, ${r.user_id}, ${r.game_id}, ${r.platform},
        ${r.xd}, ${r.players}, ${r.guests}, ${r.paid}, ${r.via}, ${r.status}, ${r.requested_at}, ${r.started_at},
        ${r.ended_at}, ${r.seconds}, ${r.minutes}, ${r.end_reason}, null)`,
    );
    statements.push(sql`insert into raw_play_sessions values ${sql.join(values)}
      on conflict (launch_id) do update set status = excluded.status, started_at = excluded.started_at,
        ended_at = excluded.ended_at, seconds = excluded.seconds, minutes = excluded.minutes,
        end_reason = excluded.end_reason`);
  }
  return statements;
}

/**
 * play_sessions rebuilt from sequence 1 to `last` (replayProjection: the log read in batches,
 * each applied with its checkpoint, into a shadow schema swapped in at the end), in a database
 * of its own; beside it, the raw batched upsert of the same sessions. Both rates are of the
 * `playEvents` play-session events; the log's other commits (pods, accounts) are read and skipped.
 */
export async function measureCatchUp(
  o: { nc: NatsConnection; names: StoreNames; databaseUrl: string; last: number; playEvents: number },
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const dbName = `bench_reports_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(o.databaseUrl, dbName);
  const database = openDatabase(url, { max: 4, applicationName: 'bench-reports-catch-up' });
  try {
    let batches: StoredEvent[][] = [];
    const readMs = await timeIt(async () => {
      batches = (await readBatches(o.nc, o.names, catalogue, o.last)).batches;
    });
    const rawMs = await timeIt(() => rawBatchedUpsert(database.db, RAW_PLAY_SESSIONS, batches, playSessionUpserts));
    const raw = perSecond(o.playEvents, rawMs);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from raw_play_sessions`.execute(database.db);
    log(`raw batched upsert: ${raw.toFixed(0)} play events/s (${rows[0]?.n ?? 0} rows)`);
    const replay = await replayProjection({
      projection: playSessionsProjection,
      nc: o.nc,
      db: database.db,
      names: o.names,
      registry: catalogue,
      batchSize: 2000,
    });
    const ours = perSecond(o.playEvents, replay.elapsedMs);
    log(`play_sessions rebuilt from the log: ${ours.toFixed(0)} play events/s`);
    const ratio = ours / raw;
    const read = perSecond(o.playEvents, readMs);
    log(`reading and decoding the log alone: ${read.toFixed(0)} play events/s`);
    return [
      {
        suite: SUITE,
        name: `catch-up: play_sessions rebuilt from ${o.playEvents.toLocaleString('en-US')} play-session events`,
        value: ours,
        unit: 'events/s',
        baseline: { label: 'raw batched upsert + checkpoint', value: raw },
        ratio,
        target: '≥ 60% of raw',
        pass: ratio >= 0.6,
        notes: `${(replay.elapsedMs / 1000).toFixed(1)} s against ${(rawMs / 1000).toFixed(1)} s raw (decoded up front, same three indexes); ours also reads NATS, decodes, folds each launch row and swaps the shadow schema in`,
      },
      {
        suite: SUITE,
        name: 'catch-up: reading and decoding the whole log alone (the raw side takes it decoded)',
        value: read,
        unit: 'events/s',
        notes: `${(readMs / 1000).toFixed(1)} s for every commit up to the last (accounts, pods and games too), per play-session event: the part of ours the raw side leaves out`,
      },
    ];
  } finally {
    await database.close();
    await dropDatabase(o.databaseUrl, dbName);
  }
}
