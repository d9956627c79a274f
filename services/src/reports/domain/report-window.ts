import type { ReportInterval, ReportQuery, ReportWindow } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import {
  addDays,
  dateText,
  instantOf,
  isoDate,
  isTimeZone,
  parseDate,
  parseTime,
  startOfDay,
  timeText,
  type WallDate,
  type WallTime,
  wallTimeAt,
} from '../../reservations/domain/zoned-time.ts';

// A report's interval is read on the wall clock of the asking user's time zone: today is from
// their midnight to now, lastweek the last 7 days (today included) and lastmonth the last 30,
// each from midnight; custom is from a date, time and AM/PM to another, the end excluded. A day
// is as long as the zone's clocks make it (23 or 25 hours when they change), and a custom end
// the clocks skip is refused.

export const REQUIRED_MESSAGE = 'Please fill all required fields';

/** A custom interval may span a year and a day at most, so that one report cannot scan the whole history. */
export const MAX_CUSTOM_DAYS = 366;

const DAYS_BACK: Record<'today' | 'lastweek' | 'lastmonth', number> = { today: 0, lastweek: 6, lastmonth: 29 };
const LABELS: Record<'today' | 'lastweek' | 'lastmonth', string> = {
  today: 'Today',
  lastweek: 'Last 7 days',
  lastmonth: 'Last 30 days',
};

/** The window a report covers: `from` included, `to` excluded, and the zone its days and hours are read in. */
export type ResolvedWindow = ReportWindow & { readonly fromAt: Date; readonly toAt: Date; readonly timeZone: string };

const missing = (field: string) => new ValidationError(REQUIRED_MESSAGE, { field });

/** The zone the request names (UTC when left out); one Intl does not know is a 400 naming user_timezone. */
export function reportTimeZone(zone: string | undefined): string {
  const timeZone = zone?.trim() || 'UTC';
  if (!isTimeZone(timeZone)) {
    throw new ValidationError('user_timezone: must be a time zone like America/Chicago', { field: 'user_timezone' });
  }
  return timeZone;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = isoDate;
const usDay = dateText;
const clock12 = timeText;

/** The local day `days` before the one `at` falls on. */
function dayBefore(at: Date, days: number, timeZone: string): WallDate {
  return addDays(wallTimeAt(at, timeZone), -days);
}

function customEnd(q: ReportQuery, end: 'start' | 'end', timeZone: string): { at: Date; wall: WallTime } {
  const dateField = `${end}_date`;
  const timeField = `${end}_time`;
  const ampmField = `${end}_ampm`;
  const date = q[dateField as 'start_date']?.trim();
  const time = q[timeField as 'start_time']?.trim();
  const ampm = q[ampmField as 'start_ampm']?.trim();
  if (!date) throw missing(dateField);
  if (!time) throw missing(timeField);
  if (!ampm) throw missing(ampmField);
  const day = parseDate(date);
  if (!day) throw new ValidationError(`${dateField}: must be a date as MM/DD/YYYY`, { field: dateField });
  if (!/^(AM|PM)$/i.test(ampm)) throw new ValidationError(`${ampmField}: must be AM or PM`, { field: ampmField });
  const clock = parseTime(`${time} ${ampm}`);
  if (!clock) throw new ValidationError(`${timeField}: must be a time as hh:mm`, { field: timeField });
  const wall = { ...day, ...clock };
  const at = instantOf(wall, timeZone);
  if (!at) throw new ValidationError(`${timeField}: that time does not exist on that day`, { field: timeField });
  return { at, wall };
}

/**
 * The window a report query names, at `now`. Pure: the clock comes in.
 *
 * @throws ValidationError 'Please fill all required fields' naming the missing field, or naming
 * the field that is wrong (an unknown interval, a malformed date, an end not after the start).
 */
export function reportWindow(q: ReportQuery, now: Date): ResolvedWindow {
  const timeZone = reportTimeZone(q.user_timezone);
  const interval = q.interval?.trim().toLowerCase();
  if (!interval) throw missing('interval');
  if (interval === 'custom') {
    const start = customEnd(q, 'start', timeZone);
    const end = customEnd(q, 'end', timeZone);
    if (end.at.getTime() <= start.at.getTime()) {
      throw new ValidationError('end_date: the end must come after the start', { field: 'end_date' });
    }
    if (end.at.getTime() - start.at.getTime() > MAX_CUSTOM_DAYS * 86_400_000) {
      throw new ValidationError(`end_date: a report spans ${MAX_CUSTOM_DAYS} days at most`, { field: 'end_date' });
    }
    const stamp = (w: WallTime) => `${isoDay(w)}-${pad(w.hour)}${pad(w.minute)}`;
    return {
      interval,
      from: start.at.toISOString(),
      to: end.at.toISOString(),
      fromAt: start.at,
      toAt: end.at,
      timeZone,
      label: `${usDay(start.wall)} ${clock12(start.wall)} – ${usDay(end.wall)} ${clock12(end.wall)}`,
      file_name: `activity-report-custom-${stamp(start.wall)}-to-${stamp(end.wall)}`,
    };
  }
  if (!(interval in DAYS_BACK)) {
    throw new ValidationError('interval: must be today, lastweek, lastmonth or custom', { field: 'interval' });
  }
  const named = interval as Exclude<ReportInterval, 'custom'>;
  const firstDay = dayBefore(now, DAYS_BACK[named], timeZone);
  const fromAt = startOfDay(firstDay, timeZone);
  const today = wallTimeAt(now, timeZone);
  const days = named === 'today' ? isoDay(today) : `${isoDay(firstDay)}-to-${isoDay(today)}`;
  return {
    interval: named,
    from: fromAt.toISOString(),
    to: now.toISOString(),
    fromAt,
    toAt: now,
    timeZone,
    label: named === 'today' ? `Today, ${usDay(today)}` : `${LABELS[named]}, ${usDay(firstDay)} – ${usDay(today)}`,
    file_name: `activity-report-${named}-${days}`,
  };
}
