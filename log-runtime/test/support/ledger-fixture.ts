import { after, before } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/event-store';
import { type Database, openDatabase } from '../../src/db.ts';
import type { Projection } from '../../src/read-models/projection.ts';
import { ProjectionWorker, type ProjectionWorkerOptions } from '../../src/read-models/projection-worker.ts';
import { ledgerRegistry, openLedgerStore } from './ledger.ts';

/** What a ledger test file works with; filled in by `before`, torn down by `after`. */
export type LedgerFixture = {
  env: TestEnv;
  store: EventStore;
  database: Database;
  /** Starts a worker for `projection` on this file's stream and database; stopped after the file. */
  startWorker(projection: Projection, opts?: Partial<ProjectionWorkerOptions>): ProjectionWorker;
};

/**
 * Registers the hooks that give the calling describe block its own database, streams,
 * ledger store and workers. `postgresUrl` and `natsUrl` put them on servers of the file's own
 * (read when the hooks run, so a `before` registered earlier may start it).
 *
 * @example const f = ledgerFixture(); it('…', async () => { f.startWorker(ledgerProjection); … });
 */
export function ledgerFixture(
  opts: { readonly postgresUrl?: () => string; readonly natsUrl?: () => string } = {},
): LedgerFixture {
  const workers: ProjectionWorker[] = [];
  const fixture = {
    startWorker(projection: Projection, opts: Partial<ProjectionWorkerOptions> = {}) {
      const worker = new ProjectionWorker({
        projection,
        nc: fixture.env.nc,
        db: fixture.database.db,
        pool: fixture.database.pool,
        names: fixture.env.names,
        registry: ledgerRegistry,
        ...opts,
      });
      workers.push(worker);
      return worker.start();
    },
  } as LedgerFixture;
  before(async () => {
    fixture.env = await openTestEnv({
      ...(opts.postgresUrl ? { postgresUrl: opts.postgresUrl() } : {}),
      ...(opts.natsUrl ? { natsUrl: opts.natsUrl() } : {}),
    });
    fixture.store = await openLedgerStore(fixture.env);
    fixture.database = openDatabase(fixture.env.databaseUrl);
  });
  after(async () => {
    for (const w of workers) await w.stop();
    await fixture.database.close();
    await fixture.env.close();
  });
  return fixture;
}
