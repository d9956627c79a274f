import { effect, signal } from '@preact/signals-react';
import { station } from '#app-state/station/bridge-model.ts';
import { buttonsPanelShown } from '#features/player/model/buttons-panel-model.ts';

/** Each route's title, by path prefix (the first that matches). */
const ROUTE_TITLES: ReadonlyArray<readonly [string, string]> = [
  ['/player/dashboard', 'Dashboard'],
  ['/player/games', 'Games'],
  ['/player/buy-time', 'Add Time'],
  ['/player/logout', 'Logout'],
  ['/facilitator', 'Facilitator Dashboard'],
  ['/register', 'Sign Up'],
  ['/forgot-password', 'Forgot Password'],
];

/** The route's own title; the login screen's otherwise. */
export function routeTitle(path: string): string {
  return ROUTE_TITLES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Login';
}

/**
 * Keeps the page title: 'Buttons' while the pod buttons panel shows, 'Idle' while the station
 * is idle, otherwise the route's title. Returns the stop.
 */
export function watchPageTitle(): () => void {
  const path = signal(location.pathname);
  const stopEffect = effect(() => {
    document.title = buttonsPanelShown.value ? 'Buttons' : station.value?.idle ? 'Idle' : routeTitle(path.value);
  });
  // wouter navigates with pushState and replaceState, which it announces as events of those names
  const onNavigate = () => {
    path.value = location.pathname;
  };
  const events = ['popstate', 'pushState', 'replaceState'] as const;
  for (const e of events) addEventListener(e, onNavigate);
  return () => {
    stopEffect();
    for (const e of events) removeEventListener(e, onNavigate);
  };
}
