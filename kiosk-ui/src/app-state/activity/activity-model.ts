import { kioskApi } from '#api/endpoints.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';

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
  | 'end';

/**
 * Writes a session activity (every login, sign-up and password screen does): to the
 * server for the pod's history, and to the helper, which keeps the station's last activity.
 * Best effort: a screen never waits for it or fails because of it.
 */
export function recordActivity(activity: ActivityName, opts: { helper?: boolean } = {}): void {
  const session = podSession.value;
  if (!session) return;
  kioskApi.activityUpdate({ session_id_key: session.session_id_key, activity }).catch(() => undefined);
  if (opts.helper !== false) void callHelper('POST', '/kiosk/set/session_activity', { activity });
}
