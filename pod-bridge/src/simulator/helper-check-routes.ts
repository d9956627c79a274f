import { ok } from './helper-reply.ts';
import type { HelperRoute, RouteContext, RouteTable } from './helper-route.ts';
import { noGame, type StationState } from './station-state.ts';

const get = (read: (state: StationState) => Record<string, unknown>): HelperRoute => ({
  method: 'GET',
  handle: ({ state }) => ok(state, read(state)),
});

/** A flag the kiosk acts on once: reading it true clears it, because the helper has no acknowledge call for it. */
const oneShot = (key: 'web_reset' | 'sso_logout'): HelperRoute => ({
  method: 'GET',
  handle: ({ state }: RouteContext) => {
    const value = state.web[key];
    const next = value ? { ...state, web: { ...state.web, [key]: false } } : state;
    return ok(next, { [key]: value });
  },
});

/** GET /kiosk/check/*: reads of the station. */
export const CHECK_ROUTES: RouteTable = {
  '/kiosk/check/pod_id': get((s) => ({ pod_id: s.pod_id_key })),
  '/kiosk/check/xds': get((s) => ({ ...s.consoles })),
  '/kiosk/check/mac_address': get((s) => ({ mac_address: s.mac_address })),
  '/kiosk/check/vol_now': get((s) => ({ volume: s.audio.volume, muted: s.audio.muted })),
  '/kiosk/check/pod_idle': get((s) => ({ pod_idle: s.station.idle })),
  '/kiosk/check/pod_asleep': get((s) => ({ pod_asleep: s.station.asleep })),
  '/kiosk/check/push_menu': get((s) => ({ push_menu: s.station.push_menu })),
  '/kiosk/check/pod_touch': get((s) => ({ pod_touch: s.station.touch })),
  '/kiosk/check/pod_reserved': get((s) => ({ pod_reserved: s.station.reserved })),
  '/kiosk/check/pod_kb': get((s) => ({ with_keyboard: s.station.with_keyboard })),
  '/kiosk/check/web_sso': get((s) => ({ web_sso: s.web.web_sso })),
  '/kiosk/check/web_reset': oneShot('web_reset'),
  '/kiosk/check/sso_logout': oneShot('sso_logout'),
  '/kiosk/check/logout_pod': get((s) => ({
    logout_pod: s.physical_logout.pending,
    reason: s.physical_logout.pending ? (s.physical_logout.reason ?? '') : '',
  })),
  '/kiosk/check/ready_web': get((s) => ({ ready_web: s.station.ready_web })),
  '/kiosk/check/ready_pod': get((s) => ({ ready_pod: s.station.ready_pod })),
  '/kiosk/check/mute_unmute': get((s) => ({
    muted: s.audio.muted,
    volume: s.audio.volume,
    volume_before_mute: s.audio.volume_before_mute,
  })),
  '/kiosk/check/pod_screen_buttons': get((s) => ({ pod_screen_buttons: s.station.buttons_mode })),
  '/kiosk/check/game_platform': get((s) => ({ game_platform: s.game.platform ?? '' })),
  '/kiosk/check/pod_dome_override': get((s) => ({
    pod_dome_override: s.audio.dome_override,
    pod_dome_mute: s.audio.dome_muted,
  })),
};

/** GET /kiosk/create/* and /kiosk/acknowledge/*: the kiosk asks the station to do something. */
export const CREATE_ROUTES: RouteTable = {
  '/kiosk/create/push_menu': {
    method: 'GET',
    handle: ({ state }) => ok({ ...state, station: { ...state.station, push_menu: true } }, { push_menu: true }),
  },
  // The station leaves the game and returns to the kiosk menu, so the push request is over too.
  '/kiosk/create/push_end': {
    method: 'GET',
    handle: ({ state }) =>
      ok(
        {
          ...state,
          station: { ...state.station, push_menu: false },
          game: noGame(state.game),
        },
        { push_menu: false, game_playing: false },
      ),
  },
  '/kiosk/acknowledge/logout_pod': {
    method: 'GET',
    handle: ({ state }) =>
      ok({ ...state, physical_logout: { pending: false, reason: null, pressed_at: null } }, { logout_pod: false }),
  },
};
