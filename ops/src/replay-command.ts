import { catalogue } from '@gamepod/events';
import { type PassProgress, type Projection, replayTogether } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { eventsStreamState, type OpsContext, type OpsIO, type OpsNats } from './ops-context.ts';
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

/** What a pass's progress line is called: the read model, or how many it feeds and from which stream. */
function passLabel(p: PassProgress, names: OpsNats['names']): string {
  const what = p.readModels === 1 ? 'read model' : `${p.readModels} read models`;
  return p.stream === names.telemetryStream ? `${what} (telemetry)` : what;
}

/**
 * Rebuilds the named read models with one read of the log (and one of telemetry, for those
 * that read it): progress on stderr (commits read, rate, time left), one summary line per
 * read model on stdout. A pass that was interrupted is taken up where each read model stood,
 * unless `fresh` (after a fix to a read model's code, say).
 */
export async function runReplay(
  ctx: OpsContext,
  target: string,
  io: OpsIO,
  opts: { readonly fresh?: boolean } = {},
): Promise<void> {
  const projections = resolveProjections(target);
  const nats = await ctx.nats();
  const { db } = await ctx.db();
  await eventsStreamState(nats);
  let progress: { stream: string; reporter: ProgressReporter; last: PassProgress } | undefined;
  const finish = () => {
    if (!progress) return;
    const { last } = progress;
    const total = last.target - last.from + 1;
    progress.reporter.finish(last.messages, total);
    progress = undefined;
  };
  await replayTogether({
    projections,
    nc: nats.nc,
    db,
    names: nats.names,
    registry: catalogue,
    fresh: opts.fresh === true,
    onResume: (name, checkpoint) =>
      io.stderr.write(`${name}: going on with the copy an interrupted replay left at ${formatCount(checkpoint)}\n`),
    onProgress: (p) => {
      if (progress?.stream !== p.stream) {
        finish();
        const label = projections.length === 1 ? (projections[0]?.name ?? '') : passLabel(p, nats.names);
        progress = {
          stream: p.stream,
          reporter: new ProgressReporter(io.stderr, { label, unit: 'commits', timeLeft: true }),
          last: p,
        };
      }
      progress.last = p;
      progress.reporter.update(p.messages, p.target - p.from + 1);
    },
    onSwapped: (name, result) => {
      finish();
      io.stdout.write(`${replaySummary(name, result)}\n`);
    },
  });
  finish();
}
