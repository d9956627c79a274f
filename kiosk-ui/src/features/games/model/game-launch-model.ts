import type { Platform } from '@gamepod/contracts/bridge-socket';
import { GROUP_POD_TYPES } from '@gamepod/contracts/catalogues';
import { awaitGameStart } from '@gamepod/ui-kit';
import { batch, computed, signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { ApiError, msgKeyOf } from '#api/api-client.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { toastFailure, toastMessage } from '#app-state/messages/catalogue-model.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { station } from '#app-state/station/bridge-model.ts';
import { launchPending } from '#app-state/station/launch-pending.ts';
import { gameLaunched } from '#app-state/station/now-playing.ts';
import { clearToasts } from '#app-state/toasts/model/toast-model.ts';
import { gamesApi } from '../api/games-api.ts';
import { listXd, selectedGame } from './game-list-model.ts';

/**
 * Where a launch stands: nothing yet; asking how many play (group pods); waiting for the
 * station's game_started; failed (no start within the startup time); refused because the
 * output's console cannot play it.
 */
export type LaunchPhase = 'idle' | 'players' | 'starting' | 'failed' | 'unsupported';

export const launchPhase = signal<LaunchPhase>('idle');
/** How many play, asked on group pods (1–4). */
export const playerCount = signal(2);
export const launchBusy = signal(false);
/** The refusal of a console that cannot play the game, as the server worded it. */
export const unsupportedText = signal('');

const PLATFORMS: readonly string[] = ['xb', 'ps', 'sw', 'pc'];
const DASHBOARD = '/player/dashboard';
const BUY_TIME = '/player/buy-time';
/** The refusal of a paid lab's player with no time left: Play goes to Buy Time instead. */
const NO_TIME_KEY = 'player-dashboard-remain-time-error';

/** Group pods (gp_duo, gp_arc) ask how many play before a launch. */
export const isGroupPod = computed(() => GROUP_POD_TYPES.includes(podSession.value?.pod_type ?? ''));

/** The console on the screen's output, when one is attached. */
export const outputPlatform = computed<Platform | null>(() => {
  const slot = station.value?.[listXd.value];
  return slot && PLATFORMS.includes(slot) ? (slot as Platform) : null;
});

/** Play is disabled while the output's platform is unset or switched off (or the pod is). */
export const playBlocked = computed(() => {
  const view = station.value;
  const platform = outputPlatform.value;
  return !view || !platform || view.pod_disabled || view[`${platform}_disabled`];
});

/** 'Choose a Game' until a game is chosen. */
export const playLabel = computed(() => (selectedGame.value ? 'Play' : 'Choose a Game'));

let stopWaitingForStart: (() => void) | null = null;

function stopWaiting(): void {
  stopWaitingForStart?.();
  stopWaitingForStart = null;
  launchPending.value = false;
}

/** Waits for the station's game_started: then the dashboard; after `seconds` without it, the failure. */
function waitForStart(seconds: number, name: string): void {
  stopWaiting();
  launchPhase.value = 'starting';
  launchPending.value = true;
  stopWaitingForStart = awaitGameStart({
    watch: (listener) => station.subscribe((view) => listener(view?.game_started === true)),
    seconds,
    started: () => {
      stopWaiting();
      gameLaunched(name);
      launchPhase.value = 'idle';
      navigate(DASHBOARD);
    },
    failed: () => {
      stopWaiting();
      launchPhase.value = 'failed';
    },
  });
}

async function launch(players: number | null): Promise<void> {
  const game = selectedGame.value;
  const session_id_key = podSession.value?.session_id_key;
  const token = userSession.value?.token;
  if (!game || !session_id_key || !token) return;
  launchBusy.value = true;
  try {
    const reply = await gamesApi.start({
      session_id_key,
      token,
      game_id: game.GameId,
      xd: listXd.value,
      ...(players === null ? {} : { players }),
    });
    waitForStart(reply.startup_seconds, game.GameName);
  } catch (err) {
    launchPhase.value = 'idle';
    if (logoutIfExpired(err)) return;
    if (msgKeyOf(err) === NO_TIME_KEY) {
      toastFailure(err, 'You have no paid time left. Buy time to play.');
      navigate(BUY_TIME);
    } else if (err instanceof ApiError && /not supported by pod/.test(err.message)) {
      batch(() => {
        unsupportedText.value = err.message;
        launchPhase.value = 'unsupported';
      });
    } else if (err instanceof ApiError) {
      toastFailure(err, 'Still Here? Something went wrong.');
    } else {
      toastMessage('player-games-start-error', 'Still Here? Something went wrong.');
    }
  } finally {
    launchBusy.value = false;
  }
}

/** Play: without a game, the reminder to choose one; on group pods, the players question first. */
export function pressPlay(): void {
  if (!selectedGame.value) {
    toastMessage('playgame-select-game-message', 'Please select a game to continue.');
    return;
  }
  if (playBlocked.value || launchBusy.value) return;
  // a game is chosen: the reminder to choose one is stale
  clearToasts();
  if (isGroupPod.value) launchPhase.value = 'players';
  else void launch(null);
}

export function choosePlayers(n: number): void {
  playerCount.value = n;
}

/** 'Continue with N Players'. */
export function continueWithPlayers(): void {
  void launch(playerCount.value);
}

/** Back to the games from the players question or a notice. */
export function closeLaunch(): void {
  stopWaiting();
  launchPhase.value = 'idle';
}

/** The launch state of a freshly opened games screen; returns the stop. */
export function openGameLaunch(): () => void {
  batch(() => {
    launchPhase.value = 'idle';
    playerCount.value = 2;
    launchBusy.value = false;
  });
  return stopWaiting;
}
