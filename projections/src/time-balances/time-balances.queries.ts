import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { TimeBalancesDB, TimeBalanceTable } from './time-balances.table.ts';

const SCHEMA = liveSchema('time_balances');
const rm = (db: Kysely<unknown>) => (db as Kysely<TimeBalancesDB>).withSchema(SCHEMA);

/** A player's meter row, or undefined when they never had paid or comp time nor paid play. */
export async function timeBalanceRow(db: Kysely<unknown>, userId: string): Promise<TimeBalanceTable | undefined> {
  return timeBalanceQuery(db, userId).executeTakeFirst();
}

/** Several players' balances at once (a burst of due meter timers), in no order. */
export async function timeBalanceRows(db: Kysely<unknown>, userIds: readonly string[]): Promise<TimeBalanceTable[]> {
  if (userIds.length === 0) return [];
  return rm(db)
    .selectFrom('time_balances')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** The statement timeBalanceRow runs (the meter benchmark runs it bare beside the endpoint). */
export const timeBalanceQuery = (db: Kysely<unknown>, userId: string) =>
  rm(db).selectFrom('time_balances').selectAll().where('user_id', '=', userId);

/** Minutes bought and given, less those used, before the running session (may be below 0). */
export const minutesBeforeRunning = (row: Pick<TimeBalanceTable, 'paid_minutes' | 'comp_minutes' | 'used_minutes'>) =>
  row.paid_minutes + row.comp_minutes - row.used_minutes;

/**
 * The minutes left at `now`: the balance less the running paid session's time so far, a
 * minute begun counting as left (so 0 means none at all), never below 0.
 */
export function minutesLeftAt(row: TimeBalanceTable | undefined, now: Date): number {
  if (!row) return 0;
  const base = minutesBeforeRunning(row);
  const running = row.playing_since ? Math.max(0, now.getTime() - row.playing_since.getTime()) / 60_000 : 0;
  return Math.max(0, Math.ceil(base - running - 1e-9));
}

/** When the running paid session uses the last minute, or null when nothing is running. */
export function runsOutAt(row: TimeBalanceTable | undefined): Date | null {
  if (!row?.playing_since) return null;
  return new Date(row.playing_since.getTime() + Math.max(0, minutesBeforeRunning(row)) * 60_000);
}
