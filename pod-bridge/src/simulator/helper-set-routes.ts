import {
  readBoolean,
  readChoice,
  readInteger,
  readNumber,
  readOptionalBoolean,
  readOptionalString,
  readString,
} from './helper-input.ts';
import { HelperInputError, HelperRefusal, ok } from './helper-reply.ts';
import type { HelperRoute, RouteContext, RouteTable } from './helper-route.ts';
import { noGame, SESSION_ACTIVITIES, type StationState } from './station-state.ts';

const post = (handle: (ctx: RouteContext) => ReturnType<HelperRoute['handle']>): HelperRoute => ({
  method: 'POST',
  handle,
});

function changeVolume({ state, input }: RouteContext) {
  const volume = readInteger(input, 'volume', 0, 50);
  const prev = state.audio;
  // Going to 0 is a mute; remember the last audible level so an unmute can restore it.
  const audio =
    volume === 0
      ? { ...prev, volume, muted: true, volume_before_mute: prev.volume > 0 ? prev.volume : prev.volume_before_mute }
      : { ...prev, volume, muted: false, volume_before_mute: volume };
  return ok({ ...state, audio }, { volume, muted: audio.muted, volume_before_mute: audio.volume_before_mute });
}

function disablePlatforms({ state, input }: RouteContext) {
  const flags = ['xb_disabled', 'ps_disabled', 'sw_disabled', 'pc_disabled'] as const;
  const consoles = { ...state.consoles };
  let changed = 0;
  for (const flag of flags) {
    const value = readOptionalBoolean(input, flag);
    if (value === undefined) continue;
    consoles[flag] = value;
    changed++;
  }
  if (changed === 0) throw new HelperInputError(`send at least one of ${flags.join(', ')}`);
  return ok({ ...state, consoles }, { ...consoles });
}

function loginPod({ state, input, now }: RouteContext) {
  const session_id = readString(input, 'session_id');
  const podIdKey = readString(input, 'pod_id_key');
  const user_id = readString(input, 'user_id');
  const raw = readString(input, 'user_name');
  const split = raw.lastIndexOf(';');
  const role = split > 0 ? Number(raw.slice(split + 1)) : Number.NaN;
  if (!Number.isInteger(role) || role < 1 || role > 5) {
    throw new HelperInputError("user_name must be 'name;role' with a role from 1 to 5");
  }
  if (podIdKey !== state.pod_id_key) throw new HelperRefusal('pod_id_key does not match this pod');
  const user_name = raw.slice(0, split);
  const login = { session_id, user_id, user_name, role, logged_in_at: now.toISOString() };
  // A logged-in player is never idle.
  const station = { ...state.station, idle: false, asleep: false };
  return ok({ ...state, login, station }, { session_id, user_id, user_name, role });
}

function logoutWeb({ state, input, now }: RouteContext) {
  const reason = readOptionalString(input, 'reason') ?? null;
  const next: StationState = {
    ...state,
    login: null,
    game: noGame(state.game),
    station: { ...state.station, push_menu: false },
    streaming: { ...state.streaming, is_streaming: false },
    web: { ...state.web, player_web_time: null, last_logout_reason: reason, last_logout_at: now.toISOString() },
  };
  return ok(next, { logged_out: true });
}

function reset({ state }: RouteContext) {
  const next: StationState = {
    ...state,
    game: noGame(state.game),
    station: { ...state.station, push_menu: false },
    counters: { ...state.counters, reset: state.counters.reset + 1 },
  };
  return ok(next, { reset_count: next.counters.reset }, { effects: [{ kind: 'reset' }] });
}

// The simulated station comes back at once: logged out, no game, nothing pending.
function reboot({ state, now }: RouteContext) {
  const next: StationState = {
    ...state,
    login: null,
    game: noGame(state.game),
    station: { ...state.station, push_menu: false, idle: false, asleep: false },
    physical_logout: { pending: false, reason: null, pressed_at: null },
    streaming: { ...state.streaming, is_streaming: false },
    web: { ...state.web, player_web_time: null, last_logout_reason: 'reboot', last_logout_at: now.toISOString() },
    counters: { ...state.counters, reboot: state.counters.reboot + 1 },
  };
  return ok(next, { reboot_count: next.counters.reboot }, { effects: [{ kind: 'reboot' }] });
}

function schedule({ state, input }: RouteContext) {
  const closed = input.scheduled_start === 'closed' || input.scheduled_sleep === 'closed';
  const next = closed
    ? { start: null, sleep: null, closed: true }
    : { start: readString(input, 'scheduled_start'), sleep: readString(input, 'scheduled_sleep'), closed: false };
  return ok(
    { ...state, schedule: next },
    { scheduled_start: next.start ?? 'closed', scheduled_sleep: next.sleep ?? 'closed', closed: next.closed },
  );
}

/** POST /kiosk/set/*: the kiosk or the bridge changes the station. */
export const SET_ROUTES: RouteTable = {
  '/kiosk/set/vol_change': post(changeVolume),
  '/kiosk/set/pod_id': post(({ state, input }) => {
    const pod_id = readString(input, 'pod_id', { allowEmpty: true });
    return ok({ ...state, pod_id_key: pod_id }, { pod_id });
  }),
  '/kiosk/set/pod_type': post(({ state, input }) => {
    const pod_type = readString(input, 'pod_type');
    return ok({ ...state, pod_type }, { pod_type });
  }),
  '/kiosk/set/pod_disabled': post(({ state, input }) => {
    const pod_disabled = readBoolean(input, 'pod_disabled');
    return ok({ ...state, consoles: { ...state.consoles, pod_disabled } }, { pod_disabled });
  }),
  '/kiosk/set/player_web_time': post(({ state, input }) => {
    const player_web_time = readNumber(input, 'player_web_time');
    return ok({ ...state, web: { ...state.web, player_web_time } }, { player_web_time });
  }),
  '/kiosk/set/xd_disabled': post(disablePlatforms),
  '/kiosk/set/logout_web': post(logoutWeb),
  '/kiosk/set/login_pod': post(loginPod),
  '/kiosk/set/stream_default': post(({ state, input }) => {
    const stream_default = readBoolean(input, 'stream_default');
    return ok({ ...state, streaming: { ...state.streaming, stream_default } }, { stream_default });
  }),
  '/kiosk/set/streaming': post(({ state, input }) => {
    const is_streaming = readBoolean(input, 'is_streaming');
    return ok({ ...state, streaming: { ...state.streaming, is_streaming } }, { is_streaming });
  }),
  '/kiosk/set/reset': post(reset),
  '/kiosk/set/reboot': post(reboot),
  '/kiosk/set/pod_dome_mute': post(({ state, input }) => {
    const pod_dome_mute = readBoolean(input, 'pod_dome_mute');
    if (!state.audio.dome_override) throw new HelperRefusal('Dome override is not available on this pod');
    return ok({ ...state, audio: { ...state.audio, dome_muted: pod_dome_mute } }, { pod_dome_mute });
  }),
  '/kiosk/set/pod_emergency': post(({ state, input }) => {
    const pod_emergency = readChoice(input, 'pod_emergency', ['yes', 'no']);
    return ok({ ...state, emergency: pod_emergency === 'yes' }, { pod_emergency });
  }),
  '/kiosk/set/schedule_start_sleep': post(schedule),
  '/kiosk/set/session_activity': post(({ state, input, now }) => {
    const activity = readChoice(input, 'activity', SESSION_ACTIVITIES);
    return ok({ ...state, session_activity: { activity, at: now.toISOString() } }, { activity });
  }),
};
