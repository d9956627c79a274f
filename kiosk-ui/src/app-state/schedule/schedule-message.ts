import type { PodSession } from '@gamepod/contracts/http';

/** The closed text, exactly. */
export const CLOSED_TEXT = "We're closed right now! Come back and see us tomorrow.";

/** Minutes after midnight of 'hh:mm AM/PM' (or 24 h 'hh:mm'); null when unreadable. */
export function minutesOf(time: string | null): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(time ?? '');
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  const half = m[3]?.toUpperCase();
  if (half === 'PM' && hours < 12) hours += 12;
  if (half === 'AM' && hours === 12) hours = 0;
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

/** A formatter in `timeZone`, or in the page's own zone when that one is unknown (Intl, no date library). */
function formatIn(timeZone: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, options);
  }
}

/** The wall-clock minutes after midnight in `timeZone` at `now`. */
export function minutesIn(timeZone: string, now: Date): number {
  const parts = formatIn(timeZone, 'en-US', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(
    now,
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `now`: the day the hours shown are for. */
export function dateIn(timeZone: string, now: Date): string {
  return formatIn(timeZone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

type Schedule = Pick<
  PodSession,
  'timezone' | 'schedule_start' | 'schedule_end' | 'schedule_tomorrow' | 'schedule_closed'
>;

/**
 * The idle screen's schedule line, computed in the lab's time zone: before opening 'Facility
 * opens today at …', while open 'Facility closes today at …', after closing 'Facility opens
 * tomorrow at …', or the closed text. Null when the lab has no schedule to tell.
 */
export function scheduleMessage(s: Schedule, now: Date): string | null {
  if (s.schedule_closed === 1) return CLOSED_TEXT;
  const start = minutesOf(s.schedule_start);
  const end = minutesOf(s.schedule_end);
  const current = minutesIn(s.timezone, now);
  if (start !== null && current < start) return `Facility opens today at ${s.schedule_start?.trim()}`;
  if (end !== null && (start === null || current >= start) && current < end)
    return `Facility closes today at ${s.schedule_end?.trim()}`;
  if (end !== null && current >= end) {
    return s.schedule_tomorrow ? `Facility opens tomorrow at ${s.schedule_tomorrow.trim()}` : CLOSED_TEXT;
  }
  return null;
}
