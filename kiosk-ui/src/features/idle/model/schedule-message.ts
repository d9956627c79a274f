import type { PodSession } from '../../../api/dto.ts';

/** Spec §4 "Schedule and idle": the closed text, exactly. */
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

/** The wall-clock minutes after midnight in `timeZone` at `now`, with Intl (no date library). */
export function minutesIn(timeZone: string, now: Date): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(
      now,
    );
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
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
