import type { RawMessage } from '@gamepod/events';
import { type Kysely, sql } from 'kysely';
import { lockCheckpoint, lockProjection, writeCheckpoint } from '../consumer/checkpoints.ts';
import { deadLetter, recordDeadLetters } from '../consumer/dead-letters.ts';
import { type AnyDB, isConnectionError } from '../db.ts';
import { type ApplyBatchOptions, applyBatch, type BatchOutcome, type DecodedCommit } from './apply-batch.ts';

type Message = RawMessage | DecodedCommit;

// SQLSTATE classes that say the database, the connection or our own SQL is in trouble, not
// the data: connection exceptions, transaction rollbacks (serialization, deadlock), syntax
// and schema errors (a bug fails every commit alike: retrying keeps them, setting aside would
// lose them all), insufficient resources, operator intervention, system and internal errors
const TRANSIENT_CLASSES = new Set(['08', '40', '42', '53', '57', '58', 'XX']);
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What a Postgres error's SQLSTATE says of a failure: the data's fault ('every-time'), the
 * database's or our SQL's ('transient'), or nothing, for an error that is not Postgres's.
 */
export function sqlStateVerdict(err: unknown): 'every-time' | 'transient' | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !SQLSTATE.test(code)) return null;
  return TRANSIENT_CLASSES.has(code.slice(0, 2)) ? 'transient' : 'every-time';
}

/**
 * Whether a failure to apply one commit would fail the same way every time. A SQLSTATE outside
 * the transient classes is the data's fault (text Postgres refuses, a number out of range, a
 * broken constraint). A dropped or refused connection never is. Anything else (a TypeError in a handler) is judged
 * by asking the database a trivial question: when that works, the database is fine and the
 * commit is what fails.
 */
export async function failsEveryTime(db: Kysely<AnyDB>, err: unknown): Promise<boolean> {
  // a dropped connection says nothing of the commit, even when the next one answers at once
  if (isConnectionError(err)) return false;
  const byCode = sqlStateVerdict(err);
  if (byCode) return byCode === 'every-time';
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Sets one commit aside as a dead letter of the apply stage and moves the checkpoint past it. */
async function setAside(db: Kysely<AnyDB>, opts: ApplyBatchOptions, m: Message, err: unknown): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (opts.lock) await lockProjection(trx, opts.projection.name);
    const checkpoint = await lockCheckpoint(trx, opts.schema);
    if (m.seq <= checkpoint) return checkpoint;
    await recordDeadLetters(trx, opts.schema, [deadLetter(asRaw(m), 'apply', err)]);
    await writeCheckpoint(trx, opts.schema, opts.projection.name, m.seq);
    return m.seq;
  });
}

/** The message a commit came from (a decoded one carries it), for the dead letter's excerpt. */
function asRaw(m: Message): RawMessage {
  if (!('events' in m)) return m;
  return m.message ?? { seq: m.seq, subject: m.events[0]?.subject ?? '', data: new Uint8Array() };
}

/**
 * Applies a batch as `applyBatch` does; when that fails for a reason that would fail every
 * time, applies its commits one at a time and sets aside the ones that fail, so one bad
 * commit never stops a read model. Transient failures are thrown for the caller to retry.
 */
export async function applyBatchSettingAside(
  db: Kysely<AnyDB>,
  opts: ApplyBatchOptions,
  messages: readonly Message[],
  onSetAside?: (seq: number, err: unknown) => void,
): Promise<BatchOutcome> {
  try {
    return await applyBatch(db, opts, messages);
  } catch (err) {
    if (!(await failsEveryTime(db, err))) throw err;
  }
  const ordered = [...messages].sort((a, b) => a.seq - b.seq);
  let outcome: BatchOutcome = { checkpoint: 0, applied: 0, events: 0 };
  for (const m of ordered) {
    try {
      const one = await applyBatch(db, opts, [m]);
      outcome = {
        checkpoint: one.checkpoint,
        applied: outcome.applied + one.applied,
        events: outcome.events + one.events,
      };
    } catch (err) {
      if (!(await failsEveryTime(db, err))) throw err;
      onSetAside?.(m.seq, err);
      outcome = { ...outcome, checkpoint: await setAside(db, opts, m, err), applied: outcome.applied + 1 };
    }
  }
  return outcome;
}
