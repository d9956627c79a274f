import { countDeadLetters, type DeadLetterRow, listDeadLetters } from '../runtime/dead-letters.ts';
import { liveSchema } from '../runtime/projection.ts';
import type { OpsContext, OpsIO } from './ops-context.ts';
import { formatCount } from './progress-bar.ts';
import { resolveProjections, runReplay } from './replay-command.ts';
import { alignTable } from './text-table.ts';

/** Most dead letters listed per read model. */
const LIST_LIMIT = 200;
const EXCERPT_CHARS = 60;

/** `dead-letters [<projection|all>] [--json]`: what each read model set aside, oldest first. */
export async function runDeadLetters(
  ctx: OpsContext,
  command: { readonly target: string; readonly json: boolean },
  io: OpsIO,
): Promise<void> {
  const projections = resolveProjections(command.target);
  const { db } = await ctx.db();
  const found: Array<{ projection: string; letters: DeadLetterRow[] }> = [];
  for (const p of projections) {
    const letters = await listDeadLetters(db, liveSchema(p.name), LIST_LIMIT);
    if (letters.length > 0) found.push({ projection: p.name, letters });
  }
  if (command.json) {
    io.stdout.write(`${JSON.stringify(found, null, 2)}\n`);
    return;
  }
  if (found.length === 0) {
    io.stdout.write('no dead letters\n');
    return;
  }
  const rows = [['PROJECTION', 'SEQ', 'STAGE', 'SUBJECT', 'RECORDED', 'ERROR', 'EXCERPT']];
  for (const { projection, letters } of found) {
    for (const l of letters) {
      rows.push([
        projection,
        String(l.seq),
        l.stage,
        l.subject,
        l.recorded_at.toISOString(),
        l.error,
        l.excerpt.length > EXCERPT_CHARS ? `${l.excerpt.slice(0, EXCERPT_CHARS)}…` : l.excerpt,
      ]);
    }
  }
  io.stdout.write(`${alignTable(rows)}\n`);
}

/**
 * `dead-letters retry <projection|all>`: rebuilds each named read model that holds dead
 * letters. A rebuild reads the whole log again in order, so every set-aside commit is tried
 * again in its place (applying one alone, out of order, could fold it onto a later state);
 * whatever still fails is set aside again.
 */
export async function runRetryDeadLetters(ctx: OpsContext, target: string, io: OpsIO): Promise<void> {
  const projections = resolveProjections(target);
  const { db } = await ctx.db();
  const before = await countDeadLetters(
    db,
    projections.map((p) => liveSchema(p.name)),
  );
  const holding = projections.filter((p) => (before.get(liveSchema(p.name)) ?? 0) > 0);
  if (holding.length === 0) {
    io.stdout.write('no dead letters to retry\n');
    return;
  }
  for (const p of holding) {
    await runReplay(ctx, p.name, io);
    const after = await countDeadLetters(db, [liveSchema(p.name)]);
    io.stdout.write(
      `${p.name}: dead letters ${formatCount(before.get(liveSchema(p.name)) ?? 0)} before, ${formatCount(after.get(liveSchema(p.name)) ?? 0)} after\n`,
    );
  }
}
