import { computed, signal } from '@preact/signals-react';
import { station } from '#app-state/station/bridge-model.ts';

const dismissed = signal(false);

/**
 * The player's idle spinner: a signed-in player is never idle to the kiosk, but the helper may
 * still report its station idle (its own sensors saw no one, or its console is waking). While
 * it does, the player's screen shows a spinner until the station is active again or a tap
 * dismisses it.
 */
export const idleSpinnerShown = computed(() => station.value?.idle === true && !dismissed.value);

export function dismissIdleSpinner(): void {
  dismissed.value = true;
}

/** Each time the station leaves idle, the next idle shows the spinner again. Returns the stop. */
export function watchIdleSpinner(): () => void {
  dismissed.value = false;
  return station.subscribe((view) => {
    if (!view?.idle) dismissed.value = false;
  });
}
