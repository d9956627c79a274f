import type { PodSession } from '../../../api/dto.ts';
import { kioskApi } from '../../../api/endpoints.ts';
import { onScheduleCommand } from '../../realtime/model/realtime-model.ts';
import { podSession, setPodSession } from '../../session/model/pod-session-model.ts';
import { onPodCommand } from '../../station/model/bridge-model.ts';
import { dateIn } from './schedule-message.ts';

/** Hours as a push or command brings them; a push also names the lab's time zone, which a lab edit may change. */
type Hours = Pick<PodSession, 'schedule_start' | 'schedule_end' | 'schedule_tomorrow' | 'schedule_closed'> &
  Partial<Pick<PodSession, 'timezone'>>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * Hours as the lab's pushes carry them (start, end and tomorrow in 'hh:mm AM/PM', is_closed as
 * 1/0 or a boolean, and the time zone when there is one), in the pod session's fields.
 */
function hoursOf(v: Record<string, unknown>): Hours {
  const timezone = text(v.timezone);
  return {
    schedule_start: text(v.start),
    schedule_end: text(v.end),
    schedule_tomorrow: text(v.tomorrow),
    schedule_closed: v.is_closed === true || v.is_closed === 1 ? 1 : 0,
    ...(timezone ? { timezone } : {}),
  };
}

/** The hours a 'schedule' pod command carries as its value (JSON); null when it is not that JSON. */
export function hoursOfCommandValue(value: string | null): Hours | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return hoursOf(parsed as Record<string, unknown>);
}

/** How often the kiosk checks whether its lab's day has turned. */
export const DAY_CHECK_MS = 60_000;

/** The lab's date the shown hours are for: they are "today's" only until its midnight. */
let hoursDate: string | null = null;

/** Lays new hours over the stored pod session; the idle screen's line follows the signal. */
function applyHours(hours: Hours): void {
  const session = podSession.value;
  if (!session) return;
  const next = { ...session, ...hours };
  setPodSession(next);
  hoursDate = dateIn(next.timezone, new Date());
}

/**
 * Reads the hours again once the lab's day has turned: the pod session's are the day it
 * started. A failed read keeps what is shown and tries again at the next check.
 */
async function refreshOnNewDay(): Promise<void> {
  const session = podSession.value;
  if (!session) return;
  const today = dateIn(session.timezone, new Date());
  if (hoursDate === today) return;
  try {
    const { timezone, ...hours } = await kioskApi.schedule(session.session_id_key);
    // the page may have started a new kiosk session meanwhile, with hours of its own
    if (podSession.value?.session_id_key !== session.session_id_key) return;
    setPodSession({ ...podSession.value, timezone, ...hours });
    hoursDate = today;
  } catch {
    // keep the hours shown; the next check tries again
  }
}

/**
 * Follows the lab's hours while the kiosk runs (kiosk spec §4 "A schedule command event sets
 * start, end, closed flag and updates the stored schedule"): from the services' 'pod-command-login'
 * push, from a 'schedule' pod command the bridge forwards, and from `/kiosk/schedule` once the
 * lab's day has turned. Returns the stop.
 */
export function watchSchedule(): () => void {
  hoursDate = null;
  // a new kiosk session (the page started, or re-read its pod) brings the day's hours with it
  let sessionKey: string | null = null;
  const stopSession = podSession.subscribe((session) => {
    if (!session || session.session_id_key === sessionKey) return;
    sessionKey = session.session_id_key;
    hoursDate = dateIn(session.timezone, new Date());
  });
  const dayCheck = setInterval(() => void refreshOnNewDay(), DAY_CHECK_MS);
  const stopPush = onScheduleCommand((push) => applyHours(hoursOf(push)));
  const stopCommands = onPodCommand((command) => {
    if (command.command_type !== 'schedule') return;
    const hours = hoursOfCommandValue(command.command_value);
    if (hours) applyHours(hours);
  });
  return () => {
    clearInterval(dayCheck);
    stopSession();
    stopPush();
    stopCommands();
  };
}
