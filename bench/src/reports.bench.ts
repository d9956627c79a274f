import { PLAYER } from '@gamepod/services/domain';
import { loadAdminLists } from './admin-lists-load.ts';
import { measureCase, measureFloor } from './admin-lists-measure.ts';
import type { SeedPlan } from './admin-lists-seed.ts';
import { type BenchResult, type BenchSuite, oneDecimal, timeIt } from './bench-kit.ts';
import { seedGameCatalogue } from './game-list-seed.ts';
import { startListBenchStack } from './list-bench-stack.ts';
import { customDays, statusCase, summaryCase } from './reports-cases.ts';
import { measureCatchUp } from './reports-catch-up.ts';
import { EVENTS_PER_SESSION, seedFleetStatus, seedPlayHistory } from './reports-seed.ts';

const SUITE = 'reports';
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
// GP_BENCH_REPORTS_EVENTS=30000 GP_BENCH_REPORTS_PODS=500 for working on the suite, not for figures
const EVENTS = env('GP_BENCH_REPORTS_EVENTS', 1_000_000);
const PODS = env('GP_BENCH_REPORTS_PODS', 5_000);
const DAYS = 30;
const LABS = 50;
/** Each side's timed requests per case (after a tenth as many left out): a month's summary is slow. */
const ITERATIONS = env('GP_BENCH_REPORTS_ITERATIONS', 100);
const n = (v: number) => v.toLocaleString('en-US');

/**
 * The reports over HTTP, for a client admin, against the real services and projection workers
 * (their own processes and database): the activity summary over a month of 1,000,000
 * play-session events, and the status report on 5,000 pods with their fleet status; each
 * beside the same statements behind the bare node:http endpoint. Then play_sessions rebuilt
 * from those events, beside a raw batched upsert of the same rows.
 */
export const reportsSuite: BenchSuite = {
  name: SUITE,
  async run(ctx) {
    // the services run a report's ten statements at once on their pool of 10; so do both raw sides
    const stack = await startListBenchStack(ctx, SUITE, 10);
    const { store, watcher, database, nc } = stack;
    const log = ctx.log;
    const results: BenchResult[] = [];
    try {
      const load = { store, watcher, pool: database.pool, log };
      const podsPerLab = Math.max(1, Math.round(PODS / LABS));
      const plan: SeedPlan = { clients: 1, labsPerClient: LABS, podsPerLab, users: 2_001, superAdmins: 1 };
      const { seeded, rows } = await loadAdminLists(plan, load);
      results.push(...rows.map((r) => ({ ...r, suite: SUITE })));
      const client = seeded.clients[0];
      if (!client) throw new Error('nothing seeded');
      const { rows: pods } = await database.pool.query<{ id: string; lab_id: string }>(
        'select id, lab_id from rm_pods.pods where client_id = $1 and not deleted order by id',
        [client.id],
      );
      const { rows: players } = await database.pool.query<{ id: string }>(
        'select id from rm_users.users where client_id = $1 and role = $2',
        [client.id, PLAYER],
      );
      const games = await seedGameCatalogue(
        store,
        { games: 300, perClient: 200, plays: 0 },
        [client.id],
        pods[0]?.id ?? '',
      );
      const playing = await seedFleetStatus(store, pods, games);
      log(`fleet status for ${n(pods.length)} pods (${n(playing)} playing a game)`);

      const sessions = Math.round(EVENTS / EVENTS_PER_SESSION);
      const playEvents = sessions * EVENTS_PER_SESSION;
      log(`seeding ${n(playEvents)} play-session events (${n(sessions)} sessions over ${DAYS} days)…`);
      const history = { clientId: client.id, pods, players: players.map((p) => p.id), games, sessions, days: DAYS };
      let commits = 0;
      const appendMs = await timeIt(async () => {
        commits = await seedPlayHistory(nc, store.names, { ...history, end: new Date() });
      });
      const last = await store.lastSequence();
      const caughtUpMs = await timeIt(async () => {
        const names = ['play_sessions', 'play_rollups', 'pod_status', 'games', 'pods'];
        if (!(await watcher.waitFor(names, last, 30 * 60_000))) throw new Error('the read models did not catch up');
      });
      log(
        `appended ${n(commits)} commits in ${(appendMs / 1000).toFixed(1)} s; the read models caught up ${(caughtUpMs / 1000).toFixed(1)} s later`,
      );
      const held = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from rm_play_sessions.play_sessions where status = 'ended'",
      );
      results.push(
        {
          suite: SUITE,
          name: `seed: ${n(playEvents)} play-session events in ${n(commits)} commits, pipelined`,
          value: (playEvents * 1000) / appendMs,
          unit: 'events/s',
          notes: `${(appendMs / 1000).toFixed(1)} s; 10 sessions of a pod per commit, 200 in flight, the workers projecting alongside`,
        },
        {
          suite: SUITE,
          name: 'seed: read models caught up, after the last append',
          value: oneDecimal(caughtUpMs / 1000),
          unit: 's',
        },
        {
          suite: SUITE,
          name: 'seed: ended play sessions the read model holds',
          value: held.rows[0]?.n ?? 0,
          unit: 'rows',
          baseline: { label: 'seeded', value: sessions },
          pass: held.rows[0]?.n === sessions,
        },
      );
      await database.pool.query('vacuum (analyze)');

      const tokens = await stack.adminTokens(seeded.superAdminId, client);
      const deps = {
        ...stack.measureDeps(tokens, SUITE),
        samples: { warmup: Math.max(3, Math.round(ITERATIONS / 10)), iterations: ITERATIONS },
      };
      results.push(await measureFloor(deps));
      const db = database.db;
      const cases = [
        summaryCase(db, client.id, `custom, the ${DAYS} days before today`, customDays(DAYS, new Date())),
        summaryCase(db, client.id, 'lastmonth', { interval: 'lastmonth', user_timezone: 'UTC' }),
        await statusCase(db, client.id, 'today', { interval: 'today', user_timezone: 'UTC' }),
        await statusCase(db, client.id, 'lastmonth', { interval: 'lastmonth', user_timezone: 'UTC' }),
      ];
      for (const c of cases) results.push(...(await measureCase(c, deps)));

      results.push(
        ...(await measureCatchUp({ nc, names: store.names, databaseUrl: ctx.databaseUrl, last, playEvents }, log)),
      );
    } finally {
      await stack.stop();
    }
    return results;
  },
};
