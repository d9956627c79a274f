/** Console slots as the helper reports them. */
export type Slot = 'xb' | 'ps' | 'sw' | 'pc' | 'na' | 'start';
export type Platform = 'xb' | 'ps' | 'sw' | 'pc';

/** What the bridge last observed of its station: the inputs of its pure decisions. */
export type StationView = {
  readonly xd1: Slot;
  readonly xd2: Slot;
  readonly xb_disabled: boolean;
  readonly ps_disabled: boolean;
  readonly sw_disabled: boolean;
  readonly pc_disabled: boolean;
  readonly pod_disabled: boolean;
  readonly idle: boolean;
  readonly asleep: boolean;
  readonly logout_pending: boolean;
  /** Why the physical logout is pending: the button, or the seat sensor (left for 30 s); null when none is. */
  readonly logout_reason: 'button' | 'seat' | null;
  readonly game_started: boolean;
  readonly game_playing: boolean;
  readonly game_platform: string;
  readonly volume: number;
  /** The helper's mute flag (vol_now reports it beside the volume). */
  readonly muted: boolean;
};

/** Before the first poll answers: nothing attached, nothing running. */
export const UNKNOWN_STATION: StationView = {
  xd1: 'na',
  xd2: 'na',
  xb_disabled: false,
  ps_disabled: false,
  sw_disabled: false,
  pc_disabled: false,
  pod_disabled: false,
  idle: false,
  asleep: false,
  logout_pending: false,
  logout_reason: null,
  game_started: false,
  game_playing: false,
  game_platform: '',
  volume: 25,
  muted: false,
};

/** Whether two views hold the same facts: a view is flat, so comparing its fields is enough. */
export function sameStation(a: StationView, b: StationView): boolean {
  if (a === b) return true;
  for (const k in a) if (a[k as keyof StationView] !== b[k as keyof StationView]) return false;
  return true;
}

const PLATFORMS: readonly string[] = ['xb', 'ps', 'sw', 'pc'];
export const isPlatform = (v: string | null | undefined): v is Platform =>
  v !== null && v !== undefined && PLATFORMS.includes(v);

/** The slot a platform is attached to and usable on, if any. */
export function slotFor(station: StationView, platform: Platform): 'xd1' | 'xd2' | null {
  if (station.pod_disabled || station[`${platform}_disabled`]) return null;
  if (station.xd1 === platform) return 'xd1';
  if (station.xd2 === platform) return 'xd2';
  return null;
}
