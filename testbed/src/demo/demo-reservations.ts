// The demo's reservations, seeded on first start: one later today and one tomorrow on the demo
// lab's first pod, so the console's reservations list has rows and the pod shows the upcoming
// banner when the first is within 3 hours.

import { dateText, timeText, wallTimeAt } from '@gamepod/services/domain';

type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Record<string, unknown>>;

const HOUR = 3_600_000;

/**
 * The body of /admin/reservations/save holding `podKeys` of `labId` from `start` to `end`,
 * typed as wall-clock times in the lab's `timezone` (whole minutes, as the form has them).
 */
export function reservationBody(
  labId: string,
  podKeys: readonly string[],
  start: Date,
  end: Date,
  timezone: string,
  over: { group_name?: string; emails_list?: string[] } = {},
): Record<string, unknown> {
  const s = wallTimeAt(start, timezone);
  const e = wallTimeAt(end, timezone);
  return {
    lab_id: labId,
    start_date: dateText(s),
    start_time: timeText(s),
    end_date: dateText(e),
    end_time: timeText(e),
    start_datetime: `${dateText(s)} ${timeText(s)}`,
    end_datetime: `${dateText(e)} ${timeText(e)}`,
    pods_list: [...podKeys],
    emails_list: over.emails_list ?? ['coach@demo.test'],
    group_name: over.group_name ?? 'Demo group',
  };
}

/** The next whole hour at least `hours` from `now`. */
function wholeHourAfter(now: Date, hours: number): Date {
  const t = now.getTime() + hours * HOUR;
  return new Date(t - (t % HOUR) + HOUR);
}

/**
 * Saves the two demo reservations unless the demo client has reservations already (a restart
 * keeps them): 'Robotics club' for an hour from the next whole hour after an hour from now
 * (later today, unless the demo starts late at night), and 'Chess club' for two hours a day
 * after it.
 */
export async function ensureDemoReservations(
  call: Call,
  clientId: string,
  lab: { id: string; timezone: string },
  podKey: string,
  now = new Date(),
): Promise<void> {
  const listed = await call('GET', `/admin/reservations/list?client_id=${clientId}&length=1&page=1`);
  if ((listed.total_rows as number) > 0) return;
  const today = wholeHourAfter(now, 1);
  const tomorrow = new Date(today.getTime() + 24 * HOUR);
  await call(
    'POST',
    '/admin/reservations/save',
    reservationBody(lab.id, [podKey], today, new Date(today.getTime() + HOUR), lab.timezone, {
      group_name: 'Robotics club',
    }),
  );
  await call(
    'POST',
    '/admin/reservations/save',
    reservationBody(lab.id, [podKey], tomorrow, new Date(tomorrow.getTime() + 2 * HOUR), lab.timezone, {
      group_name: 'Chess club',
    }),
  );
}
