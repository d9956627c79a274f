import type { EventStore } from '@gamepod/event-store';
import type { CheckpointWatcher } from '@gamepod/log-runtime';

/** How long a read waits for a read model to apply an aggregate's last write, past the write's own wait. */
export const CATCH_UP_MS = 10_000;

export type CatchUpDeps = {
  readonly store: Pick<EventStore, 'version'>;
  readonly checkpoints: Pick<CheckpointWatcher, 'waitFor'>;
};

/**
 * Waits (bounded) until `readModels` have applied every commit of one aggregate so far, and
 * says whether they have: a read right after a write (a detail screen opened from a create's
 * reply, a login right after a sign-up or a new password) then sees the write, however far
 * the read model lagged past the write's own bounded wait. One direct get (the aggregate's
 * version); no wait once the read models hold it.
 *
 * @example await caughtUp(deps, ['users'], 'user', userId); const row = await userById(deps.db, userId);
 */
export async function caughtUp(
  deps: CatchUpDeps,
  readModels: readonly string[],
  aggregate: string,
  id: string,
): Promise<boolean> {
  const version = await deps.store.version(aggregate, id);
  return deps.checkpoints.waitFor(readModels, version, CATCH_UP_MS);
}
