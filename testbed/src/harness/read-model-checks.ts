// Where the read models stand against the log, and whether each equals a rebuild: what a test or
// benchmark asks after breaking something.
import { catalogue, type StoreNames } from '@gamepod/events';
import {
  liveSchema,
  type Projection,
  readCheckpoint,
  sourceOf,
  streamBounds,
  type VerifyResult,
  verifyProjection,
} from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';

/** Each read model's lag: its stream's last sequence (the log, or telemetry) less its checkpoint. */
export async function readModelLags(
  // biome-ignore lint/suspicious/noExplicitAny: read models of every shape
  db: Kysely<any>,
  nc: NatsConnection,
  names: StoreNames,
  projections: readonly Projection[] = ALL_PROJECTIONS,
): Promise<Map<string, number>> {
  const lastByStream = new Map<string, number>();
  for (const p of projections) {
    const { stream } = sourceOf(p, names);
    if (!lastByStream.has(stream)) lastByStream.set(stream, (await streamBounds(nc, stream)).last);
  }
  const out = new Map<string, number>();
  for (const p of projections) {
    const checkpoint = (await readCheckpoint(db, liveSchema(p.name))) ?? 0;
    out.set(p.name, Math.max(0, (lastByStream.get(sourceOf(p, names).stream) ?? 0) - checkpoint));
  }
  return out;
}

/** Whether every read model has applied everything its stream held when asked. */
export async function allCaughtUp(
  // biome-ignore lint/suspicious/noExplicitAny: read models of every shape
  db: Kysely<any>,
  nc: NatsConnection,
  names: StoreNames,
): Promise<boolean> {
  return [...(await readModelLags(db, nc, names)).values()].every((lag) => lag === 0);
}

/** Verifies every read model against a rebuild from the log (see `verifyProjection`), one after another. */
export async function verifyAll(
  // biome-ignore lint/suspicious/noExplicitAny: read models of every shape
  db: Kysely<any>,
  nc: NatsConnection,
  names: StoreNames,
  projections: readonly Projection[] = ALL_PROJECTIONS,
): Promise<VerifyResult[]> {
  const out: VerifyResult[] = [];
  for (const projection of projections) {
    out.push(await verifyProjection({ projection, nc, db, names, registry: catalogue }));
  }
  return out;
}

/** One line per read model that is not equal to a rebuild, with the tables that differ: for a failure message. */
export function verifyFailures(results: readonly VerifyResult[]): string[] {
  return results
    .filter((r) => r.status !== 'equal')
    .map((r) => {
      const tables = r.tables
        .filter((t) => !t.equal)
        .map(
          (t) =>
            `${t.table} (live ${t.live}, rebuilt ${t.rebuilt}, only live ${t.onlyLive}, only rebuilt ${t.onlyRebuilt}: ${[...t.examples.live, ...t.examples.rebuilt].join(' | ')})`,
        );
      return `${r.projection}: ${r.status}${r.reason ? ` (${r.reason})` : ''} ${tables.join('; ')}`;
    });
}
