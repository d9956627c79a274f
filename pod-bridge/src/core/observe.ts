import type { Slot, StationView } from '@gamepod/contracts/bridge-socket';
import { VOLUME_MAX, VOLUME_MIN } from '@gamepod/contracts/catalogues';
import type {
  EventData,
  PodActivityChanged,
  PodAudioChanged,
  PodConsoleStatusChanged,
  PodGameEnded,
  PodGameStarted,
  PodPhysicalLogoutPressed,
} from '@gamepod/events';

/** The station events the polls observe (the kiosk page's opening is the socket's, not a poll's). */
type Observed =
  | typeof PodConsoleStatusChanged
  | typeof PodActivityChanged
  | typeof PodPhysicalLogoutPressed
  | typeof PodGameStarted
  | typeof PodGameEnded
  | typeof PodAudioChanged;

/** An observed fact as the bridge appends it: one of those events, typed by its definition. */
export type Observation = ReturnType<Observed['of']>;

type Activity = EventData<typeof PodActivityChanged>['activity'];

/** A helper answer for one polled endpoint: its path and its `data`. */
export type Poll = { readonly path: string; readonly data: Readonly<Record<string, unknown>> };

const SLOTS: readonly string[] = ['xb', 'ps', 'sw', 'pc', 'na', 'start'];
const slot = (v: unknown, fallback: Slot): Slot =>
  typeof v === 'string' && SLOTS.includes(v) ? (v as Slot) : fallback;
const flag = (v: unknown, fallback: boolean): boolean =>
  typeof v === 'boolean' ? v : v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : fallback;

/** The buttons panel's mode: 2, 3 or 4 (a number or its text); anything else is off. */
function buttonsMode(v: unknown): StationView['screen_buttons'] {
  const n = Number(v);
  return n === 2 || n === 3 || n === 4 ? n : 0;
}

/** A helper's volume as the log holds it: a whole number from 0 to 50 (anything else keeps the last). */
function volume(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v)
    ? Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(v)))
    : fallback;
}

function activity(s: StationView): Activity {
  return s.asleep ? 'asleep' : s.idle ? 'idle' : 'active';
}

/**
 * Folds one poll answer into the view and returns the facts that changed. Only edges become
 * events: a console plugged in, the station going idle, the logout button going down, a game
 * starting or ending. The first answer after start only sets the view for most fields.
 */
export function observe(prev: StationView, poll: Poll, first: boolean): { next: StationView; events: Observation[] } {
  const d = poll.data;
  const events: Observation[] = [];
  let next = prev;
  switch (poll.path) {
    case '/kiosk/check/xds': {
      next = {
        ...prev,
        xd1: slot(d.xd1, prev.xd1),
        xd2: slot(d.xd2, prev.xd2),
        xb_disabled: flag(d.xb_disabled, prev.xb_disabled),
        ps_disabled: flag(d.ps_disabled, prev.ps_disabled),
        sw_disabled: flag(d.sw_disabled, prev.sw_disabled),
        pc_disabled: flag(d.pc_disabled, prev.pc_disabled),
        pod_disabled: flag(d.pod_disabled, prev.pod_disabled),
      };
      const keys = ['xd1', 'xd2', 'xb_disabled', 'ps_disabled', 'sw_disabled', 'pc_disabled', 'pod_disabled'] as const;
      // the first answer is recorded too: the read models need the consoles a station starts with
      if (first || keys.some((k) => next[k] !== prev[k])) {
        const { xd1, xd2, xb_disabled, ps_disabled, sw_disabled, pc_disabled, pod_disabled } = next;
        events.push({
          type: 'PodConsoleStatusChanged',
          data: { xd1, xd2, xb_disabled, ps_disabled, sw_disabled, pc_disabled, pod_disabled },
        });
      }
      break;
    }
    case '/kiosk/check/pod_idle':
    case '/kiosk/check/pod_asleep': {
      next =
        poll.path === '/kiosk/check/pod_idle'
          ? { ...prev, idle: flag(d.pod_idle, prev.idle) }
          : { ...prev, asleep: flag(d.pod_asleep, prev.asleep) };
      if (activity(next) !== activity(prev))
        events.push({ type: 'PodActivityChanged', data: { activity: activity(next) } });
      break;
    }
    case '/kiosk/check/logout_pod': {
      const pending = flag(d.logout_pod, false);
      const reason = d.reason === 'seat' ? 'seat' : 'button';
      next = { ...prev, logout_pending: pending, logout_reason: pending ? reason : null };
      if (pending && !prev.logout_pending && !first)
        events.push({ type: 'PodPhysicalLogoutPressed', data: { reason } });
      break;
    }
    case '/game/check/game_started': {
      const started = flag(d.game_started, prev.game_started);
      // a helper with no game answers platform '': the game that ends keeps the platform it ran on
      const platform = typeof d.platform === 'string' && d.platform !== '' ? d.platform : prev.game_platform;
      next = { ...prev, game_started: started, game_platform: platform };
      if (started && !prev.game_started && !first) {
        const game_id = typeof d.game_id === 'string' ? d.game_id : null;
        events.push({ type: 'PodGameStarted', data: { platform, game_id } });
      }
      break;
    }
    case '/game/check/game_playing': {
      const playing = flag(d.game_playing, prev.game_playing);
      next = { ...prev, game_playing: playing, game_started: playing ? prev.game_started : false };
      if (!playing && prev.game_playing && !first)
        events.push({ type: 'PodGameEnded', data: { platform: prev.game_platform } });
      break;
    }
    case '/kiosk/check/vol_now': {
      next = { ...prev, volume: volume(d.volume, prev.volume), muted: flag(d.muted, prev.muted) };
      // the first answer is recorded too: the consoles show the volume a station starts with
      if (first || next.volume !== prev.volume || next.muted !== prev.muted)
        events.push({ type: 'PodAudioChanged', data: { volume: next.volume, muted: next.muted } });
      break;
    }
    case '/kiosk/check/pod_kb':
      next = { ...prev, keyboard: flag(d.with_keyboard ?? d.pod_kb, prev.keyboard) };
      break;
    case '/kiosk/check/pod_screen_buttons':
      next = { ...prev, screen_buttons: buttonsMode(d.pod_screen_buttons) };
      break;
    case '/kiosk/check/pod_dome_override':
      next = {
        ...prev,
        dome_override: flag(d.pod_dome_override, prev.dome_override),
        dome_muted: flag(d.pod_dome_mute, prev.dome_muted),
      };
      break;
    case '/kiosk/check/push_menu':
      next = { ...prev, push_menu: flag(d.push_menu, prev.push_menu) };
      break;
    case '/kiosk/check/pod_touch':
      next = { ...prev, touch: flag(d.pod_touch, prev.touch) };
      break;
    case '/kiosk/check/pod_reserved':
      next = { ...prev, reserved: flag(d.pod_reserved, prev.reserved) };
      break;
    case '/kiosk/check/game_platform':
      // '' while no game is requested or running: the platform of the game that ended stays
      if (typeof d.game_platform === 'string' && d.game_platform !== '')
        next = { ...prev, game_platform: d.game_platform };
      break;
    default:
      break;
  }
  return { next, events };
}

/** How often each helper endpoint is polled, in milliseconds. */
export const POLL_PLAN: ReadonlyArray<{ readonly path: string; readonly everyMs: number }> = [
  { path: '/kiosk/check/xds', everyMs: 3_000 },
  { path: '/kiosk/check/logout_pod', everyMs: 2_000 },
  { path: '/kiosk/check/vol_now', everyMs: 10_000 },
  { path: '/game/check/game_started', everyMs: 3_000 },
  { path: '/game/check/game_playing', everyMs: 30_000 },
  { path: '/kiosk/check/pod_idle', everyMs: 3_000 },
  { path: '/kiosk/check/pod_asleep', everyMs: 3_000 },
  { path: '/kiosk/check/pod_kb', everyMs: 10_000 },
  { path: '/kiosk/check/pod_screen_buttons', everyMs: 2_000 },
  { path: '/kiosk/check/pod_dome_override', everyMs: 10_000 },
  { path: '/kiosk/check/push_menu', everyMs: 2_000 },
  { path: '/kiosk/check/game_platform', everyMs: 3_000 },
  { path: '/kiosk/check/pod_reserved', everyMs: 10_000 },
  // a screen does not grow or lose touch while the station runs
  { path: '/kiosk/check/pod_touch', everyMs: 60_000 },
];

/** Which polled endpoints a helper set call can change: after it, only those are polled again at once. */
const AFFECTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/kiosk\/set\/(pod_disabled|xd_disabled)$/, ['/kiosk/check/xds']],
  [/^\/kiosk\/set\/vol_change$/, ['/kiosk/check/vol_now']],
  [/^\/game\/play\/game_start$/, ['/game/check/game_started', '/game/check/game_playing']],
  [/^\/kiosk\/set\/(reset|reboot|logout_web)$/, ['/kiosk/check/logout_pod', '/kiosk/check/pod_idle']],
  [/^\/kiosk\/acknowledge\/logout_pod$/, ['/kiosk/check/logout_pod']],
  [/^\/kiosk\/set\/pod_dome_mute$/, ['/kiosk/check/pod_dome_override']],
  [/^\/kiosk\/create\/push_(menu|end)$/, ['/kiosk/check/push_menu', '/game/check/game_playing']],
];

/**
 * The polls to run now after `paths` were called. Re-polling everything after every command
 * would send a 200-pod fan-out seven helper calls per pod at the moment it needs the CPU.
 */
export function pollsAfter(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const path of paths)
    for (const [match, polls] of AFFECTS) if (match.test(path)) for (const p of polls) out.add(p);
  return [...out];
}
