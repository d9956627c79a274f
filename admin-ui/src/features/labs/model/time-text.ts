// The lab sections' times, 'hh:mm AM/PM' (mask ##:## AA).

const TIME12 = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

/** Minutes after midnight of a whole 'hh:mm AM/PM', or null. */
export function minutesOf(text: string): number | null {
  const m = TIME12.exec(text.trim());
  if (!m) return null;
  const hours = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(m[2]);
}

export const TIME_FORMAT_ERROR = 'Enter a time like 09:30 AM';

/**
 * Checks a start/end pair as the server does (services/src/domain/lab/schedule-form.ts): the
 * end is required when the start is set, a lone end needs its start, each must be a
 * whole time, and the end comes after the start. Returns the errors by `which`.
 */
export function checkRange(
  start: string,
  end: string,
  required: string,
): { start?: string; end?: string; missing: boolean } {
  const s = start.trim();
  const e = end.trim();
  if (s && !e) return { end: required, missing: true };
  if (e && !s) return { start: required, missing: true };
  const from = s ? minutesOf(s) : null;
  const to = e ? minutesOf(e) : null;
  const out: { start?: string; end?: string; missing: boolean } = { missing: false };
  if (s && from === null) out.start = TIME_FORMAT_ERROR;
  if (e && to === null) out.end = TIME_FORMAT_ERROR;
  if (from !== null && to !== null && to <= from) out.end = 'Must be after the start';
  return out;
}
