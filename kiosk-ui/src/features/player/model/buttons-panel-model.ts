import { computed, signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { goToLogout } from '#app-state/logout/go-to-logout.ts';
import { REASON_ONSCREEN } from '#app-state/logout/logout-reasons.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { callHelper, station } from '#app-state/station/bridge-model.ts';

/** The guide fades after this long without a touch. */
export const GUIDE_MS = 10_000;
/** A pressed panel button stays highlighted this long. */
export const PRESSED_MS = 5_000;
/** The panel's unmute sets this level (100% on the 0–50 scale). */
export const PANEL_UNMUTE = 50;

/** The mode the player dismissed with Return to Menu: the panel stays away until the helper's mode changes. */
const dismissedMode = signal<number | null>(null);
export const guideShown = signal(true);
export const pressed = signal<string | null>(null);
const domePending = signal<boolean | null>(null);

/**
 * The pod buttons panel, while the helper reports button mode (2, 3 or 4) and a player is
 * signed in: 2 shows Return to Menu and Logout Now; 3 adds the volume; 4 adds the Dome toggle.
 */
export const buttonsMode = computed(() => {
  const mode = station.value?.screen_buttons ?? 0;
  if (mode === 0 || userSession.value?.role_id !== 1 || mode === dismissedMode.value) return 0;
  return mode;
});
export const buttonsPanelShown = computed(() => buttonsMode.value !== 0);
/** The Dome toggle shows in mode 4 when the pod has the dome override. */
export const domeShown = computed(() => buttonsMode.value === 4 && station.value?.dome_override === true);
export const domeMuted = computed(() => domePending.value ?? station.value?.dome_muted ?? false);

let pressTimer: ReturnType<typeof setTimeout> | undefined;
function press(name: string): void {
  pressed.value = name;
  clearTimeout(pressTimer);
  pressTimer = setTimeout(() => {
    pressed.value = null;
  }, PRESSED_MS);
}

export function hideGuide(): void {
  guideShown.value = false;
}

/** Return to Menu: the console brings its menu forward (`create/push_menu`) and the kiosk shows the dashboard. */
export function returnToMenu(): void {
  press('menu');
  void callHelper('GET', '/kiosk/create/push_menu');
  dismissedMode.value = station.value?.screen_buttons ?? null;
  navigate('/player/dashboard');
}

/** Logout Now: the console leaves the game for its menu (`create/push_end`), then the player is logged out. */
export function logoutNow(): void {
  press('logout');
  void callHelper('GET', '/kiosk/create/push_end');
  goToLogout(REASON_ONSCREEN);
}

export async function toggleDome(): Promise<void> {
  press('dome');
  const next = !domeMuted.value;
  domePending.value = next;
  await callHelper('POST', '/kiosk/set/pod_dome_mute', { pod_dome_mute: next });
  domePending.value = null;
}

const EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * While the panel shows: the guide shows again each time the panel opens and fades after
 * 10 s without a touch; a helper mode change brings a dismissed panel back. Returns the stop.
 */
export function watchButtonsPanel(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(hideGuide, GUIDE_MS);
  };
  const stopShown = buttonsPanelShown.subscribe((shown) => {
    if (shown) {
      guideShown.value = true;
      restart();
    } else clearTimeout(timer);
  });
  const stopMode = station.subscribe((view) => {
    if (dismissedMode.value !== null && view?.screen_buttons !== dismissedMode.value) dismissedMode.value = null;
  });
  for (const e of EVENTS) window.addEventListener(e, restart, { capture: true, passive: true });
  return () => {
    clearTimeout(timer);
    stopShown();
    stopMode();
    for (const e of EVENTS) window.removeEventListener(e, restart, { capture: true });
  };
}
