import type { StaffMessageEntry } from '@gamepod/contracts/http';

/**
 * How long a staff message waits for a kiosk that was not running when it was sent: a floor
 * message is about now ("your table is ready"), so one older than this is not shown at all.
 */
export const STAFF_MESSAGE_SHOWN_FOR_MS = 15 * 60_000;

/**
 * The messages still to show on the pod, oldest first: those sent after the last one its kiosk
 * acknowledged and no longer ago than STAFF_MESSAGE_SHOWN_FOR_MS at `now`.
 */
export function unreadStaffMessages(
  sent: readonly StaffMessageEntry[],
  acknowledgedThrough: string | null,
  now: Date,
): StaffMessageEntry[] {
  const after = acknowledgedThrough === null ? Number.NEGATIVE_INFINITY : Date.parse(acknowledgedThrough);
  const since = now.getTime() - STAFF_MESSAGE_SHOWN_FOR_MS;
  return sent
    .filter((m) => Date.parse(m.sent_at) > after && Date.parse(m.sent_at) >= since)
    .sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at));
}
