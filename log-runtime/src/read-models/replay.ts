import type { EventRegistry, StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Kysely } from 'kysely';
import type { AnyDB } from '../db.ts';
import { type Projection, shadowSchema, sourceOf } from './projection.ts';
import { extendCopy, freshCopySchema, streamBounds } from './shadow-build.ts';
import { swapShadowIn } from './swap-in.ts';

export type ReplayProgress = {
  readonly projection: string;
  readonly seq: number;
  readonly target: number;
  readonly commits: number;
  readonly elapsedMs: number;
};

export type ReplayOptions = {
  readonly projection: Projection;
  readonly nc: NatsConnection;
  readonly db: Kysely<AnyDB>;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly batchSize?: number;
  readonly onProgress?: (p: ReplayProgress) => void;
};

export type ReplayResult = { readonly commits: number; readonly checkpoint: number; readonly elapsedMs: number };

/**
 * Rebuilds a read model from the start of its stream (sequence 1 of the log; for a telemetry
 * projection, the oldest telemetry still kept: a few days) into a shadow schema, then swaps it in with one
 * transaction. Live reads keep seeing the old copy until the swap commits. The swap holds
 * the projection's lock and first applies whatever arrived during the build, so nothing a
 * live worker applied meanwhile is lost.
 */
export async function replayProjection(opts: ReplayOptions): Promise<ReplayResult> {
  const { projection } = opts;
  const shadow = shadowSchema(projection.name);
  const started = Date.now();
  await freshCopySchema(opts, shadow);
  const { stream } = sourceOf(projection, opts.names);
  const start = await streamBounds(opts.nc, stream);
  const target = start.last;
  let commits = 0;
  let seq = 0;
  const build = (fromSeq: number, toSeq: number) =>
    extendCopy(opts, shadow, fromSeq, toSeq, (checkpoint, applied) => {
      commits += applied;
      seq = Math.max(seq, checkpoint);
      opts.onProgress?.({ projection: projection.name, seq, target, commits, elapsedMs: Date.now() - started });
    });
  await build(start.first, target);

  const swapped = await swapShadowIn(opts, seq);
  commits += swapped.commits;
  seq = Math.max(seq, swapped.checkpoint);
  opts.onProgress?.({ projection: projection.name, seq, target: seq, commits, elapsedMs: Date.now() - started });
  return { commits, checkpoint: seq, elapsedMs: Date.now() - started };
}
