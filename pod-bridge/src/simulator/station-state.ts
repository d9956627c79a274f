import { KIOSK_ACTIVITIES } from '@gamepod/contracts/catalogues';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/** What a console slot (xd1, xd2) can report: a platform, nothing attached (`na`), or booting (`start`). */
export const CONSOLE_SLOTS = ['xb', 'ps', 'sw', 'pc', 'na', 'start'] as const;
export type ConsoleSlot = (typeof CONSOLE_SLOTS)[number];

/** The four platforms a game can run on. */
export const PLATFORMS = ['xb', 'ps', 'sw', 'pc'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const XDS = ['xd1', 'xd2'] as const;
export type Xd = (typeof XDS)[number];

/** Why the station asks for a logout: its physical button, or the seat sensor. */
export const PHYSICAL_LOGOUT_REASONS = ['button', 'seat'] as const;
export type PhysicalLogoutReason = (typeof PHYSICAL_LOGOUT_REASONS)[number];

/** The kiosk's logout-screen text for each physical reason. */
export const PHYSICAL_LOGOUT_TEXT: Readonly<Record<PhysicalLogoutReason, string>> = {
  button: 'You pushed the physical logout button',
  seat: 'You left your seat for more than 30 seconds',
};

/** Activity names the kiosk saves, as the event schema has them; the simulator refuses anything else so contract drift shows up. */
export const SESSION_ACTIVITIES = KIOSK_ACTIVITIES;

const obj = <P extends Type.TProperties>(props: P) => Type.Object(props, { additionalProperties: false });
const Iso = Type.Union([Type.String({ minLength: 1 }), Type.Null()]);
const Volume = Type.Integer({ minimum: 0, maximum: 50 });
const Colour = Type.String({ pattern: '^#[0-9a-f]{6}$' });

const Led = obj({ color: Colour, default_color: Colour, locked: Type.Boolean() });

/**
 * The station as the helper sees it. Keys are the helper's wire names (snake_case), so the
 * control API, the helper replies and the bridge's events all spell a field the same way.
 */
export const StationStateSchema = obj({
  /** '' while the station is not deployed. */
  pod_id_key: Type.String(),
  mac_address: Type.String({ pattern: '^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$' }),
  pod_type: Type.String({ minLength: 1 }),
  consoles: obj({
    xd1: Type.Enum(CONSOLE_SLOTS),
    xd2: Type.Enum(CONSOLE_SLOTS),
    xb_disabled: Type.Boolean(),
    ps_disabled: Type.Boolean(),
    sw_disabled: Type.Boolean(),
    pc_disabled: Type.Boolean(),
    pod_disabled: Type.Boolean(),
  }),
  audio: obj({
    volume: Volume,
    muted: Type.Boolean(),
    /** What the volume was before it went to 0, so an unmute can restore it. */
    volume_before_mute: Volume,
    /** Whether the pod has a dome speaker the player may toggle (the Dome toggle). */
    dome_override: Type.Boolean(),
    dome_muted: Type.Boolean(),
  }),
  station: obj({
    idle: Type.Boolean(),
    asleep: Type.Boolean(),
    /** The station has a touch screen. */
    touch: Type.Boolean(),
    with_keyboard: Type.Boolean(),
    /** Pod buttons panel mode. */
    buttons_mode: Type.Boolean(),
    reserved: Type.Boolean(),
    push_menu: Type.Boolean(),
    ready_web: Type.Boolean(),
    ready_pod: Type.Boolean(),
  }),
  web: obj({
    web_sso: Type.Boolean(),
    /** One-shot: reading it true clears it (there is no acknowledge call for it). */
    web_reset: Type.Boolean(),
    /** One-shot, like web_reset. */
    sso_logout: Type.Boolean(),
    /** Minutes the player has left, as last told by the kiosk; null until told. */
    player_web_time: Type.Union([Type.Number(), Type.Null()]),
    last_logout_reason: Type.Union([Type.String(), Type.Null()]),
    last_logout_at: Iso,
  }),
  physical_logout: obj({
    pending: Type.Boolean(),
    reason: Type.Union([Type.Enum(PHYSICAL_LOGOUT_REASONS), Type.Null()]),
    pressed_at: Iso,
  }),
  game: obj({
    started: Type.Boolean(),
    playing: Type.Boolean(),
    platform: Type.Union([Type.Enum(PLATFORMS), Type.Null()]),
    xd: Type.Union([Type.Enum(XDS), Type.Null()]),
    game_id: Type.Union([Type.String(), Type.Null()]),
    players: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()]),
    requested_at: Iso,
    started_at: Iso,
    /** How long a requested game takes to report started; a huge value simulates a stuck start. */
    startup_ms: Type.Integer({ minimum: 0 }),
    /** The next game_start is refused, as a helper that cannot start the game; cleared by it. */
    fail_next_start: Type.Boolean(),
  }),
  led1: Led,
  led2: Led,
  emergency: Type.Boolean(),
  schedule: obj({ start: Iso, sleep: Iso, closed: Type.Boolean() }),
  login: Type.Union([
    obj({
      session_id: Type.String({ minLength: 1 }),
      user_id: Type.String({ minLength: 1 }),
      user_name: Type.String(),
      role: Type.Integer({ minimum: 1, maximum: 5 }),
      logged_in_at: Type.String({ minLength: 1 }),
    }),
    Type.Null(),
  ]),
  session_activity: obj({ activity: Type.Union([Type.Enum(SESSION_ACTIVITIES), Type.Null()]), at: Iso }),
  streaming: obj({ is_streaming: Type.Boolean(), stream_default: Type.Boolean() }),
  counters: obj({ reboot: Type.Integer({ minimum: 0 }), reset: Type.Integer({ minimum: 0 }) }),
});

export type StationState = Static<typeof StationStateSchema>;

/** A merge patch of the state: nested objects merge, anything else (null included) replaces. */
export type StationPatch = { [K in keyof StationState]?: PatchOf<StationState[K]> };
type PatchOf<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: PatchOf<T[K]> } | null : T;

const checkState = Compile(StationStateSchema);

/** The first problem with a would-be state, as `/path message`, or null when it is valid. */
export function stationStateProblem(candidate: unknown): string | null {
  if (checkState.Check(candidate)) return null;
  const first = checkState.Errors(candidate)[0];
  const where = first?.instancePath || '/';
  // additionalProperties: false reports an unknown key as "schema is false", which helps nobody.
  if (first?.message === 'schema is false') return `${where} is not a known field`;
  return `${where} ${first?.message ?? 'is invalid'}`;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function mergeValue(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch) || !isPlainObject(target)) return structuredClone(patch);
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) out[key] = mergeValue(target[key], value);
  }
  return out;
}

/**
 * Applies a merge patch and validates the result. Unlike RFC 7386, null sets a field to null
 * rather than deleting it: every field always exists.
 * @throws Error naming the first invalid field
 */
export function applyStationPatch(state: StationState, patch: unknown): StationState {
  if (!isPlainObject(patch)) throw new Error('a state patch must be a JSON object');
  const next = mergeValue(state, patch);
  const problem = stationStateProblem(next);
  if (problem) throw new Error(`invalid state patch: ${problem}`);
  return next as StationState;
}

const DEFAULT_STATE: StationState = {
  pod_id_key: '',
  mac_address: '02:00:5E:00:00:01',
  pod_type: 'standard',
  consoles: {
    xd1: 'xb',
    xd2: 'ps',
    xb_disabled: false,
    ps_disabled: false,
    sw_disabled: false,
    pc_disabled: false,
    pod_disabled: false,
  },
  audio: { volume: 25, muted: false, volume_before_mute: 25, dome_override: false, dome_muted: false },
  station: {
    idle: false,
    asleep: false,
    touch: true,
    with_keyboard: true,
    buttons_mode: false,
    reserved: false,
    push_menu: false,
    ready_web: true,
    ready_pod: true,
  },
  web: {
    web_sso: false,
    web_reset: false,
    sso_logout: false,
    player_web_time: null,
    last_logout_reason: null,
    last_logout_at: null,
  },
  physical_logout: { pending: false, reason: null, pressed_at: null },
  game: {
    started: false,
    playing: false,
    platform: null,
    xd: null,
    game_id: null,
    players: null,
    requested_at: null,
    started_at: null,
    startup_ms: 0,
    fail_next_start: false,
  },
  led1: { color: '#f48226', default_color: '#f48226', locked: false },
  led2: { color: '#ffffff', default_color: '#ffffff', locked: false },
  emergency: false,
  schedule: { start: null, sleep: null, closed: false },
  login: null,
  session_activity: { activity: null, at: null },
  streaming: { is_streaming: false, stream_default: false },
  counters: { reboot: 0, reset: 0 },
};

/**
 * A fresh station: not deployed (pod_id_key ''), Xbox on xd1, PS5 on xd2, volume 25 of 50,
 * nobody logged in. Deterministic; pass distinct `mac_address` values for several pods.
 * @example initialStationState({ pod_id_key: 'POD-1', consoles: { xd2: 'na' } })
 * @throws Error when the patch makes an invalid state
 */
export function initialStationState(patch: StationPatch = {}): StationState {
  return applyStationPatch(DEFAULT_STATE, patch);
}

/** The no-game value of `state.game`, keeping its configured startup time and failure. */
export function noGame(game: StationState['game']): StationState['game'] {
  return { ...DEFAULT_STATE.game, startup_ms: game.startup_ms, fail_next_start: game.fail_next_start };
}
