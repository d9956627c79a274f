import type { EventRegistry, StoreNames } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { deadLetter } from '../consumer/dead-letters.ts';
import type { AnyDB } from '../db.ts';
import { handleCommit, type ReactBatchOptions } from './react-batch.ts';
import { reactionSchema } from './reaction.ts';
import { decodeForReaction } from './reaction-worker.ts';
import { REACTIONS_SCHEMA, type TimerRow, writeTimers } from './timers.ts';

const DEAD_LETTER_KEY = 'dead-letter:';

/** Whether a timer is the runtime's own: a dead letter waiting to be handled again. */
export const isDeadLetterRetry = (timer: Pick<TimerRow, 'key'>) => timer.key.startsWith(DEAD_LETTER_KEY);

/**
 * Asks for a reaction's dead letters to be handled again (`ops dead-letters retry`): each
 * becomes a timer due at once, which the services instance running the reaction fires. A
 * retry handles the commit whatever its age. Returns how many were asked for.
 */
export async function requestDeadLetterRetry(db: Kysely<AnyDB>, reaction: string): Promise<number> {
  const letters = sql.table(`${reactionSchema(reaction)}._dead_letters`);
  const { rows } = await sql`insert into ${sql.table(`${REACTIONS_SCHEMA}.timers`)}
      (reaction, key, due_at, action, set_by_seq)
    select ${reaction}, ${DEAD_LETTER_KEY} || seq, 'epoch', jsonb_build_object('seq', seq), seq from ${letters}
    on conflict (reaction, key) do nothing returning key`.execute(db);
  return rows.length;
}

export type RetryDeps = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly batch: ReactBatchOptions;
};

/**
 * Handles one dead letter again, as its retry timer's action: read the message from the
 * stream, decode it, run the handler. Success removes the dead letter and writes the timers it
 * set, in one transaction; another failure records the new reason and keeps it.
 */
export async function retryDeadLetter(deps: RetryDeps, timer: TimerRow): Promise<void> {
  const { reaction, db } = deps.batch;
  const seq = timer.set_by_seq;
  const letters = sql.table(`${reactionSchema(reaction.name)}._dead_letters`);
  const jsm = await jetstreamManager(deps.nc);
  const stored = await jsm.streams.getMessage(deps.names.eventsStream, { seq });
  const keep = (stage: 'decode' | 'apply', error: string) =>
    sql`update ${letters} set stage = ${stage}, error = ${error}, recorded_at = now() where seq = ${seq}`.execute(db);
  if (!stored) {
    await keep('decode', 'the stream no longer holds this message');
    return;
  }
  const message = { seq: stored.seq, subject: stored.subject, data: stored.data };
  const commit = decodeForReaction(deps.names, deps.registry, new Set(reaction.eventTypes), message);
  if (commit.refused) {
    await keep('decode', commit.refused.error);
    return;
  }
  const outcome = await handleCommit(deps.batch, commit, commit.events);
  if ('failed' in outcome) {
    await keep('apply', deadLetter(message, 'apply', outcome.failed).error);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await writeTimers(trx, reaction.name, outcome.intents);
    await sql`delete from ${letters} where seq = ${seq}`.execute(trx);
  });
}

/** The reactions that have a schema in this database (ops reads them without knowing their code). */
export async function knownReactions(db: Kysely<AnyDB>): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select nspname as schema from pg_namespace
    where nspname like 'rx\\_%' order by nspname`.execute(db);
  return rows.map((r) => r.schema.slice('rx_'.length));
}
