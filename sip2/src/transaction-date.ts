/**
 * SIP2's 18-character date: YYYYMMDD, a 4-character zone, HHMMSS. We always send UTC, whose
 * zone is "   Z"; four spaces mean the sender's local time.
 */
export function transactionDate(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}   Z${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/**
 * A date field as an ISO date (YYYY-MM-DD), or null when it is empty or no calendar date.
 * ILSs send YYYYMMDD (what SIP2's dates start with), some YYYY-MM-DD.
 */
export function isoDateOf(field: string | null): string | null {
  const m = field === null ? null : /^(\d{4})-?(\d{2})-?(\d{2})/.exec(field.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** An ISO date as SIP2 writes dates in its fields: YYYYMMDD. */
export function sip2DateOf(iso: string): string {
  return iso.replaceAll('-', '');
}
