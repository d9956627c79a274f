import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/**
 * One row per player with paid time in play: minutes bought, given (comp) and used in paid
 * labs, and the paid play session running now, if any. The balance at an instant is
 * paid + comp - used - the running session's minutes so far.
 */
export type TimeBalanceTable = {
  user_id: string;
  /** Minutes bought (succeeded payments), less those refunds and disputes took back. */
  paid_minutes: number;
  comp_minutes: number;
  /** Minutes of ended play sessions in paid labs, each counted by the started minute. */
  used_minutes: number;
  /** The player's latest paid launch still waiting for its game to start. */
  pending_launch: string | null;
  /** The paid play session running now: its launch, pod and start. */
  playing_launch: string | null;
  playing_pod: string | null;
  playing_since: Date | null;
};

export type TimeBalancesDB = { time_balances: TimeBalanceTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const timeBalanceColumns: ColumnTypes<TimeBalanceTable> = {
  user_id: 'text',
  paid_minutes: 'integer',
  comp_minutes: 'integer',
  used_minutes: 'integer',
  pending_launch: 'text',
  playing_launch: 'text',
  playing_pod: 'text',
  playing_since: 'timestamptz',
};
