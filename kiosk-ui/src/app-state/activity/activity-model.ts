import { signal } from '@preact/signals-react';
import { kioskApi } from '#api/endpoints.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';
import { ACTIVITY_PUSH_MS, IDLE_CHECK_MS, turnsIdle } from './idle-rule.ts';

/** Activity names the kiosk writes. */
export type ActivityName =
  | 'ui_home'
  | 'ui_signup'
  | 'ui_password'
  | 'ui_dashboard'
  | 'ui_games'
  | 'ui_buy'
  | 'ui_logout'
  | 'ui_remote'
  | 'admin'
  | 'session_idle'
  | 'end';

/** The last activity written (not idle): what the kiosk says again when it wakes, and every 60 s. */
let lastActivity: ActivityName | null = null;
let idle = false;

/**
 * Whether the pod is asleep, as the server's check says: the kiosk decides idle itself, and
 * while idle it asks the server every 60 s; the server answers `asleep` once the pod has been
 * idle long enough. The next touch or key wakes it.
 */
export const podAsleep = signal(false);

/** Takes the server's word on asleep from an activity reply, and tells the station's helper once. */
function readServerActivity(activity: string | null): void {
  if (activity !== 'asleep' || podAsleep.value || !idle) return;
  podAsleep.value = true;
  void callHelper('POST', '/kiosk/set/session_activity', { activity: 'asleep' });
}

/**
 * Writes a session activity (every login, sign-up and password screen does): to the
 * server for the pod's history, and to the helper, which keeps the station's last activity.
 * Best effort: a screen never waits for it or fails because of it.
 */
export function recordActivity(activity: ActivityName, opts: { helper?: boolean } = {}): void {
  const session = podSession.value;
  if (!session) return;
  if (activity !== 'session_idle') lastActivity = activity;
  kioskApi.activityUpdate({ session_id_key: session.session_id_key, activity }).then(
    (r) => readServerActivity(r.activity),
    () => undefined,
  );
  if (opts.helper !== false) void callHelper('POST', '/kiosk/set/session_activity', { activity });
}

const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * The kiosk's own activity rules: checked every 2 s, 30 s without input while nobody is signed
 * in writes `session_idle`; the next touch or key clears it (and asleep) and writes the last
 * activity again; and the last activity is pushed every 60 s, `session_idle` while idle, so the
 * server's check can find the pod asleep. Returns the stop.
 */
export function watchKioskActivity(): () => void {
  let lastInputMs = Date.now();
  const onInput = () => {
    lastInputMs = Date.now();
    if (!idle) return;
    idle = false;
    podAsleep.value = false;
    if (lastActivity) recordActivity(lastActivity);
  };
  const check = setInterval(() => {
    if (!turnsIdle({ idle, signedIn: userSession.value !== null, lastInputMs, nowMs: Date.now() })) return;
    idle = true;
    recordActivity('session_idle');
  }, IDLE_CHECK_MS);
  const push = setInterval(() => {
    // the helper heard session_idle when the kiosk turned idle; the repeats are for the server
    if (idle) recordActivity('session_idle', { helper: false });
    else if (lastActivity) recordActivity(lastActivity);
  }, ACTIVITY_PUSH_MS);
  for (const e of INPUTS) window.addEventListener(e, onInput, { capture: true, passive: true });
  return () => {
    clearInterval(check);
    clearInterval(push);
    for (const e of INPUTS) window.removeEventListener(e, onInput, { capture: true });
  };
}
