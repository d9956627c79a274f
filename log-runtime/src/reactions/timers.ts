import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';

/** The reactions runtime's own schema: the due timers of every reaction. */
export const REACTIONS_SCHEMA = 'gp_reactions';
const timers = sql.table(`${REACTIONS_SCHEMA}.timers`);

/** Keys the runtime keeps for itself: a dead letter's retry is a timer `dead-letter:<seq>`. */
export const RESERVED_KEY = /^dead-letter:/;

/**
 * "At `dueAt`, do `action`", for the reaction whose handler is running. Both calls take
 * effect when the batch commits, together with its checkpoint, so a redelivered event
 * schedules nothing twice. A key holds one timer: setting it again replaces it.
 *
 * @example ctx.timers.set(`command:${id}`, new Date(expires_at), { pod_id, command_id: id });
 */
export type TimerWriter = {
  set(key: string, dueAt: Date, action: unknown): void;
  cancel(key: string): void;
};

/** A set or cancel asked for by the handler of commit `seq`. */
export type TimerIntent =
  | { readonly op: 'set'; readonly key: string; readonly dueAt: Date; readonly action: unknown; readonly seq: number }
  | { readonly op: 'cancel'; readonly key: string; readonly seq: number };

/** A TimerWriter that records what a handler asked for, to be written with the checkpoint. */
export function timerIntents(seq: number): { readonly writer: TimerWriter; readonly intents: TimerIntent[] } {
  const intents: TimerIntent[] = [];
  const checkKey = (key: string) => {
    if (key.length === 0 || key.length > 200 || RESERVED_KEY.test(key)) throw new Error(`not a timer key: ${key}`);
  };
  return {
    intents,
    writer: {
      set(key, dueAt, action) {
        checkKey(key);
        if (Number.isNaN(dueAt.getTime())) throw new Error(`timer ${key} has no due time`);
        intents.push({ op: 'set', key, dueAt, action: action ?? null, seq });
      },
      cancel(key) {
        checkKey(key);
        intents.push({ op: 'cancel', key, seq });
      },
    },
  };
}

/** Creates the timers table once (every instance may ask at start). */
export async function createTimersTable(db: Kysely<AnyDB>): Promise<void> {
  await sql`create schema if not exists ${sql.id(REACTIONS_SCHEMA)}`.execute(db);
  await sql`create table if not exists ${timers} (
    reaction text not null,
    key text not null,
    due_at timestamptz not null,
    action jsonb not null,
    set_by_seq bigint not null,
    attempts integer not null default 0,
    last_error text,
    primary key (reaction, key)
  )`.execute(db);
  // a timer is leased to the instance firing it, until the lease runs out or the timer is done
  await sql`alter table ${timers} add column if not exists leased_until timestamptz,
    add column if not exists lease_owner text`.execute(db);
  await sql`create index if not exists timers_due on ${timers} (due_at)`.execute(db);
}

/**
 * Writes a batch's timer intents in order, in the caller's transaction. A timer set again
 * while its action runs is a new timer, not leased: the loop firing the old one leaves it.
 */
export async function writeTimers(
  trx: Kysely<AnyDB>,
  reaction: string,
  intents: readonly TimerIntent[],
): Promise<void> {
  for (const t of intents) {
    if (t.op === 'cancel') {
      await sql`delete from ${timers} where reaction = ${reaction} and key = ${t.key}`.execute(trx);
      continue;
    }
    await sql`insert into ${timers} (reaction, key, due_at, action, set_by_seq)
      values (${reaction}, ${t.key}, ${t.dueAt}, ${JSON.stringify(t.action)}::jsonb, ${t.seq})
      on conflict (reaction, key) do update set due_at = excluded.due_at, action = excluded.action,
        set_by_seq = excluded.set_by_seq, attempts = 0, last_error = null,
        leased_until = null, lease_owner = null`.execute(trx);
  }
}

/** A timer as stored. */
export type TimerRow = {
  readonly reaction: string;
  readonly key: string;
  readonly due_at: Date;
  readonly action: unknown;
  /** The commit that set it (for a dead letter's retry, the dead letter's). */
  readonly set_by_seq: number;
  readonly attempts: number;
  readonly last_error: string | null;
};

/** The timers of these reactions, soonest first (ops and tests). */
export async function listTimers(db: Kysely<AnyDB>, reactions: readonly string[]): Promise<TimerRow[]> {
  const { rows } =
    await sql<TimerRow>`select reaction, key, due_at, action, set_by_seq, attempts, last_error from ${timers}
    where reaction = any(${[...reactions]}::text[]) order by due_at, reaction, key`.execute(db);
  return rows;
}

/** How many timers each of these reactions has, and how many of them failed at least once (ops). */
export async function countTimers(
  db: Kysely<AnyDB>,
  reactions: readonly string[],
): Promise<Map<string, { readonly timers: number; readonly failing: number }>> {
  const counts = new Map<string, { timers: number; failing: number }>();
  if (reactions.length === 0) return counts;
  const { rows: present } = await sql<{
    found: boolean;
  }>`select to_regclass(${`${REACTIONS_SCHEMA}.timers`}) is not null as found`.execute(db);
  if (!present[0]?.found) return counts;
  const { rows } = await sql<{ reaction: string; timers: number; failing: number }>`select reaction,
      count(*)::int as timers, (count(*) filter (where attempts > 0))::int as failing
    from ${timers} where reaction = any(${[...reactions]}::text[]) group by reaction`.execute(db);
  for (const r of rows) counts.set(r.reaction, { timers: r.timers, failing: r.failing });
  return counts;
}
