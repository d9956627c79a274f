import { parseScheduleValue, readSchedule, type ScheduleValue } from '@gamepod/contracts/catalogues';
import type { PodSession } from '@gamepod/contracts/http';
import { kioskApi } from '#api/endpoints.ts';
import { onScheduleCommand } from '#app-state/realtime/realtime-model.ts';
import { podSession, setPodSession } from '#app-state/session/pod-session-model.ts';
import { onPodCommand } from '#app-state/station/bridge-model.ts';
import { dateIn } from './schedule-message.ts';

/** Hours in the pod session's fields; a push also names the lab's time zone, which a lab edit may change. */
type Hours = Pick<PodSession, 'schedule_start' | 'schedule_end' | 'schedule_tomorrow' | 'schedule_closed'> &
  Partial<Pick<PodSession, 'timezone'>>;

/** A lab's hours as a push or a 'schedule' command brings them, in the pod session's fields. */
function sessionHours(s: ScheduleValue, timezone?: string): Hours {
  return {
    schedule_start: s.start,
    schedule_end: s.end,
    schedule_tomorrow: s.tomorrow,
    schedule_closed: s.is_closed ? 1 : 0,
    ...(timezone ? { timezone } : {}),
  };
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
    const hours = await kioskApi.schedule(session.session_id_key);
    // the page may have started a new kiosk session meanwhile, with hours of its own
    if (podSession.value?.session_id_key === session.session_id_key) applyHours(hours);
  } catch {
    // keep the hours shown; the next check tries again
  }
}

/**
 * Follows the lab's hours while the kiosk runs (a schedule command sets start, end and the
 * closed flag, and updates the stored schedule): from the services' 'pod-command-login'
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
  const stopPush = onScheduleCommand((push) => {
    const hours = readSchedule(push);
    if (hours) applyHours(sessionHours(hours, push.timezone));
  });
  const stopCommands = onPodCommand((command) => {
    if (command.command_type !== 'schedule') return;
    const hours = parseScheduleValue(command.command_value);
    if (hours) applyHours(sessionHours(hours));
  });
  return () => {
    clearInterval(dayCheck);
    stopSession();
    stopPush();
    stopCommands();
  };
}
