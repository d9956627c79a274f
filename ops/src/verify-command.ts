import { catalogue } from '@gamepod/events';
import type { TableComparison } from '@gamepod/log-runtime';
import { type VerifyResult, verifyProjection } from '@gamepod/log-runtime';
import { eventsStreamState, type OpsContext, type OpsIO } from './ops-context.ts';
import { OpsError } from './ops-errors.ts';
import { formatCount, formatDuration, ProgressReporter } from './progress-bar.ts';
import { resolveProjections } from './replay-command.ts';
import { alignTable } from './text-table.ts';

const count = (n: number | null) => (n === null ? 'absent' : formatCount(n));

/** `audit_log: equal to a rebuild at sequence 2,010 (3 tables, 2,014 rows) in 1.20 s` and the like. */
export function verifySummary(r: VerifyResult): string {
  switch (r.status) {
    case 'equal': {
      const rows = r.tables.reduce((n, t) => n + (t.live ?? 0), 0);
      return `${r.projection}: equal to a rebuild at sequence ${formatCount(r.seq)} (${r.tables.length} tables, ${formatCount(rows)} rows) in ${formatDuration(r.elapsedMs)}`;
    }
    case 'different': {
      const differ = r.tables.filter((t) => !t.equal).map((t) => t.table);
      return `${r.projection}: DIFFERS from a rebuild at sequence ${formatCount(r.seq)} in ${differ.join(', ')}`;
    }
    case 'missing':
      return `${r.projection}: not built yet (${r.reason ?? 'no schema'})`;
    case 'unverifiable':
      return `${r.projection}: cannot be verified: ${r.reason ?? ''}`;
    default: {
      const never: never = r.status;
      return never;
    }
  }
}

/** The per-table summary of a read model that differs, then a few rows found on one side only. */
export function verifyDiffTable(tables: readonly TableComparison[]): string {
  const rows = [['TABLE', 'LIVE', 'REBUILT', 'ONLY LIVE', 'ONLY REBUILT', 'SAME', 'NOTES']];
  for (const t of tables) {
    const notes = [
      ...(t.columnsOnlyLive.length ? [`columns only live: ${t.columnsOnlyLive.join(', ')}`] : []),
      ...(t.columnsOnlyRebuilt.length ? [`columns only rebuilt: ${t.columnsOnlyRebuilt.join(', ')}`] : []),
      ...(t.ignored.length ? [`not compared: ${t.ignored.join(', ')}`] : []),
    ];
    rows.push([
      t.table,
      count(t.live),
      count(t.rebuilt),
      formatCount(t.onlyLive),
      formatCount(t.onlyRebuilt),
      t.equal ? 'yes' : 'NO',
      notes.join('; '),
    ]);
  }
  const examples = tables.flatMap((t) => [
    ...t.examples.live.map((row) => `  ${t.table}, only live:    ${row}`),
    ...t.examples.rebuilt.map((row) => `  ${t.table}, only rebuilt: ${row}`),
  ]);
  return [alignTable(rows), ...(examples.length ? ['', ...examples] : [])].join('\n');
}

/**
 * `verify <projection|all> [--json]`: rebuilds each named read model beside the live one and
 * compares them at one point of the log (see `verifyProjection`). Progress on stderr; a line
 * per read model on stdout, and the per-table summary of each that differs. Fails (exit 1)
 * when any differs or was never built.
 */
export async function runVerify(
  ctx: OpsContext,
  command: { readonly target: string; readonly json: boolean },
  io: OpsIO,
): Promise<void> {
  const projections = resolveProjections(command.target);
  const nats = await ctx.nats();
  const { db } = await ctx.db();
  await eventsStreamState(nats);
  const results: VerifyResult[] = [];
  for (const projection of projections) {
    const progress = command.json
      ? undefined
      : new ProgressReporter(io.stderr, { label: projection.name, unit: 'commits' });
    const r = await verifyProjection({
      projection,
      nc: nats.nc,
      db,
      names: nats.names,
      registry: catalogue,
      onProgress: (p) => progress?.update(p.seq, p.target, p.commits),
    });
    progress?.finish(r.seq, r.seq, r.commits);
    results.push(r);
    if (command.json) continue;
    io.stdout.write(`${verifySummary(r)}\n`);
    if (r.status === 'different') io.stdout.write(`${verifyDiffTable(r.tables)}\n\n`);
  }
  if (command.json) io.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  const failed = results.filter((r) => r.status === 'different' || r.status === 'missing');
  if (failed.length > 0) {
    const names = failed.map((r) => r.projection).join(', ');
    throw new OpsError(
      `${failed.length} of ${results.length} read model${results.length === 1 ? '' : 's'} ${failed.length === 1 ? 'is' : 'are'} not equal to a rebuild: ${names}`,
    );
  }
}
