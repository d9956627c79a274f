import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';
import { REACTIONS_SCHEMA, type TimerRow } from './timers.ts';

const timers = sql.table(`${REACTIONS_SCHEMA}.timers`);
const COLUMNS = sql`t.reaction, t.key, t.due_at, t.action, t.set_by_seq, t.attempts, t.last_error`;

/** A timer as claimed: the one fired is the one deleted, unless a reaction replaced it meanwhile. */
export type ClaimedTimer = TimerRow;

/**
 * Leases up to `limit` due timers to `owner` for `leaseMs` of the database's clock, in one
 * statement that commits at once: no lock is held while their actions run. A timer another
 * instance leased is skipped until its lease runs out (that instance died, or stopped renewing);
 * due times are judged by `now`, the app's business clock. Soonest first.
 */
export async function claimDueTimers(
  db: Kysely<AnyDB>,
  opts: {
    readonly reactions: readonly string[];
    readonly now: Date;
    readonly limit: number;
    readonly owner: string;
    readonly leaseMs: number;
  },
): Promise<ClaimedTimer[]> {
  const { rows } = await sql<ClaimedTimer>`update ${timers} t
    set leased_until = now() + make_interval(secs => ${opts.leaseMs / 1000}), lease_owner = ${opts.owner}
    from (select reaction, key from ${timers}
      where reaction = any(${[...opts.reactions]}::text[]) and due_at <= ${opts.now}
        and (leased_until is null or leased_until < now())
      order by due_at limit ${opts.limit} for update skip locked) due
    where t.reaction = due.reaction and t.key = due.key
    returning ${COLUMNS}`.execute(db);
  return rows.sort((a, b) => a.due_at.getTime() - b.due_at.getTime());
}

/** These timers as a table `h(reaction, key)`. */
const heldBy = (held: readonly Pick<TimerRow, 'reaction' | 'key'>[]) =>
  sql`unnest(${held.map((h) => h.reaction)}::text[], ${held.map((h) => h.key)}::text[]) as h(reaction, key)`;

/** Keeps the leases `owner` holds on these timers (their actions still run) for another `leaseMs`. */
export async function renewLeases(
  db: Kysely<AnyDB>,
  owner: string,
  held: readonly Pick<TimerRow, 'reaction' | 'key'>[],
  leaseMs: number,
): Promise<void> {
  if (held.length === 0) return;
  await sql`update ${timers} t set leased_until = now() + make_interval(secs => ${leaseMs / 1000})
    from ${heldBy(held)} where t.reaction = h.reaction and t.key = h.key and t.lease_owner = ${owner}`.execute(db);
}

/** Frees the leases `owner` holds on these timers, whose actions it will not run: another may take them now. */
export async function releaseLeases(
  db: Kysely<AnyDB>,
  owner: string,
  held: readonly Pick<TimerRow, 'reaction' | 'key'>[],
): Promise<void> {
  if (held.length === 0) return;
  await sql`update ${timers} t set leased_until = null, lease_owner = null
    from ${heldBy(held)} where t.reaction = h.reaction and t.key = h.key and t.lease_owner = ${owner}`.execute(db);
}

/** The condition that the stored timer is still the one claimed: not replaced (nor cancelled and set again). */
const sameTimer = (t: ClaimedTimer) =>
  sql`reaction = ${t.reaction} and key = ${t.key} and set_by_seq = ${t.set_by_seq} and due_at = ${t.due_at}`;

/** Deletes a fired timer, unless a reaction replaced it while its action ran: the new one stays. */
export async function deleteFiredTimer(db: Kysely<AnyDB>, timer: ClaimedTimer): Promise<void> {
  await sql`delete from ${timers} where ${sameTimer(timer)}`.execute(db);
}

/** Deletes fired timers in one statement, each unless a reaction replaced it while they ran. */
export async function deleteFiredTimers(db: Kysely<AnyDB>, fired: readonly ClaimedTimer[]): Promise<void> {
  if (fired.length === 0) return;
  await sql`delete from ${timers} t
    using unnest(${fired.map((f) => f.reaction)}::text[], ${fired.map((f) => f.key)}::text[],
      ${fired.map((f) => f.set_by_seq)}::bigint[], ${fired.map((f) => f.due_at.toISOString())}::timestamptz[])
      as f(reaction, key, set_by_seq, due_at)
    where t.reaction = f.reaction and t.key = f.key and t.set_by_seq = f.set_by_seq and t.due_at = f.due_at`.execute(
    db,
  );
}

/**
 * Tries a failed timer again at `retryAt` and frees its lease, unless a reaction replaced or
 * cancelled it while its action ran (a replacement starts with no attempts).
 */
export async function postponeTimer(
  db: Kysely<AnyDB>,
  timer: ClaimedTimer,
  error: string,
  retryAt: Date,
): Promise<void> {
  await sql`update ${timers} set attempts = attempts + 1, last_error = ${error}, due_at = ${retryAt},
      leased_until = null, lease_owner = null
    where ${sameTimer(timer)}`.execute(db);
}

/** The soonest due time among timers no live lease holds: the loop sleeps until then. */
export async function nextUnleasedDue(db: Kysely<AnyDB>, reactions: readonly string[]): Promise<Date | null> {
  const { rows } = await sql<{ next: Date | null }>`select min(due_at) as next from ${timers}
    where reaction = any(${[...reactions]}::text[]) and (leased_until is null or leased_until < now())`.execute(db);
  return rows[0]?.next ?? null;
}
