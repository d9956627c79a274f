// Launching the chosen game from /admin/pod_games/{xd} on the selected pods (admin_play_game):
// 'Getting your game ready!' while it goes out. When this station is one of them the game starts
// here, and the screen waits for the station's game_started as the kiosk's Play does: then the
// admin dashboard; after the startup time, 'Still Here? Something must have gone wrong--please
// start a chat with us!' with Yes for the live chat. Otherwise the dashboard 1.5 s later. A
// refusal shows 'Still Here? Something went wrong.' (or the catalogue's wording of it).
import { GAME_STARTUP_SECONDS, PLATFORMS } from '@gamepod/contracts/catalogues';
import { awaitGameStart } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { podSession } from '#app-state/session/model/session-model.ts';
import { linkStation, onStation } from '#app-state/station/model/station-link.ts';
import { runCommand, selectedOrWarn } from './pod-commands-model.ts';
import { chosenGame, listPlatform } from './pod-games-model.ts';

/** How long the preparing screen shows after the command went out, before the dashboard. */
export const LAUNCH_HANDOFF_MS = 1_500;
/** The screen's layout time: its grid fades in over this long. */
export const POD_GAMES_LAYOUT_MS = 1_500;

/** Sending or waiting for the start; refused; sent here but not started within the startup time. */
export type LaunchPhase = 'idle' | 'starting' | 'failed' | 'not-started';
export const launchPhase = signal<LaunchPhase>('idle');

/** The play button's label: the platform's name ('Play Xbox'); 'Play' while it is not known. */
export function playLabel(platform: string | null): string {
  const name = PLATFORMS.find((p) => p.code === platform)?.name;
  return name ? `Play ${name}` : 'Play';
}

let handoff: ReturnType<typeof setTimeout> | undefined;
let stopWaiting: (() => void) | null = null;

function toDashboard(): void {
  resetLaunch();
  navigate('/admin/dashboard');
}

/** Waits for this station's game_started over its bridge: the dashboard, or 'not-started'. */
function waitHere(): boolean {
  let heard: ((gameStarted: boolean) => void) | null = null;
  const link = linkStation((state) => heard?.(state.station.game_started));
  if (!link) return false;
  const stop = awaitGameStart({
    watch: (listener) => {
      heard = listener;
      return () => {
        heard = null;
        link.close();
      };
    },
    seconds: GAME_STARTUP_SECONDS,
    started: toDashboard,
    failed: () => {
      launchPhase.value = 'not-started';
    },
  });
  stopWaiting = stop;
  return true;
}

/** Play: needs a chosen game and at least one selected pod. */
export async function pressPlay(): Promise<void> {
  const game = chosenGame.value;
  if (!game) {
    toastMessage('playgame-select-game-message', 'Please select a game to continue.');
    return;
  }
  const platform = listPlatform.value;
  const targets = selectedOrWarn();
  if (launchPhase.value !== 'idle' || !platform || !targets) return;
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
  const here = podSession.value?.pod_id;
  // the game starts on this station only: the other pods open their pod games
  if (here && targets.includes(here) && onStation() && waitHere()) return;
  clearTimeout(handoff);
  handoff = setTimeout(toDashboard, LAUNCH_HANDOFF_MS);
}

/** Leaving the screen or closing the failure. */
export function resetLaunch(): void {
  clearTimeout(handoff);
  stopWaiting?.();
  stopWaiting = null;
  launchPhase.value = 'idle';
}

/** Yes on 'Still Here?': the console's live chat. */
export function chatAboutLaunch(): void {
  resetLaunch();
  navigate('/common/live-chat');
}
