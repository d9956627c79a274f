import type { Platform, StationView } from '@gamepod/contracts/bridge-socket';

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
  keyboard: false,
  screen_buttons: 0,
  dome_override: false,
  dome_muted: false,
  push_menu: false,
  touch: true,
  reserved: false,
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
