import { type DaySchedule, type LabFacts, WEEKDAYS } from '../../labs/domain/lab-facts.ts';

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
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timezone);
  } catch {
    return format('UTC');
  }
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

function dayOf(lab: Pick<LabFacts, 'schedule' | 'overrides'>, date: string): DaySchedule | null {
  // an override for the date wins over the weekly schedule
  for (const o of lab.overrides.values()) {
    if (o.date === date) return { start: o.time_start, end: o.time_end, is_closed: o.is_closed };
  }
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
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
