import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import type { EventStore } from '@gamepod/event-store';
import { catalogue } from '@gamepod/events';
import {
  compareSchemas,
  type Database,
  ignoredColumns,
  liveSchema,
  openDatabase,
  type Projection,
  replayProjection,
  replayTogether,
  type TableComparison,
  verifyProjection,
} from '@gamepod/log-runtime';
import { ALL_PROJECTIONS, playSessionsProjection } from '@gamepod/projections';
import { sql } from 'kysely';
import { appendHistory, generatedHistory, publishHeartbeats } from './support/generated-history.ts';
import { openStore } from './support/ops-cli.ts';

const POOLED_IDS = ['0190a0a0-0000-7000-8000-000000000001', '0190a0a0-0000-7000-8000-000000000002'];

/** Every event type (or telemetry kind) a projection's stream can hold. */
function everyType(p: Projection): string[] {
  return p.source === 'telemetry' ? ['heartbeat', 'activity'] : catalogue.all().map((d) => d.type);
}

/** The same read model under another name, handed every type of its stream instead of the ones it declares. */
function readingEverything(p: Projection): Projection {
  return { ...p, name: `${p.name}_all`, eventTypes: everyType(p) } as Projection;
}

/** The tables that differ between a read model and its copy built from every type. */
function differences(tables: readonly TableComparison[]): string[] {
  return tables
    .filter((t) => !t.equal)
    .map(
      (t) =>
        `${t.table}: ${t.live} rows against ${t.rebuilt} (${[...t.examples.live, ...t.examples.rebuilt].join(' | ')})`,
    );
}

describe('replaying every read model in one pass over a history of every event type', () => {
  let env: TestEnv;
  let store: EventStore;
  let database: Database;
  before(async () => {
    env = await openTestEnv();
    store = await openStore(env);
    database = openDatabase(env.databaseUrl);
    await appendHistory(store, generatedHistory({ rounds: 6, seed: 33, ids: POOLED_IDS }));
    await publishHeartbeats(env.nc, env.names, POOLED_IDS);
    await replayTogether({
      projections: ALL_PROJECTIONS,
      nc: env.nc,
      db: database.db,
      names: env.names,
      registry: catalogue,
      batchSize: 100,
    });
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it('fills every read model from the history', async () => {
    const empty: string[] = [];
    for (const p of ALL_PROJECTIONS) {
      const { rows } = await sql<{ rows: number }>`
        select coalesce(sum(n_live_tup), 0)::int as rows from pg_stat_user_tables
        where schemaname = ${liveSchema(p.name)} and relname not in ('_checkpoint', '_dead_letters', 'kysely_migration', 'kysely_migration_lock')`.execute(
        database.db,
      );
      if ((rows[0]?.rows ?? 0) === 0) {
        // the statistics lag: count for real before calling it empty
        const tables = await sql<{ relname: string }>`
          select tablename as relname from pg_tables where schemaname = ${liveSchema(p.name)}
          and tablename not in ('_checkpoint', '_dead_letters', 'kysely_migration', 'kysely_migration_lock')`.execute(
          database.db,
        );
        let total = 0;
        for (const t of tables.rows) {
          const c = await sql<{
            n: number;
          }>`select count(*)::int as n from ${sql.table(`${liveSchema(p.name)}.${t.relname}`)}`.execute(database.db);
          total += c.rows[0]?.n ?? 0;
        }
        if (total === 0) empty.push(p.name);
      }
    }
    assert.deepEqual(empty, [], 'read models the generated history left empty');
  });

  it('makes the indexes it loaded the tables without before swapping them in', async () => {
    const deferring = ALL_PROJECTIONS.filter((p) => p.queryOnlyIndexes);
    assert.ok(deferring.length > 0, 'no read model loads without its query-only indexes');
    for (const p of deferring) {
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where schemaname = ${liveSchema(p.name)} order by 1`.execute(database.db);
      const present = rows.map((r) => r.indexname);
      for (const index of p.queryOnlyIndexes ?? []) assert.ok(present.includes(index), `${p.name} lacks ${index}`);
      const { rows: left } = await sql<{ n: number }>`
        select count(*)::int as n from pg_tables where schemaname = ${liveSchema(p.name)} and tablename = '_deferred_indexes'`.execute(
        database.db,
      );
      assert.equal(left[0]?.n, 0, `${p.name} kept its list of deferred indexes`);
    }
  });

  it('builds each read model row for row as a rebuild of that read model alone does', async () => {
    const failures: string[] = [];
    for (const projection of ALL_PROJECTIONS) {
      const r = await verifyProjection({
        projection,
        nc: env.nc,
        db: database.db,
        names: env.names,
        registry: catalogue,
      });
      if (r.status !== 'equal') failures.push(`${r.projection}: ${r.status} ${differences(r.tables).join('; ')}`);
    }
    assert.deepEqual(failures, []);
  });

  /** Builds `p` handed every type beside the one-pass build of `p`, and compares them. */
  async function declaredAgainstEvery(p: Projection, declared: Projection = p): Promise<string[]> {
    const all = readingEverything(p);
    await replayProjection({ projection: all, nc: env.nc, db: database.db, names: env.names, registry: catalogue });
    const built = liveSchema(declared.name);
    try {
      return differences(
        await compareSchemas(database.db, built, liveSchema(all.name), ignoredColumns(p.wallClockColumns)),
      );
    } finally {
      await sql`drop schema if exists ${sql.id(liveSchema(all.name))} cascade`.execute(database.db);
    }
  }

  it('gives no read model a row less for being handed only the types it declares', async () => {
    const failures: string[] = [];
    for (const p of ALL_PROJECTIONS) {
      const found = await declaredAgainstEvery(p);
      if (found.length > 0) failures.push(`${p.name} reads types it does not declare: ${found.join('; ')}`);
    }
    assert.deepEqual(failures, []);
  });

  it('catches a read model that forgets to declare a type it reads', async () => {
    const forgetful = {
      ...playSessionsProjection,
      name: 'play_sessions_forgetful',
      eventTypes: playSessionsProjection.eventTypes.filter((t) => t !== 'GamePlayEnded'),
    } as Projection;
    await replayTogether({
      projections: [forgetful],
      nc: env.nc,
      db: database.db,
      names: env.names,
      registry: catalogue,
    });
    const found = await declaredAgainstEvery(playSessionsProjection, forgetful);
    assert.ok(found.length > 0, 'the forgotten GamePlayEnded went unnoticed');
    assert.match(found.join('\n'), /^play_sessions: /m);
  });
});
