// The admin lists benchmark's data: seeded through the log, projected by the real workers,
// checked, and vacuumed, with the time each step took as result rows of their own.

import type { EventStore } from '@gamepod/event-store';
import { podScreensBucket } from '@gamepod/event-store/nats-auth';
import type { CheckpointWatcher } from '@gamepod/log-runtime';
import { initialStationState, renderStationScreenshot } from '@gamepod/pod-bridge/simulator';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { ensureScreenshotBucket } from '@gamepod/services';
import { jetstream } from '@nats-io/jetstream';
import type { Pool } from './admin-lists-cases.ts';
import { type Seeded, type SeedPlan, seedAdminLists } from './admin-lists-seed.ts';
import { type BenchResult, oneDecimal, pipelined, timeIt } from './bench-kit.ts';

const SUITE = 'admin-lists';
const n = (v: number) => v.toLocaleString('en-US');

// read models of the business log; the telemetry ones count another stream's sequence
const FROM_EVENTS = ALL_PROJECTIONS.filter((p) => p.source !== 'telemetry').map((p) => p.name);

/** Waits until every read model of the log applied `seq`, logging the slowest one every 10 s. */
async function caughtUp(watcher: CheckpointWatcher, seq: number, log: (l: string) => void): Promise<number> {
  const t0 = performance.now();
  let lastLog = t0;
  for (;;) {
    const slowest = FROM_EVENTS.map((name) => ({ name, at: watcher.checkpoint(name) })).sort((a, b) => a.at - b.at)[0];
    if (!slowest || slowest.at >= seq) return performance.now() - t0;
    if (performance.now() - lastLog >= 10_000) {
      lastLog = performance.now();
      log(`read models catching up: slowest ${slowest.name} at ${n(slowest.at)}/${n(seq)}`);
    }
    if (performance.now() - t0 > 20 * 60_000) {
      throw new Error(`read models did not catch up in 20 min (${slowest.name} at ${slowest.at})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** How many rows a read model table holds, against how many the seed wrote. */
async function heldRow(pool: Pool, table: string, what: string, seeded: number): Promise<BenchResult> {
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  const held = rows[0]?.n ?? 0;
  return {
    suite: SUITE,
    name: `seed: ${what} the read model holds`,
    value: held,
    unit: 'rows',
    baseline: { label: 'seeded', value: seeded },
    ratio: held / seeded,
    target: '= seeded',
    pass: held === seeded,
    notes: 'counted after every read model reported the last sequence applied',
  };
}

export type LoadDeps = {
  readonly store: EventStore;
  readonly watcher: CheckpointWatcher;
  readonly pool: Pool;
  readonly log: (line: string) => void;
};

/**
 * Seeds `plan` through the log, waits for every read model to apply it, checks the users
 * and pods tables hold what was seeded, and vacuums: a read model in steady state has been
 * vacuumed and analysed by autovacuum, and right after a bulk load the planner would be
 * guessing from empty-table statistics.
 */
export async function loadAdminLists(plan: SeedPlan, deps: LoadDeps): Promise<{ seeded: Seeded; rows: BenchResult[] }> {
  const { store, log } = deps;
  const pods = plan.clients * plan.labsPerClient * plan.podsPerLab;
  log(`seeding ${n(plan.users)} users and ${n(pods)} pods through events…`);
  const seeded = await seedAdminLists(store.nc, store.names, plan, log);
  const lastSeq = await store.lastSequence();
  log(
    `appended ${n(seeded.commits)} commits in ${(seeded.appendMs / 1000).toFixed(1)} s; waiting for the read models…`,
  );
  const catchUpMs = await caughtUp(deps.watcher, lastSeq, log);
  log(`read models caught up ${(catchUpMs / 1000).toFixed(1)} s after the last append`);
  const rows: BenchResult[] = [
    {
      suite: SUITE,
      name: `seed: ${n(seeded.commits)} commits appended, pipelined`,
      value: (seeded.commits * 1000) / seeded.appendMs,
      unit: 'commits/s',
      notes: `${(seeded.appendMs / 1000).toFixed(1)} s; decide + claims, 500 in flight, the workers projecting alongside`,
    },
    {
      suite: SUITE,
      name: 'seed: read models caught up, after the last append',
      value: oneDecimal(catchUpMs / 1000),
      unit: 's',
      notes: `${FROM_EVENTS.length} read models of the log, each its own durable consumer`,
    },
    await heldRow(deps.pool, 'rm_users.users', 'users', plan.users),
    await heldRow(deps.pool, 'rm_pods.pods', 'pods', pods),
  ];
  const vacuumMs = await timeIt(() => deps.pool.query('vacuum (analyze)'));
  log(`vacuum (analyze) of the read models: ${(vacuumMs / 1000).toFixed(1)} s`);
  return { seeded, rows };
}

/**
 * Puts a screenshot for every pod in the bucket the bridges write to, as each station's
 * bridge does every few seconds: the pods lists read each pod's latest one. The picture is
 * the helper simulator's (what `npm start` shows); a real helper's is likely larger.
 * Entries live 10 minutes, so this runs right before the pods cases.
 */
export async function putScreenshots(deps: LoadDeps): Promise<number> {
  const { store, pool } = deps;
  await ensureScreenshotBucket(store.nc, store.names);
  const png = renderStationScreenshot(initialStationState());
  const { rows } = await pool.query<{ id: string }>('select id from rm_pods.pods where not deleted');
  const js = jetstream(store.nc);
  const bucket = podScreensBucket(store.names);
  await pipelined(rows.length, 200, (i) => js.publish(`$KV.${bucket}.${rows[i]?.id}`, png));
  deps.log(`put a ${n(png.length)}-byte screenshot for each of ${n(rows.length)} pods`);
  return png.length;
}
