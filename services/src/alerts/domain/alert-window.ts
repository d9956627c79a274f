import { parseAmPm, parseUsDate, ValidationError } from '@gamepod/events';

// An alert's window is typed as a date, a time and AM/PM in the user's own time zone
// ('07/04/2027 09:30 PM'), and kept as UTC instants. These conversions are pure (Intl only).

const US_DATE_TIME = /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}:\d{2}\s*[AaPp][Mm])$/;

/** The parts the Alerts form and list show: 'MM/DD/YYYY', 'hh:mm', 'AM' or 'PM'. */
export type WallTime = { readonly date: string; readonly time: string; readonly ampm: 'AM' | 'PM' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of wall-clock parts in `timeZone`; a zone Intl does not know is a 400 naming user_timezone. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    throw new ValidationError('user_timezone: must be a time zone like America/Chicago', { field: 'user_timezone' });
  }
  // a few hundred zones exist; a caller may name any of them
  if (formats.size >= 64) formats.clear();
  formats.set(timeZone, format);
  return format;
}

function wallParts(at: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const p = wallParts(at, timeZone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time ('YYYY-MM-DD', 'HH:mm') names in `timeZone`. A time
 * the clocks skip (spring forward) reads as the same wall time in the offset before the jump;
 * a time that happens twice (fall back) as its first occurrence.
 */
export function zonedToUtc(isoDate: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const [hh, mm] = hhmm.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const day = 86_400_000;
  // the zone's offsets a day either side: equal unless the clocks change around this time
  const offsets = [offsetAt(new Date(wall - day), timeZone), offsetAt(new Date(wall + day), timeZone)];
  const valid = offsets.map((o) => wall - o).filter((t) => wall - offsetAt(new Date(t), timeZone) === t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // skipped by the clocks: the offset before the jump, which is the smaller one
  return new Date(wall - Math.min(...offsets));
}

/**
 * Reads a window end as typed in the form, 'MM/DD/YYYY hh:mm AM' in `timeZone`, or an ISO
 * 8601 time with its offset (for scripts). Returns the UTC instant as ISO text.
 *
 * @throws ValidationError naming `field` when it is neither.
 */
export function parseAlertTime(text: string, timeZone: string, field: string): string {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) {
    const at = new Date(trimmed);
    if (!Number.isNaN(at.getTime())) return at.toISOString();
  }
  const m = US_DATE_TIME.exec(trimmed);
  const date = m?.[1] ? parseUsDate(m[1]) : null;
  const time = m?.[2] ? parseAmPm(m[2].replace(/\s*([AaPp][Mm])$/, ' $1').padStart(8, '0')) : null;
  if (!date || !time)
    throw new ValidationError(`${field}: must be a date and time like 07/04/2027 09:30 PM`, { field });
  return zonedToUtc(date, time, timeZone).toISOString();
}

/** An instant as the form and list show it in `timeZone`. */
export function wallTime(iso: string, timeZone: string): WallTime {
  const p = wallParts(new Date(iso), timeZone);
  const hour = p.hour ?? 0;
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return {
    date: `${two(p.month)}/${two(p.day)}/${p.year}`,
    time: `${two(hour % 12 === 0 ? 12 : hour % 12)}:${two(p.minute)}`,
    ampm: hour < 12 ? 'AM' : 'PM',
  };
}
