import { signal } from '@preact/signals-react';
import { goToLogout } from '#app-state/logout/go-to-logout.ts';
import { REASON_LOCKOUT } from '#app-state/logout/logout-reasons.ts';
import { onPodCommand, station } from '#app-state/station/bridge-model.ts';

/** The lockout countdown runs 30 (seconds), then the player is logged out. */
export const LOCKOUT_S = 30;

export const lockedOut = signal(false);
export const lockoutLeft = signal(LOCKOUT_S);

let ticker: ReturnType<typeof setInterval> | undefined;

function lock(): void {
  if (lockedOut.value) return;
  lockedOut.value = true;
  lockoutLeft.value = LOCKOUT_S;
  ticker = setInterval(() => {
    lockoutLeft.value -= 1;
    if (lockoutLeft.value > 0) return;
    clearInterval(ticker);
    goToLogout(REASON_LOCKOUT);
  }, 1_000);
}

function unlock(): void {
  clearInterval(ticker);
  lockedOut.value = false;
  lockoutLeft.value = LOCKOUT_S;
}

/**
 * Drives the locked-out screen from the lockout/unlockout pod commands and the station's
 * pod_disabled flag (either may arrive first). Returns the stop.
 */
export function watchLockout(): () => void {
  unlock();
  if (station.value?.pod_disabled) lock();
  let wasDisabled = station.value?.pod_disabled ?? false;
  const stopState = station.subscribe((view) => {
    const disabled = view?.pod_disabled ?? false;
    if (disabled !== wasDisabled) (disabled ? lock : unlock)();
    wasDisabled = disabled;
  });
  const stopCommands = onPodCommand((command) => {
    if (command.command_type === 'lockout') lock();
    if (command.command_type === 'unlockout') unlock();
  });
  return () => {
    stopState();
    stopCommands();
    unlock();
  };
}
