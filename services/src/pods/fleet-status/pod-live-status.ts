import type { LatestSession } from '@gamepod/contracts/http';
import type { PodStatusPush } from '@gamepod/contracts/realtime';
import type { PodLiveFacts, UserName } from '@gamepod/projections';

/**
 * A pod is MISSING once its bridge has been silent this long: three missed 10 s heartbeats.
 * The console's "up_time ≤ 5" rule comes from a system that reported once a minute; with 10 s
 * heartbeats, 30 s tells a dead station from a late packet and still shows it on the next
 * 30 s poll of the pods list.
 */
export const MISSING_AFTER_MS = 30_000;

/** The Activity column: the bridge's last report, or MISSING when its heartbeats stopped. */
export type PodActivity = PodStatusPush['activity'];

export type LiveStatus = {
  readonly activity: PodActivity;
  readonly online: 0 | 1;
  readonly message: string;
};

/** The status message of a pod whose kiosk page reported its helper unreachable (`/session/flask`). */
export const KIOSK_HELPER_DOWN = "Kiosk can't reach its helper";

const ACTIVITY = { active: 'ACTIVE', idle: 'IDLE', asleep: 'ASLEEP' } as const;

/** A pod's live status at `now`. Pure: the clock and the window come in as arguments. */
export function liveStatus(f: PodLiveFacts | undefined, now: Date, missingAfterMs = MISSING_AFTER_MS): LiveStatus {
  const last = f?.last_heartbeat_at;
  if (!f || !last) return { activity: 'MISSING', online: 0, message: 'Never connected' };
  const silentMs = now.getTime() - last.getTime();
  if (silentMs > missingAfterMs) {
    return { activity: 'MISSING', online: 0, message: `No heartbeat for ${Math.floor(silentMs / 1000)} s` };
  }
  // a bridge that reports but never saw an activity edge has a station in its default state
  const activity = ACTIVITY[f.activity ?? 'active'];
  if (f.helper_ok !== true) return { activity, online: 0, message: 'Helper not responding' };
  // the bridge reaches its helper but the kiosk page does not: the page cannot run the station
  if (f.kiosk_helper === 'down') return { activity, online: 0, message: KIOSK_HELPER_DOWN };
  return { activity, online: 1, message: 'Online' };
}

export function statusPush(f: PodLiveFacts, now: Date, missingAfterMs = MISSING_AFTER_MS): PodStatusPush {
  return {
    pod_id: f.pod_id,
    ...liveStatus(f, now, missingAfterMs),
    lock_out: f.lock_out ? 1 : 0,
    volume: f.volume,
    in_use: f.in_use ? 1 : 0,
    stuck_session: f.stuck_session ? 1 : 0,
    consoles: f.console ? { xd1: f.console.xd1, xd2: f.console.xd2 } : null,
  };
}

/**
 * What a push is about, without the parts that change every second ("No heartbeat for 41 s"):
 * a pod is pushed when this changes, not on every check.
 */
export function pushKey(p: PodStatusPush): string {
  const reason = p.message.startsWith('No heartbeat') ? 'stale' : p.message;
  const consoles = p.consoles ? `${p.consoles.xd1}/${p.consoles.xd2}` : '';
  return `${p.activity}|${p.online}|${reason}|${p.lock_out}|${p.volume}|${p.in_use}|${p.stuck_session}|${consoles}`;
}

/** The list's `latestsession`: session_status 1 is a kiosk session with nobody logged in. */
export type { LatestSession };

/**
 * The latest session on the station, or null when its kiosk never opened one. session_status is
 * 2 while someone is signed in (`user` names them when the users read model knows them), else 1.
 * `up_time` is minutes since the pod last reported (rounded up), so the console's rule "active
 * when up_time ≤ 5" still reads right. The log says what the station does: its activity and the
 * game it runs (its title, else its id, else its platform).
 */
export function latestSession(
  f: PodLiveFacts | undefined,
  now: Date,
  user: UserName | null = null,
  gameTitle: string | null = null,
): LatestSession | null {
  if (!f?.session_started_at) return null;
  const last = f.last_heartbeat_at;
  return {
    session_status: f.in_use ? 2 : 1,
    up_time: last ? Math.max(0, Math.ceil((now.getTime() - last.getTime()) / 60_000)) : null,
    started_at: f.session_started_at.toISOString(),
    user: f.in_use && user ? { id: user.id, user_name: user.user_name, name: user.name } : null,
    latestsessionlog: { activity: f.activity, game: gameTitle ?? f.game_id ?? f.game_platform },
  };
}
