import { GAME_PLATFORM_CODES, type GamePlatform, platformNames } from '@gamepod/contracts/catalogues';
import { ConflictError, ValidationError } from '@gamepod/events';
import type { PodConsoles } from '../../users/domain/login-rules.ts';

/** What a pod's outputs hold and which platforms are switched off, as its station last reported. */
export type { PodConsoles };

/** A game as a launch judges it, from the catalogue, with whether the pod has it. */
export type LaunchableGame = {
  readonly id: string;
  readonly title: string;
  readonly status: string;
  readonly is_survey_only: boolean;
  readonly deleted: boolean;
  readonly platforms: readonly string[];
  /** Active, not survey-only, and cloud or assigned to the pod's client, lab or pod. */
  readonly on_pod: boolean;
};

export const isGamePlatform = (value: unknown): value is GamePlatform =>
  typeof value === 'string' && (GAME_PLATFORM_CODES as readonly string[]).includes(value);

/**
 * How long a launch waits for the station to report its game started: after this the kiosk
 * shows its failure notice and the server records the launch failed.
 */
export const GAME_STARTUP_SECONDS = 180;

/** The kiosk's own text for a launch on a console the pod does not have. */
export const platformNotSupported = (platform: string) =>
  `Game play initiated but platform ${platform} not supported by pod`;

/** The platform on `xd`, or null when nothing (or a booting console) is there. */
export function platformOnSlot(consoles: PodConsoles | null, xd: 'xd1' | 'xd2'): GamePlatform | null {
  const slot = consoles?.[xd];
  return isGamePlatform(slot) ? slot : null;
}

/** The output a platform is on, preferring xd1; null when neither has it. */
export function slotOfPlatform(consoles: PodConsoles | null, platform: string): 'xd1' | 'xd2' | null {
  if (consoles?.xd1 === platform) return 'xd1';
  if (consoles?.xd2 === platform) return 'xd2';
  return null;
}

/**
 * The platform a player may start a game on from the output `xd`: a console is there and its
 * platform is not switched off. Otherwise 400 naming xd with the kiosk's own text, naming the
 * output's platform (or the output itself when nothing is attached to it). A disabled pod is
 * 409, as at login.
 */
export function playablePlatformOn(consoles: PodConsoles, xd: 'xd1' | 'xd2'): GamePlatform {
  const platform = platformOnSlot(consoles, xd);
  if (platform === null || consoles[`${platform}_disabled`]) {
    throw new ValidationError(platformNotSupported(platform ?? xd), { field: 'xd' });
  }
  if (consoles.pod_disabled) {
    throw new ConflictError('This Gamepod is disabled or updating.', { msg_key: 'login-pod-updating' });
  }
  return platform;
}

/**
 * 400 naming game_id unless the game may be launched on the pod on `platform`: it is in the
 * catalogue, active, for players (not survey-only), the pod has it, and it runs there.
 */
export function assertGameLaunchable(game: LaunchableGame | undefined, platform: GamePlatform): void {
  const refuse = (problem: string) => new ValidationError(`game_id: ${problem}`, { field: 'game_id' });
  if (!game || game.deleted) throw refuse('is not a game of the catalogue');
  if (game.status !== 'active' || game.is_survey_only) throw refuse(`${game.title} is not available to play`);
  if (!game.on_pod) throw refuse(`${game.title} is not available on this Gamepod`);
  if (!game.platforms.includes(platform)) throw refuse(`${game.title} does not run on ${platformNames([platform])}`);
}
