import { podCases } from './admin-lists-cases.ts';
import { loadAdminLists, putScreenshots } from './admin-lists-load.ts';
import { measureCase, measureFloor } from './admin-lists-measure.ts';
import type { SeedPlan } from './admin-lists-seed.ts';
import { userCases } from './admin-lists-user-cases.ts';
import type { BenchResult, BenchSuite } from './bench-kit.ts';
import { startListBenchStack } from './list-bench-stack.ts';

// GP_BENCH_ADMIN_SCALE=0.1 seeds a tenth of the users and pods: for working on the suite, not for figures
const scale = Number(process.env.GP_BENCH_ADMIN_SCALE ?? 1);
const PLAN: SeedPlan = {
  clients: 50,
  labsPerClient: 4,
  podsPerLab: Math.max(1, Math.round(25 * scale)),
  users: Math.round(100_000 * scale),
  superAdmins: 10,
};

/**
 * The admin console's users and pods lists over HTTP, against the real services and
 * projection workers (their own processes and database), on 100,000 users and 5,000 pods
 * seeded through the log; beside each, the same list written by hand in SQL.
 */
export const adminListsSuite: BenchSuite = {
  name: 'admin-lists',
  async run(ctx) {
    const stack = await startListBenchStack(ctx, 'admin-lists');
    const { store, watcher, database } = stack;
    const results: BenchResult[] = [];
    try {
      const load = { store, watcher, pool: database.pool, log: ctx.log };
      const { seeded, rows } = await loadAdminLists(PLAN, load);
      results.push(...rows);

      // the largest client: the longest client-admin lists
      const client = [...seeded.clients].sort((a, b) => b.users - a.users)[0];
      if (!client) throw new Error('nothing seeded');
      const tokens = await stack.adminTokens(seeded.superAdminId, client);
      const deps = stack.measureDeps(tokens);

      results.push(await measureFloor(deps));
      for (const c of userCases(client, PLAN.users - PLAN.superAdmins)) results.push(...(await measureCase(c, deps)));
      await putScreenshots(load);
      for (const c of podCases(client, PLAN.podsPerLab)) results.push(...(await measureCase(c, deps)));
    } finally {
      await stack.stop();
    }
    return results;
  },
};
