import type { ScheduleValue } from '@gamepod/contracts/catalogues';
import type { SchedulePush } from '@gamepod/contracts/realtime';
import { kioskSchedule } from '../../pods/domain/lab-schedule.ts';
import type { LabFacts } from './lab-facts.ts';

/**
 * The 'pod-command-login' schedule push: the hours, with the closed flag as 1/0, and the
 * lab's time zone they are in (a kiosk reads its hours, and the turn of its day, in that
 * zone, and an edit of the lab may have changed it).
 */
export type { SchedulePush };

/** A lab's hours for today in its own zone, as the `schedule` pod command's value holds them. */
export function todaysHours(lab: LabFacts, now: Date): ScheduleValue {
  const s = kioskSchedule(lab, now);
  return {
    start: s.schedule_start,
    end: s.schedule_end,
    tomorrow: s.schedule_tomorrow,
    is_closed: s.schedule_closed === true,
  };
}

/**
 * Whether the helper gets a `schedule` command for these hours: it needs a start and a sleep
 * time, which a day with no hours at all (no week, no override) does not have.
 */
export const helperNeedsSchedule = (hours: ScheduleValue) => hours.is_closed || hours.start !== null;

/** The push that tells one pod's kiosk its lab's hours. */
export function schedulePush(podId: string, hours: ScheduleValue, timezone: string): SchedulePush {
  return {
    pod_ids: [podId],
    command_type: 'schedule',
    ...hours,
    is_closed: hours.is_closed ? 1 : 0,
    timezone,
  };
}
