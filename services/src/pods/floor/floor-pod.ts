import type { FloorPod, FloorState } from '@gamepod/contracts/http';
import { minutesLeftAt } from '@gamepod/projections';
import type { ListedPod } from '../fleet-status/fleet-status.ts';
import { liveStatus } from '../fleet-status/pod-live-status.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * A pod's floor state: offline when its station cannot run the kiosk (the fleet status's
 * rules), else locked when staff locked it out, else in use while someone is signed in, else
 * idle.
 */
export function floorState(online: 0 | 1, lockOut: boolean, inUse: boolean): FloorState {
  if (online === 0) return 'offline';
  if (lockOut) return 'locked';
  return inUse ? 'in_use' : 'idle';
}

/**
 * A listed pod as its floor tile shows it at `now`. Pure. The game is the running play session's
 * (its title, platform and output), else what the station reports running; paid time is the
 * signed-in player's balance in a paid lab; the reservation is the one running or next.
 */
export function floorPod(listed: ListedPod, now: Date, missingAfterMs: number): FloorPod {
  const { pod, facts, user, floor } = listed;
  const status = liveStatus(facts, now, missingAfterMs);
  const inUse = facts?.in_use === true;
  const play = floor?.facts;
  const consoles = facts?.console ?? { xd1: pod.xd1, xd2: pod.xd2 };
  const game = play?.play_game_id
    ? {
        game_id: play.play_game_id,
        title: floor?.playTitle ?? null,
        platform: play.play_platform ?? '',
        xd: play.play_xd,
        started_at: iso(play.play_started_at),
      }
    : facts?.game_id || facts?.game_platform
      ? {
          game_id: facts.game_id ?? '',
          title: listed.gameTitle ?? null,
          platform: facts.game_platform ?? '',
          xd: null,
          started_at: null,
        }
      : null;
  const reservation =
    play?.reservation_start_at && play.reservation_end_at
      ? {
          start_at: play.reservation_start_at.toISOString(),
          end_at: play.reservation_end_at.toISOString(),
          group_name: play.reservation_group ?? '',
          timezone: play.reservation_timezone ?? 'UTC',
          is_started: play.reservation_start_at.getTime() <= now.getTime() ? (1 as const) : (0 as const),
        }
      : null;
  return {
    pod_id: pod.id,
    client_id: pod.client_id,
    lab_id: pod.lab_id,
    name: pod.license ?? pod.nav_id,
    state: floorState(status.online, pod.lock_out, inUse),
    activity: status.activity,
    online: status.online,
    message: status.message,
    lock_out: pod.lock_out ? 1 : 0,
    consoles: { xd1: consoles.xd1, xd2: consoles.xd2 },
    player:
      inUse && facts?.session_user_id
        ? {
            user_id: facts.session_user_id,
            name: user?.name ?? '',
            user_name: user?.user_name ?? '',
          }
        : null,
    game: inUse || play?.play_game_id ? game : null,
    session_started_at: inUse ? iso(facts?.signed_in_at) : null,
    minutes_left: inUse && floor?.labPaid ? minutesLeftAt(floor.balance, now) : null,
    reservation,
  };
}

/**
 * What a tile push is about: every field but the station's message, whose "No heartbeat for
 * 41 s" changes each second. Paid time counts down by the minute, so a playing pod is pushed
 * once a minute at most.
 */
export function floorKey(p: FloorPod): string {
  const reason = p.message.startsWith('No heartbeat') ? 'stale' : p.message;
  return JSON.stringify({ ...p, message: reason });
}
