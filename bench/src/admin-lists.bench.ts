import { randomBytes } from 'node:crypto';
import { catalogue, connectNats, EventStore, isolatedNames } from '@gamepod/events';
import { ALL_PROJECTIONS, CheckpointWatcher, openDatabase } from '@gamepod/projections';
import { issueSession, ScreenshotStore } from '@gamepod/services';
import { podCases, type Who } from './admin-lists-cases.ts';
import { loadAdminLists, putScreenshots } from './admin-lists-load.ts';
import { type MeasureDeps, measureCase, measureFloor } from './admin-lists-measure.ts';
import type { SeedPlan } from './admin-lists-seed.ts';
import { userCases } from './admin-lists-user-cases.ts';
import { type BareList, startBareList } from './bare-list.ts';
import type { BenchResult, BenchSuite } from './bench-kit.ts';
import { startServiceProcesses } from './service-processes.ts';

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
  async run({ natsUrl, databaseUrl: maintenanceUrl, log }) {
    const namespace = `adm${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({ natsUrl, databaseUrl: maintenanceUrl, namespace });
    const nc = await connectNats({ url: natsUrl, name: 'bench-admin-lists' });
    const store = new EventStore({ nc, names, registry: catalogue });
    const watcher = await new CheckpointWatcher(
      services.databaseUrl,
      ALL_PROJECTIONS.map((p) => p.name),
    ).start();
    // two connections: the users list's page and count run at once, by hand as in the route
    const database = openDatabase(services.databaseUrl, { max: 2, applicationName: 'bench-admin-lists' });
    const screenshots = new ScreenshotStore(nc, names);
    const results: BenchResult[] = [];
    let bare: BareList | undefined;
    try {
      bare = await startBareList(services.databaseUrl);
      const load = { store, watcher, pool: database.pool, log };
      const { seeded, rows } = await loadAdminLists(PLAN, load);
      results.push(...rows);

      // the largest client: the longest client-admin lists
      const client = [...seeded.clients].sort((a, b) => b.users - a.users)[0];
      if (!client) throw new Error('nothing seeded');
      const session = async (user_id: string, role: number, client_id: string | null) =>
        (
          await issueSession(
            { store, checkpoints: watcher },
            { user_id, role, client_id, pod_id: null, kind: 'admin', ttlMs: 3_600_000 },
          )
        ).token;
      const tokens: Record<Who, string> = {
        'super admin': await session(seeded.superAdminId, 4, null),
        'client admin': await session(client.adminId, 3, client.id),
      };
      const api = `${services.apiUrl}/api/v1`;
      const deps: MeasureDeps = {
        async request(path, who) {
          const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
          const body = (await res.json()) as { data: unknown; message: string };
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.message}`);
          return body.data;
        },
        pool: database.pool,
        bare,
        explainDeps: { db: database.db, store, screenshots },
        log,
        explain: !!process.env.GP_BENCH_EXPLAIN,
      };

      results.push(await measureFloor(deps));
      for (const c of userCases(client, PLAN.users - PLAN.superAdmins)) results.push(...(await measureCase(c, deps)));
      await putScreenshots(load);
      for (const c of podCases(client, PLAN.podsPerLab)) results.push(...(await measureCase(c, deps)));
    } finally {
      await bare?.stop();
      screenshots.close();
      await database.close();
      await watcher.close();
      await nc.drain();
      await services.stop();
    }
    return results;
  },
};
