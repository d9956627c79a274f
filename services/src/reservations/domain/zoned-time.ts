import { Temporal } from 'temporal-polyfill';

// Wall-clock times in a lab's or a user's IANA time zone, on Temporal (its polyfill until the
// platform has it): the admin types times as local wall-clock times, the log keeps UTC instants.
//
// The rules where a zone's clocks change:
// - a local time the clocks pass twice (the hour repeated when daylight saving time ends) is
//   its first passing, the earlier instant;
// - a local time the clocks skip (the hour lost when it starts) is refused where an admin types
//   an exact moment (a reservation's ends, a custom report's ends: `instantOf` answers null), and
//   elsewhere (an alert's ends, a lab's hours) read in the offset before the jump, which lands
//   as far past the gap as it was into it: 02:30 in a gap from 02:00 to 03:00 is 03:30. That is
//   Temporal's 'compatible' reading and iCalendar's.
// - a day runs from its first instant (midnight, or the end of a gap over midnight) to the next
//   day's, so a day is 23 or 25 hours long when the clocks change in it.

/** A local date and time: month 1–12, hour 0–23. */
export type WallTime = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
};

/** A local calendar date: month 1–12. */
export type WallDate = Pick<WallTime, 'year' | 'month' | 'day'>;

const known = new Map<string, boolean>();

/** Whether `timeZone` names a zone the platform's time zone data knows. */
export function isTimeZone(timeZone: string): boolean {
  let ok = known.get(timeZone);
  if (ok === undefined) {
    try {
      Temporal.Now.zonedDateTimeISO(timeZone);
      ok = true;
    } catch {
      ok = false;
    }
    // a few hundred zones exist; a caller may name any of them, or anything else
    if (known.size >= 512) known.clear();
    known.set(timeZone, ok);
  }
  return ok;
}

/** `timeZone`, or UTC when the zone is unknown. */
const zoneOr = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC');

const zonedAt = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(zoneOr(timeZone));

const plain = (w: WallTime) => new Temporal.PlainDateTime(w.year, w.month, w.day, w.hour, w.minute);

/** The wall clock in `timeZone` (UTC when the zone is unknown) at `instant`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const z = zonedAt(instant, timeZone);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute };
}

/**
 * The instant a wall-clock time in `timeZone` names, or null when the clocks skip it (the
 * hour lost when daylight saving time starts). A time the clocks pass twice (the hour
 * repeated when it ends) is its first passing.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | null {
  const local = plain(wall);
  const z = local.toZonedDateTime(zoneOr(timeZone), { disambiguation: 'earlier' });
  // in a gap the earlier reading lands before it, on another wall time
  if (!z.toPlainDateTime().equals(local)) return null;
  return new Date(z.epochMilliseconds);
}

/**
 * The instant a wall-clock time in `timeZone` names, never refusing one: a time the clocks
 * skip is read in the offset before the jump (as far past the gap as it was into it), a time
 * they pass twice is its first passing.
 */
export function instantAcross(wall: WallTime, timeZone: string): Date {
  return new Date(plain(wall).toZonedDateTime(zoneOr(timeZone), { disambiguation: 'compatible' }).epochMilliseconds);
}

/** The first instant of a local day: midnight, or the end of a gap the clocks skip over midnight. */
export function startOfDay(day: WallDate, timeZone: string): Date {
  const date = new Temporal.PlainDate(day.year, day.month, day.day);
  return new Date(date.toZonedDateTime(zoneOr(timeZone)).epochMilliseconds);
}

/** How long a local day is in `timeZone`, in hours: 24, or 23 and 25 when the clocks change in it (23.5 at Lord Howe). */
export function hoursInDay(day: WallDate, timeZone: string): number {
  return new Temporal.PlainDate(day.year, day.month, day.day).toZonedDateTime(zoneOr(timeZone)).hoursInDay;
}

/** The local calendar date `days` after `day` (before, when negative). */
export function addDays(day: WallDate, days: number): WallDate {
  const d = new Temporal.PlainDate(day.year, day.month, day.day).add({ days });
  return { year: d.year, month: d.month, day: d.day };
}

/** The weekday of a local date: 0 Sunday to 6 Saturday. */
export function weekdayOf(day: WallDate): number {
  return new Temporal.PlainDate(day.year, day.month, day.day).dayOfWeek % 7;
}

/** 'YYYY-MM-DD'. */
export function isoDate(day: WallDate): string {
  return new Temporal.PlainDate(day.year, day.month, day.day).toString();
}

/** Reads 'YYYY-MM-DD' (a real calendar date); null otherwise. */
export function parseIsoDate(text: string): WallDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  return realDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

function realDate(year: number, month: number, day: number): WallDate | null {
  try {
    const d = Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
    return { year: d.year, month: d.month, day: d.day };
  } catch {
    return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY', as the admin console's date fields read. */
export function dateText(w: WallDate): string {
  return `${pad(w.month)}/${pad(w.day)}/${w.year}`;
}

/** 'hh:mm AM/PM', the hour padded to two digits, as the console's time fields and the kiosk read. */
export function timeText(w: Pick<WallTime, 'hour' | 'minute'>): string {
  const h12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${pad(h12)}:${pad(w.minute)} ${w.hour >= 12 ? 'PM' : 'AM'}`;
}

/** Reads 'MM/DD/YYYY' (a real calendar date); null otherwise. */
export function parseDate(text: string): WallDate | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  return realDate(Number(m[3]), Number(m[1]), Number(m[2]));
}

/** Reads 'hh:mm AM/PM' (hour 1–12, the space optional, either case); null otherwise. */
export function parseTime(text: string): Pick<WallTime, 'hour' | 'minute'> | null {
  const m = /^(\d{1,2}):(\d{2}) ?([AaPp][Mm])$/.exec(text.trim());
  if (!m) return null;
  const [h, minute] = [Number(m[1]), Number(m[2])];
  if (h < 1 || h > 12 || minute > 59) return null;
  const pm = m[3]?.toUpperCase() === 'PM';
  return { hour: (h % 12) + (pm ? 12 : 0), minute };
}

const minutesText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : h === 1 ? '1 hour' : `${h} hours`;
  const mins = m === 0 ? '' : m === 1 ? '1 minute' : `${m} minutes`;
  return [hours, mins].filter(Boolean).join(' ') || '0 minutes';
};

/**
 * How long the time from `start` to `end` really lasts, in words ('3 hours'), and, when the
 * clocks change in it so that the wall clocks show another length, how: '2 hours (the clocks
 * go forward 1 hour during it)'.
 */
export function realLengthText(start: Date, end: Date, timeZone: string): string {
  const real = Math.round((end.getTime() - start.getTime()) / 60_000);
  const a = zonedAt(start, timeZone).toPlainDateTime();
  const b = zonedAt(end, timeZone).toPlainDateTime();
  const wall = Math.round(a.until(b, { largestUnit: 'minutes' }).total('minutes'));
  if (wall === real) return minutesText(real);
  const way = wall > real ? 'forward' : 'back';
  return `${minutesText(real)} (the clocks go ${way} ${minutesText(Math.abs(wall - real))} during it)`;
}
