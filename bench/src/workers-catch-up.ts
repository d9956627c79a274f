// Every read model behind by the whole log, caught up the way production does it: one process
// running a worker per read model, each with its own durable consumer reading the log.
import { createDatabase, dropDatabase } from '@gamepod/devkit';
import type { StoreNames } from '@gamepod/events';
import {
  consumerName,
  liveSchema,
  openDatabase,
  type Projection,
  readCheckpoint,
  sourceOf,
} from '@gamepod/log-runtime';
import { startProjectionWorkers } from '@gamepod/projections';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Starts the workers of `projections` on an empty database and times them until each one's
 * checkpoint reaches the last sequence of the stream it reads; returns the milliseconds.
 */
export async function timeWorkersCatchUp(
  ctx: { nc: NatsConnection; natsUrl: string; databaseUrl: string },
  names: StoreNames,
  projections: readonly Projection[],
  run: string,
): Promise<number> {
  const jsm = await jetstreamManager(ctx.nc);
  const targets = new Map<string, number>();
  for (const p of projections) {
    targets.set(p.name, (await jsm.streams.info(sourceOf(p, names).stream)).state.last_seq);
  }
  const dbName = `bench_catch_up_${run}`;
  const url = await createDatabase(ctx.databaseUrl, dbName);
  const database = openDatabase(url, { max: 2 });
  const started = performance.now();
  const workers = await startProjectionWorkers({ natsUrl: ctx.natsUrl, databaseUrl: url, names, projections });
  try {
    await workers.ready(120_000);
    let behind = [...projections];
    while (behind.length > 0) {
      const still: Projection[] = [];
      for (const p of behind) {
        const at = (await readCheckpoint(database.db, liveSchema(p.name)).catch(() => 0)) ?? 0;
        if (at < (targets.get(p.name) ?? 0)) still.push(p);
      }
      behind = still;
      if (behind.length > 0) await new Promise((r) => setTimeout(r, 100));
    }
    return performance.now() - started;
  } finally {
    await workers.stop();
    for (const p of projections) {
      await jsm.consumers.delete(sourceOf(p, names).stream, consumerName(p.name)).catch(() => false);
    }
    await database.close();
    await dropDatabase(ctx.databaseUrl, dbName).catch(() => undefined);
  }
}
