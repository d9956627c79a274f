import { sql } from 'kysely';
import { lockProjection, readCheckpoint, writeCheckpoint } from '../consumer/checkpoints.ts';
import { liveSchema, retiredSchema, shadowSchema, sourceOf } from './projection.ts';
import { failsEveryTime } from './set-aside.ts';
import { applyTailInTransaction, type CopyBuildOptions, extendCopy, streamBounds } from './shadow-build.ts';

/** What the swap added to the shadow: the commits that arrived during the build, and where it stands. */
export type SwapOutcome = { readonly commits: number; readonly checkpoint: number };

/**
 * Swaps a built shadow in for the live read model in one transaction. Live reads keep seeing
 * the old copy until it commits. The swap holds the projection's lock and first applies to the
 * shadow whatever arrived after `builtTo`, so nothing a live worker applied meanwhile is lost.
 * A commit in that tail that fails every time aborts the swap: the shadow is built on outside
 * the lock, where the commit is set aside, and the swap is tried again (five times at most).
 */
export async function swapShadowIn(opts: CopyBuildOptions, builtTo: number): Promise<SwapOutcome> {
  const { projection, db } = opts;
  const shadow = shadowSchema(projection.name);
  const live = liveSchema(projection.name);
  const { stream } = sourceOf(projection, opts.names);
  let commits = 0;
  let seq = builtTo;
  const swap = () =>
    db.transaction().execute(async (trx) => {
      await lockProjection(trx, projection.name);
      // catch up with whatever was appended while we built
      const now = await streamBounds(opts.nc, stream);
      const tail = await applyTailInTransaction(trx, opts, shadow, now.last);
      commits += tail.fresh;
      seq = Math.max(seq, tail.reached);
      await writeCheckpoint(trx, shadow, projection.name, seq);
      const retired = retiredSchema(projection.name);
      const { rows } = await sql<{
        found: boolean;
      }>`select exists (select 1 from pg_namespace where nspname = ${live}) as found`.execute(trx);
      if (rows[0]?.found) {
        await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(trx);
        await sql`alter schema ${sql.id(live)} rename to ${sql.id(retired)}`.execute(trx);
      }
      await sql`alter schema ${sql.id(shadow)} rename to ${sql.id(live)}`.execute(trx);
      // a shadow's note says which log it was built from; a live copy needs none
      await sql`comment on schema ${sql.id(live)} is null`.execute(trx);
      await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(trx);
    });
  for (let round = 1; ; round++) {
    try {
      await swap();
      return { commits, checkpoint: seq };
    } catch (err) {
      if (round >= 5 || !(await failsEveryTime(db, err))) throw err;
      const now = await streamBounds(opts.nc, stream);
      await extendCopy(
        opts,
        shadow,
        Math.max(((await readCheckpoint(db, shadow)) ?? 0) + 1, now.first),
        now.last,
        (checkpoint, applied) => {
          commits += applied;
          seq = Math.max(seq, checkpoint);
        },
      );
    }
  }
}
