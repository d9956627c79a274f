import {
  type AnyDB,
  countDeadLetters,
  type DeadLetterRow,
  knownReactions,
  listDeadLetters,
  liveSchema,
  type Projection,
  reactionSchema,
  requestDeadLetterRetry,
} from '@gamepod/log-runtime';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { OpsContext, OpsIO } from './ops-context.ts';
import { formatCount } from './progress-bar.ts';
import { resolveProjections, runReplay } from './replay-command.ts';
import { alignTable } from './text-table.ts';

/** Most dead letters listed per read model. */
const LIST_LIMIT = 200;
const EXCERPT_CHARS = 60;

/**
 * What a dead-letters command names: a read model or a reaction (reactions are found in
 * Postgres: their code lives in services), or `all` of both.
 */
async function resolveTargets(
  db: Kysely<AnyDB>,
  target: string,
): Promise<{ readonly projections: Projection[]; readonly reactions: string[] }> {
  const reactions = await knownReactions(db);
  if (target === 'all') return { projections: [...ALL_PROJECTIONS], reactions };
  if (reactions.includes(target) && !ALL_PROJECTIONS.some((p) => p.name === target))
    return { projections: [], reactions: [target] };
  return { projections: resolveProjections(target), reactions: [] };
}

/** `dead-letters [<projection|reaction|all>] [--json]`: what each read model and reaction set aside, oldest first. */
export async function runDeadLetters(
  ctx: OpsContext,
  command: { readonly target: string; readonly json: boolean },
  io: OpsIO,
): Promise<void> {
  const { db } = await ctx.db();
  const { projections, reactions } = await resolveTargets(db, command.target);
  const found: Array<({ projection: string } | { reaction: string }) & { letters: DeadLetterRow[] }> = [];
  for (const p of projections) {
    const letters = await listDeadLetters(db, liveSchema(p.name), LIST_LIMIT);
    if (letters.length > 0) found.push({ projection: p.name, letters });
  }
  for (const reaction of reactions) {
    const letters = await listDeadLetters(db, reactionSchema(reaction), LIST_LIMIT);
    if (letters.length > 0) found.push({ reaction, letters });
  }
  if (command.json) {
    io.stdout.write(`${JSON.stringify(found, null, 2)}\n`);
    return;
  }
  if (found.length === 0) {
    io.stdout.write('no dead letters\n');
    return;
  }
  const rows = [['CONSUMER', 'SEQ', 'STAGE', 'SUBJECT', 'RECORDED', 'ERROR', 'EXCERPT']];
  for (const entry of found) {
    const consumer = 'projection' in entry ? entry.projection : `reaction ${entry.reaction}`;
    for (const l of entry.letters) {
      rows.push([
        consumer,
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
 * `dead-letters retry <projection|reaction|all>`: rebuilds each named read model that holds
 * dead letters. A rebuild reads the whole log again in order, so every set-aside commit is
 * tried again in its place (applying one alone, out of order, could fold it onto a later
 * state); whatever still fails is set aside again. A reaction's dead letters are handed back
 * to it instead: each becomes a timer due at once, which a running services instance fires
 * by handling the commit again; one that succeeds leaves the list.
 */
export async function runRetryDeadLetters(ctx: OpsContext, target: string, io: OpsIO): Promise<void> {
  const { db } = await ctx.db();
  const { projections, reactions } = await resolveTargets(db, target);
  for (const reaction of reactions) {
    const asked = await requestDeadLetterRetry(db, reaction);
    if (asked > 0)
      io.stdout.write(`reaction ${reaction}: ${formatCount(asked)} dead letters handed back to the running services\n`);
  }
  const before = await countDeadLetters(
    db,
    projections.map((p) => liveSchema(p.name)),
  );
  const holding = projections.filter((p) => (before.get(liveSchema(p.name)) ?? 0) > 0);
  if (holding.length === 0) {
    if (reactions.length === 0 || target === 'all') io.stdout.write('no read model dead letters to retry\n');
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
