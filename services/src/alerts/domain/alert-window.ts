import { parseAmPm, parseUsDate, ValidationError } from '@gamepod/events';
import {
  dateText,
  instantAcross,
  isTimeZone,
  parseIsoDate,
  timeText,
  wallTimeAt,
} from '../../reservations/domain/zoned-time.ts';

// An alert's window is typed as a date, a time and AM/PM in the user's own time zone
// ('07/04/2027 09:30 PM'), and kept as UTC instants. A time the clocks skip is read in the
// offset before the jump, one they pass twice as its first passing.

const US_DATE_TIME = /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}:\d{2}\s*[AaPp][Mm])$/;

/** The parts the Alerts form and list show: 'MM/DD/YYYY', 'hh:mm', 'AM' or 'PM'. */
export type WallTime = { readonly date: string; readonly time: string; readonly ampm: 'AM' | 'PM' };

/** `timeZone`, when the platform knows it; otherwise a 400 naming user_timezone. */
function knownZone(timeZone: string): string {
  if (!isTimeZone(timeZone)) {
    throw new ValidationError('user_timezone: must be a time zone like America/Chicago', { field: 'user_timezone' });
  }
  return timeZone;
}

/**
 * The instant a wall-clock date and time ('YYYY-MM-DD', 'HH:mm') names in `timeZone`. A time
 * the clocks skip (spring forward) reads as the same wall time in the offset before the jump;
 * a time that happens twice (fall back) as its first occurrence.
 */
export function zonedToUtc(isoDate: string, hhmm: string, timeZone: string): Date {
  const day = parseIsoDate(isoDate);
  const [hour, minute] = hhmm.split(':').map(Number);
  if (!day) throw new ValidationError(`not a date: ${isoDate}`);
  return instantAcross({ ...day, hour: hour ?? 0, minute: minute ?? 0 }, knownZone(timeZone));
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
  const w = wallTimeAt(new Date(iso), knownZone(timeZone));
  const [time = '', ampm] = timeText(w).split(' ');
  return { date: dateText(w), time, ampm: ampm === 'PM' ? 'PM' : 'AM' };
}
