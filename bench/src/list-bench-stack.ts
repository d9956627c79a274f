// What the list benchmarks run against: the services and projection workers in processes of
// their own, with their own database; a log client; a watcher on every read model; two pg
// connections for the raw SQL; and the bare list endpoint beside them.
import { randomBytes } from 'node:crypto';
import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue, isolatedNames } from '@gamepod/events';
import { CheckpointWatcher, type Database, openDatabase } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { issueSession, ScreenshotStore } from '@gamepod/services';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Who } from './admin-lists-cases.ts';
import type { MeasureDeps } from './admin-lists-measure.ts';
import { type BareList, startBareList } from './bare-list.ts';
import type { BenchContext } from './bench-kit.ts';
import { type ServiceProcesses, startServiceProcesses } from './service-processes.ts';

export type ListBenchStack = {
  readonly services: ServiceProcesses;
  /** The bench's own NATS connection (the store's). */
  readonly nc: NatsConnection;
  readonly store: EventStore;
  readonly watcher: CheckpointWatcher;
  /** `pool` connections (two unless given): a list's page and count run at once, by hand as in the routes. */
  readonly database: Database;
  readonly screenshots: ScreenshotStore;
  readonly bare: BareList;
  /** Hour-long admin sessions for a super admin and a client's admin (role 3 of that client). */
  adminTokens(superAdminId: string, client: { id: string; adminId: string }): Promise<Partial<Record<Who, string>>>;
  /** What measureCase needs: GETs under /api/v1 with each caller's token, the pool, the bare endpoint. */
  measureDeps(tokens: Partial<Record<Who, string>>, suite?: string): MeasureDeps;
  stop(): Promise<void>;
};

/**
 * Starts the stack in a namespace of its own, named after `suite`. `pool`: the connections the
 * raw SQL and the bare endpoint each have (2: a list's page and count; more for a report's
 * statements, which the services run at once on their pool of 10).
 */
export async function startListBenchStack(ctx: BenchContext, suite: string, pool = 2): Promise<ListBenchStack> {
  const namespace = `${suite.replace(/[^a-z]/g, '').slice(0, 4)}${randomBytes(4).toString('hex')}`;
  const names = isolatedNames(namespace);
  ctx.log('starting services and projection workers in their own processes…');
  const services = await startServiceProcesses({ natsUrl: ctx.natsUrl, databaseUrl: ctx.databaseUrl, namespace });
  const nc = await connectNats({ url: ctx.natsUrl, name: `bench-${suite}` });
  const store = new EventStore({ nc, names, registry: catalogue });
  const watcher = await new CheckpointWatcher(
    services.databaseUrl,
    ALL_PROJECTIONS.map((p) => p.name),
  ).start();
  const database = openDatabase(services.databaseUrl, { max: pool, applicationName: `bench-${suite}` });
  const screenshots = new ScreenshotStore(nc, names);
  const bare = await startBareList(services.databaseUrl, pool);
  return {
    services,
    nc,
    store,
    watcher,
    database,
    screenshots,
    bare,
    async adminTokens(superAdminId, client) {
      const session = async (user_id: string, role: number, client_id: string | null) =>
        (
          await issueSession(
            { store, checkpoints: watcher },
            { user_id, role, client_id, pod_id: null, kind: 'admin', ttlMs: 3_600_000 },
          )
        ).token;
      return {
        'super admin': await session(superAdminId, 4, null),
        'client admin': await session(client.adminId, 3, client.id),
      };
    },
    measureDeps(tokens, suite) {
      const api = `${services.apiUrl}/api/v1`;
      return {
        ...(suite ? { suite } : {}),
        async request(path, who) {
          const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${tokens[who] ?? ''}` } });
          const body = (await res.json()) as { data: unknown; message: string };
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.message}`);
          return body.data;
        },
        pool: database.pool,
        bare,
        explainDeps: { db: database.db, store, screenshots },
        log: ctx.log,
        explain: !!process.env.GP_BENCH_EXPLAIN,
      };
    },
    async stop() {
      await bare.stop();
      screenshots.close();
      await database.close();
      await watcher.close();
      await nc.drain();
      await services.stop();
    },
  };
}
