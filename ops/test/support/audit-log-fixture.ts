import { after, before } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/event-store';
import { catalogue } from '@gamepod/events';
import { type Database, openDatabase, ProjectionWorker } from '@gamepod/log-runtime';
import { auditLogProjection } from '@gamepod/projections';
import { openStore } from './ops-cli.ts';

/** What an ops test file works with; filled in by `before`, torn down by `after`. */
export type AuditLogFixture = {
  env: TestEnv;
  store: EventStore;
  database: Database;
  /** The live audit_log worker the CLI is checked against. */
  worker: ProjectionWorker;
};

/**
 * Registers the hooks that give the calling describe block its own database and streams, a
 * store on them and a running audit_log worker. Hooks the caller registers after this one
 * run after it, so they can seed through `store`.
 */
export function auditLogFixture(): AuditLogFixture {
  const fixture = {} as AuditLogFixture;
  before(async () => {
    fixture.env = await openTestEnv();
    fixture.store = await openStore(fixture.env);
    fixture.database = openDatabase(fixture.env.databaseUrl);
    fixture.worker = new ProjectionWorker({
      projection: auditLogProjection,
      nc: fixture.env.nc,
      db: fixture.database.db,
      pool: fixture.database.pool,
      names: fixture.env.names,
      registry: catalogue,
    }).start();
  });
  after(async () => {
    await fixture.worker.stop();
    await fixture.database.close();
    await fixture.env.close();
  });
  return fixture;
}
