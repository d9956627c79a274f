import { catalogue } from '@gamepod/events';
import { type Projection, replayProjection } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { eventsStreamState, type OpsContext, type OpsIO } from './ops-context.ts';
import { UsageError } from './ops-errors.ts';
import { formatCount, formatDuration, formatRate, ProgressReporter } from './progress-bar.ts';

/** `all`, or one registered projection; anything else is a usage error that lists the choices. */
export function resolveProjections(target: string, all: readonly Projection[] = ALL_PROJECTIONS): Projection[] {
  if (target === 'all') return [...all];
  const found = all.find((p) => p.name === target);
  if (found) return [found];
  const valid = [...all.map((p) => p.name), 'all'].join(', ');
  throw new UsageError(`unknown projection "${target}"; valid names: ${valid}`);
}

/** `audit_log: 2,000 commits in 1.20 s (1,667 commits/s), checkpoint 2,000` */
export function replaySummary(name: string, r: { commits: number; checkpoint: number; elapsedMs: number }): string {
  const rate = formatRate(r.commits, r.elapsedMs, 'commits');
  return `${name}: replayed ${formatCount(r.commits)} commits in ${formatDuration(r.elapsedMs)} (${rate}), checkpoint ${formatCount(r.checkpoint)}`;
}

/** Rebuilds each named read model in turn; progress on stderr, one summary line each on stdout. */
export async function runReplay(ctx: OpsContext, target: string, io: OpsIO): Promise<void> {
  const projections = resolveProjections(target);
  const nats = await ctx.nats();
  const { db } = await ctx.db();
  await eventsStreamState(nats);
  for (const projection of projections) {
    const progress = new ProgressReporter(io.stderr, { label: projection.name, unit: 'commits' });
    let last = { seq: 0, target: 0, commits: 0 };
    const result = await replayProjection({
      projection,
      nc: nats.nc,
      db,
      names: nats.names,
      registry: catalogue,
      onProgress: (p) => {
        last = p;
        progress.update(p.seq, p.target, p.commits);
      },
    });
    progress.finish(result.checkpoint, Math.max(last.target, result.checkpoint), result.commits);
    io.stdout.write(`${replaySummary(projection.name, result)}\n`);
  }
}
