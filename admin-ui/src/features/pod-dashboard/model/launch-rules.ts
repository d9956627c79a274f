// The four launch buttons and when they may go: a platform the station has turned off cannot
// be launched (an unknown station state counts as on: the server and the helper still judge).
import type { Platform, StationView } from '@gamepod/contracts/bridge-socket';

/** Launch Xbox, Launch PC, Launch Switch, Launch PS: each opens /admin/pod_games/{xd}. */
export const LAUNCHES: ReadonlyArray<{ readonly xd: Platform; readonly label: string }> = [
  { xd: 'xb', label: 'Launch Xbox' },
  { xd: 'pc', label: 'Launch PC' },
  { xd: 'sw', label: 'Launch Switch' },
  { xd: 'ps', label: 'Launch PS' },
];

/** What /admin/pod_games/{xd} takes: a platform, or an output (xd1, xd2) meaning its console. */
export type PodGamesXd = Platform | 'xd1' | 'xd2';
export const POD_GAMES_XDS: readonly PodGamesXd[] = [...LAUNCHES.map((l) => l.xd), 'xd1', 'xd2'];

export const DISABLED_FLAG = { xb: 'xb_disabled', ps: 'ps_disabled', sw: 'sw_disabled', pc: 'pc_disabled' } as const;

/** Whether the station has `platform` on (its disabled flag false). */
export function platformOn(view: StationView | null, platform: Platform): boolean {
  return view === null || !view[DISABLED_FLAG[platform]];
}

/** A launch button is enabled while its platform is on. */
export const launchAllowed = platformOn;
