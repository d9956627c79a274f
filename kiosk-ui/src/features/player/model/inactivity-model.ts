import { computed, signal } from '@preact/signals-react';
import { goToLogout } from '#app-state/logout/go-to-logout.ts';
import { REASON_INACTIVITY } from '#app-state/logout/logout-reasons.ts';
import { station } from '#app-state/station/bridge-model.ts';
import { launchPending } from '#app-state/station/launch-pending.ts';
import { seatSaved } from './save-seat-model.ts';

/** Logout after 60 s without input; the last 15 s show a countdown. Checked every second. */
export const INACTIVITY_S = 60;
export const INACTIVITY_WARN_S = 15;

export const idleSeconds = signal(0);
export const inactivityLeft = computed(() => INACTIVITY_S - idleSeconds.value);
export const showStillThere = computed(() => inactivityLeft.value <= INACTIVITY_WARN_S);

/** Any touch, click or key counts as the player being there. */
export function stillHere(): void {
  idleSeconds.value = 0;
}

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Counts idle seconds while a player screen shows; a running or starting game pauses it. Returns the stop. */
export function watchInactivity(): () => void {
  idleSeconds.value = 0;
  for (const e of EVENTS) window.addEventListener(e, stillHere, { capture: true, passive: true });
  const timer = setInterval(() => {
    const view = station.value;
    // the player is at the console, not the screen, or waits for a launched game; or is away
    // with the seat saved, which the server times
    if (view?.game_playing || view?.game_started || launchPending.value || seatSaved.value) {
      idleSeconds.value = 0;
      return;
    }
    idleSeconds.value += 1;
    if (idleSeconds.value >= INACTIVITY_S) goToLogout(REASON_INACTIVITY);
  }, 1_000);
  return () => {
    clearInterval(timer);
    for (const e of EVENTS) window.removeEventListener(e, stillHere, { capture: true });
  };
}
