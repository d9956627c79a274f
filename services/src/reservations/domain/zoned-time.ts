// Wall-clock times in a lab's IANA time zone, with the platform's Intl and no date library:
// the admin types a reservation's start and end as the lab's local time, the log keeps UTC.

/** A local date and time: month 1–12, hour 0–23. */
export type WallTime = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `timeZone` (UTC when the zone is unknown), made once per zone. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = formatIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** How far `timeZone`'s wall clock is ahead of UTC at `utcMs`, in ms (whole minutes). */
function offsetAt(utcMs: number, timeZone: string): number {
  const whole = utcMs - (utcMs % 60_000);
  return asUtc(wallTimeAt(new Date(whole), timeZone)) - whole;
}

/**
 * The instant a wall-clock time in `timeZone` names, or null when the clocks skip it (the
 * hour lost when daylight saving time starts). A time the clocks pass twice (the hour
 * repeated when it ends) is its first passing.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | null {
  const guess = asUtc(wall);
  const candidates = [guess - offsetAt(guess - 86_400_000, timeZone), guess - offsetAt(guess + 86_400_000, timeZone)];
  const found = candidates.filter((t) => sameWall(wallTimeAt(new Date(t), timeZone), wall)).sort((a, b) => a - b)[0];
  return found === undefined ? null : new Date(found);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY', as the admin console's date fields read. */
export function dateText(w: WallTime): string {
  return `${pad(w.month)}/${pad(w.day)}/${w.year}`;
}

/** 'hh:mm AM/PM', the hour padded to two digits, as the console's time fields and the kiosk read. */
export function timeText(w: WallTime): string {
  const h12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${pad(h12)}:${pad(w.minute)} ${w.hour >= 12 ? 'PM' : 'AM'}`;
}

/** Reads 'MM/DD/YYYY' (a real calendar date); null otherwise. */
export function parseDate(text: string): Pick<WallTime, 'year' | 'month' | 'day'> | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
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
