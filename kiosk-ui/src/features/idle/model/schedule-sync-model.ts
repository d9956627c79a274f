import type { PodSession } from '../../../api/dto.ts';
import { onScheduleCommand } from '../../realtime/model/realtime-model.ts';
import { podSession, setPodSession } from '../../session/model/pod-session-model.ts';
import { onPodCommand } from '../../station/model/bridge-model.ts';

type Hours = Pick<PodSession, 'schedule_start' | 'schedule_end' | 'schedule_tomorrow' | 'schedule_closed'>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * The hours a 'schedule' pod command carries as its value: JSON of start, end and tomorrow
 * ('hh:mm AM/PM') and is_closed. Null when the value is not that JSON.
 */
export function hoursOfCommandValue(value: string | null): Hours | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const v = parsed as Record<string, unknown>;
  return {
    schedule_start: text(v.start),
    schedule_end: text(v.end),
    schedule_tomorrow: text(v.tomorrow),
    schedule_closed: v.is_closed === true || v.is_closed === 1 ? 1 : 0,
  };
}

/** Lays new hours over the stored pod session; the idle screen's line follows the signal. */
function applyHours(hours: Hours): void {
  const session = podSession.value;
  if (session) setPodSession({ ...session, ...hours });
}

/**
 * Follows the lab's hours while the kiosk runs (kiosk spec §4 "A schedule command event sets
 * start, end, closed flag and updates the stored schedule"): from the services' 'pod-command-login'
 * push, and from a 'schedule' pod command the bridge forwards. Returns the stop.
 */
export function watchSchedule(): () => void {
  const stopPush = onScheduleCommand((p) =>
    applyHours({
      schedule_start: text(p.start),
      schedule_end: text(p.end),
      schedule_tomorrow: text(p.tomorrow),
      schedule_closed: p.is_closed === 1 ? 1 : 0,
    }),
  );
  const stopCommands = onPodCommand((command) => {
    if (command.command_type !== 'schedule') return;
    const hours = hoursOfCommandValue(command.command_value);
    if (hours) applyHours(hours);
  });
  return () => {
    stopPush();
    stopCommands();
  };
}
