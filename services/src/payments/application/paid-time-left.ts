import { RuleViolationError } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import { minutesLeftAt, timeBalanceRow } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** The key the kiosk shows when a player in a paid lab has no time: it goes to Buy Time. */
export const NO_PAID_TIME_KEY = 'player-dashboard-remain-time-error';

/** A player's paid minutes left at `now` (0 for a player the meter never saw). */
export async function paidMinutesLeft(db: Kysely<unknown>, userId: string, now: Date): Promise<number> {
  return minutesLeftAt(await orWhenMissing(timeBalanceRow(db, userId), undefined), now);
}

/**
 * 422 `no_paid_time` when a launch in a paid lab finds its player with no time left; a free
 * lab, or staff launching without a player, always may. The launch route calls it before it
 * appends anything.
 *
 * @example await assertPaidTimeLeft(deps.db, { userId: session.user_id, labIsPaid: lab.is_paid, now: clock() });
 */
export async function assertPaidTimeLeft(
  db: Kysely<unknown>,
  input: { readonly userId: string | null; readonly labIsPaid: boolean; readonly now: Date },
): Promise<void> {
  if (!input.labIsPaid || input.userId === null) return;
  if ((await paidMinutesLeft(db, input.userId, input.now)) > 0) return;
  throw new RuleViolationError('no_paid_time', 'You have no paid time left. Buy time to play.', {
    msg_key: NO_PAID_TIME_KEY,
  });
}
