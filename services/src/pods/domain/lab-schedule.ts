import { type DaySchedule, type LabFacts, WEEKDAYS } from '../../labs/domain/lab-facts.ts';
import { addDays, isoDate, parseIsoDate, wallTimeAt, weekdayOf } from '../../reservations/domain/zoned-time.ts';

// A lab's hours are wall-clock times in its zone, for the local date: a day's hours follow the
// lab's calendar day, which turns at its midnight whatever the offset (half and three-quarter
// hour zones too), and a day the clocks change on keeps its wall-clock hours.

/** What the kiosk's pod session carries about opening hours, in 'hh:mm AM/PM'. */
export type KioskSchedule = {
  readonly schedule_start: string | null;
  readonly schedule_end: string | null;
  /** Tomorrow's opening time, for 'Facility opens tomorrow at …'; null when closed tomorrow. */
  readonly schedule_tomorrow: string | null;
  readonly schedule_closed: boolean | null;
};

const UNKNOWN: KioskSchedule = {
  schedule_start: null,
  schedule_end: null,
  schedule_tomorrow: null,
  schedule_closed: null,
};

/** `14:05` → `02:05 PM`, as the API speaks times (the fleet contract stores 24-hour). */
export function toAmPm(hhmm: string | null): string | null {
  const m = hhmm ? /^(\d{1,2}):(\d{2})$/.exec(hhmm) : null;
  if (!m) return null;
  const h = Number(m[1]);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${m[2]} ${suffix}`;
}

/** The calendar date (YYYY-MM-DD) at `now` in `timezone`; UTC when the zone is unknown. */
export function localDate(now: Date, timezone: string): string {
  return isoDate(wallTimeAt(now, timezone));
}

function nextDate(date: string): string {
  const day = parseIsoDate(date);
  return day ? isoDate(addDays(day, 1)) : date;
}

function dayOf(lab: Pick<LabFacts, 'schedule' | 'overrides'>, date: string): DaySchedule | null {
  // an override for the date wins over the weekly schedule
  for (const o of lab.overrides.values()) {
    if (o.date === date) return { start: o.time_start, end: o.time_end, is_closed: o.is_closed };
  }
  const day = parseIsoDate(date);
  const weekday = day ? WEEKDAYS[weekdayOf(day)] : undefined;
  return (weekday && lab.schedule?.[weekday]) ?? null;
}

/**
 * Today's and tomorrow's hours at `now` in the lab's time zone: what the kiosk shows
 * ('Facility opens today at …') and passes to the helper. All null when the lab has
 * neither a weekly schedule nor an override for today.
 */
export function kioskSchedule(lab: Pick<LabFacts, 'schedule' | 'overrides' | 'timezone'>, now: Date): KioskSchedule {
  const today = localDate(now, lab.timezone);
  const day = dayOf(lab, today);
  if (!day) return UNKNOWN;
  const tomorrow = dayOf(lab, nextDate(today));
  return {
    schedule_start: toAmPm(day.start),
    schedule_end: toAmPm(day.end),
    schedule_tomorrow: tomorrow && !tomorrow.is_closed ? toAmPm(tomorrow.start) : null,
    schedule_closed: day.is_closed,
  };
}
