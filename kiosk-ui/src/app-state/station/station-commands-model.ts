import type { PodCommand } from '@gamepod/contracts/bridge-socket';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { userApi } from '#api/endpoints.ts';
import { goToLogout, logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { REASON_ADMIN_LOGOUT } from '#app-state/logout/logout-reasons.ts';
import { podSession, setPodSession, userSession } from '#app-state/session/pod-session-model.ts';
import { startPod } from '#app-state/session/startup-model.ts';
import { callHelper, onPodCommand, station } from './bridge-model.ts';
import { menuRequested } from './menu-request.ts';

/** The station's one-shot reset request (`check/web_reset`) is read this often while nobody is signed in. */
export const WEB_RESET_POLL_MS = 2_000;

/** Why the station could not run a staff game launch, shown with Ok until dismissed. */
export const commandFailure = signal<string | null>(null);
/** Counts the lab's mode switches: the time balance is read again on each. */
export const modeReloads = signal(0);

export function dismissCommandFailure(): void {
  commandFailure.value = null;
}

/** The lab switched between free and paid: a signed-in person's mode and balance are read again, else the pod's session. */
async function reloadMode(): Promise<void> {
  const token = userSession.value?.token;
  if (!token) {
    await startPod();
    return;
  }
  try {
    const balance = await userApi.remainingTime(token);
    const pod = podSession.value;
    if (pod) setPodSession({ ...pod, is_paid: balance.mode === 'paid' ? 1 : 0 });
    modeReloads.value++;
  } catch (err) {
    logoutIfExpired(err);
  }
}

/** What the page does with a forwarded pod command that is the whole station's business. */
export function onStationCommand(command: PodCommand, failed: string | undefined): void {
  if (failed !== undefined) {
    if (command.command_type === 'play_game') commandFailure.value = failed;
    return;
  }
  if (command.command_type === 'modechange') void reloadMode();
  if (command.command_type === 'navlogout' && userSession.value) goToLogout(REASON_ADMIN_LOGOUT);
}

/**
 * The station's own requests: a staff launch it could not run (shown with Ok), the lab's mode
 * switching, the nav's logout, the console asking for the menu (`push_menu`), and a web reset
 * (`web_reset`, one-shot, read while nobody is signed in: the page starts again). Returns the stop.
 */
export function watchStationCommands(): () => void {
  const stopCommands = onPodCommand(onStationCommand);
  let menu = station.value?.push_menu ?? false;
  const stopMenu = station.subscribe((view) => {
    const now = view?.push_menu ?? false;
    if (menuRequested(menu, now, userSession.value?.role_id, location.pathname)) navigate('/player/dashboard');
    menu = now;
  });
  const resetTimer = setInterval(() => {
    if (userSession.value) return;
    void callHelper('GET', '/kiosk/check/web_reset').then((reply) => {
      if (reply.ok && reply.data.web_reset === true && !userSession.value) location.reload();
    });
  }, WEB_RESET_POLL_MS);
  return () => {
    stopCommands();
    stopMenu();
    clearInterval(resetTimer);
  };
}
