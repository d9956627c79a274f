// Launching the chosen game from /admin/pod_games/{xd} on the selected pods (admin_play_game):
// 'Getting your game ready!' while it goes out, then the admin dashboard 1.5 s later; a refusal
// shows 'Still Here? Something went wrong.' (or the catalogue's wording of it).
import { PLATFORMS } from '@gamepod/contracts/catalogues';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { runCommand, selectedOrWarn } from './pod-commands-model.ts';
import { chosenGame, listPlatform } from './pod-games-model.ts';

/** How long the preparing screen shows after the command went out, before the dashboard. */
export const LAUNCH_HANDOFF_MS = 1_500;
/** The screen's layout time: its grid fades in over this long. */
export const POD_GAMES_LAYOUT_MS = 1_500;

export type LaunchPhase = 'idle' | 'starting' | 'failed';
export const launchPhase = signal<LaunchPhase>('idle');

/** The play button's label: the platform's name ('Play Xbox'); 'Play' while it is not known. */
export function playLabel(platform: string | null): string {
  const name = PLATFORMS.find((p) => p.code === platform)?.name;
  return name ? `Play ${name}` : 'Play';
}

let handoff: ReturnType<typeof setTimeout> | undefined;

/** Play: needs a chosen game and at least one selected pod. */
export async function pressPlay(): Promise<void> {
  const game = chosenGame.value;
  if (!game) {
    toastMessage('playgame-select-game-message', 'Please select a game to continue.');
    return;
  }
  const platform = listPlatform.value;
  if (launchPhase.value !== 'idle' || !platform || !selectedOrWarn()) return;
  launchPhase.value = 'starting';
  const sent = await runCommand('admin_play_game', `Launch ${game.GameName}`, game.GameId, {
    command_platform: platform,
    command_search: game.GameName,
    command_install: '0',
  });
  if (!sent) {
    launchPhase.value = 'failed';
    return;
  }
  clearTimeout(handoff);
  handoff = setTimeout(() => {
    launchPhase.value = 'idle';
    navigate('/admin/dashboard');
  }, LAUNCH_HANDOFF_MS);
}

/** Leaving the screen or closing the failure. */
export function resetLaunch(): void {
  clearTimeout(handoff);
  launchPhase.value = 'idle';
}
