import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { station } from './bridge-model.ts';

/** The game this login last launched on the station, with the token of that login. */
const launched = signal<{ readonly name: string; readonly token: string } | null>(null);

/** A launch the station confirmed started: the dashboard names the game while it runs. */
export function gameLaunched(name: string): void {
  const token = userSession.value?.token;
  launched.value = token ? { name, token } : null;
}

/**
 * The game the player's launch started, while the station says a game runs (started or still
 * playing) and the same login holds the pod; null otherwise.
 */
export const nowPlaying = computed<string | null>(() => {
  const game = launched.value;
  const view = station.value;
  if (!game || game.token !== userSession.value?.token) return null;
  return view && (view.game_started || view.game_playing) ? game.name : null;
});
