// Lab forms speak 12-hour times ('09:30 PM', mask ##:## AA) and US dates (mm/dd/yyyy); events
// store 24-hour 'HH:mm' and ISO 'YYYY-MM-DD' so that comparing and sorting them is plain string
// work. These conversions are pure and shared by the API and, later, the admin UI.

const AMPM = /^(0[1-9]|1[0-2]):([0-5][0-9]) ?(AM|PM)$/i;
const HHMM = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const US_DATE = /^(0?[1-9]|1[0-2])\/(0?[1-9]|[12][0-9]|3[01])\/([0-9]{4})$/;
const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** How a valid 12-hour time looks, for error messages. */
export const AMPM_EXAMPLE = '09:30 PM';

/**
 * '09:30 PM' → '21:30', '12:00 AM' → '00:00', '12:30 PM' → '12:30'; null when the text is not
 * a two-digit hour 01–12, a colon, two-digit minutes and AM or PM (case does not matter).
 *
 * @example parseAmPm('07:05 am') // '07:05'
 */
export function parseAmPm(text: string): string | null {
  const m = AMPM.exec(text.trim());
  if (!m) return null;
  const [, hh, mm, half] = m;
  const hour12 = Number(hh);
  // 12 AM is midnight and 12 PM is noon: the 12 is really a 0
  const hour = (hour12 % 12) + (half?.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${mm}`;
}

/** Whether `text` is a 24-hour 'HH:mm' time. */
export function isHhMm(text: string): boolean {
  return HHMM.test(text);
}

/**
 * '21:30' → '09:30 PM', '00:00' → '12:00 AM'.
 * @throws RangeError when `hhmm` is not a 24-hour 'HH:mm' time.
 */
export function toAmPm(hhmm: string): string {
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(`not a 24-hour HH:mm time: ${hhmm}`);
  const hour = Number(m[1]);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, '0')}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Minutes since midnight of a 24-hour time, for "end after start" checks.
 * @throws RangeError when `hhmm` is not a 24-hour 'HH:mm' time.
 */
export function minutesOfDay(hhmm: string): number {
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(`not a 24-hour HH:mm time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * 'mm/dd/yyyy' (the mask ##/##/####; one-digit month and day are accepted, hence the form's
 * 8-character minimum) → 'YYYY-MM-DD'; null when it is not a real calendar date.
 *
 * @example parseUsDate('2/29/2028') // '2028-02-29'
 */
export function parseUsDate(text: string): string | null {
  const m = US_DATE.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || !isCalendarDate(year, month, day)) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * 'YYYY-MM-DD' → 'MM/DD/YYYY'.
 * @throws RangeError when `iso` is not a real 'YYYY-MM-DD' date.
 */
export function toUsDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
    throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  }
  return `${m[2]}/${m[3]}/${m[1]}`;
}
