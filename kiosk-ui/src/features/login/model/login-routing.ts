import type { UserSession } from '@gamepod/contracts/http';
import { navigate } from 'wouter/use-browser-location';
import { podSession, setUserSession } from '#app-state/session/pod-session-model.ts';
import { applyTheme } from '#app-state/session/theme.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';

/** Where each role lands after a login. */
export const ROLE_HOME: Readonly<Record<number, string>> = {
  1: '/player/dashboard',
  2: '/facilitator/dashboard',
  3: '/admin/dashboard',
  4: '/superadmin/dashboard',
  5: '/admin/dashboard',
};

/** An admin-pod-command's console page (the pod's games), for staff only and only that page. */
function staffLanding(user: UserSession): string | null {
  const staff = user.role_id >= 3;
  return staff && user.landing && /^\/admin\/pod_games\/xd[12]$/.test(user.landing) ? user.landing : null;
}

/** Tells the helper who sits at the station now (`/kiosk/set/login_pod`, user_name as 'name;role'). */
function tellHelper(user: UserSession): void {
  const session = podSession.value;
  if (!session) return;
  void callHelper('POST', '/kiosk/set/login_pod', {
    session_id: session.session_id_key,
    pod_id_key: session.pod_id_key,
    user_id: user.user_id,
    user_name: `${user.name};${user.role_id}`,
  });
}

/**
 * Stores the session and opens the role's home. Players and facilitators stay in this app;
 * admins leave for the console (a full page load, it is another app).
 */
export function enterAs(user: UserSession): void {
  setUserSession(user);
  tellHelper(user);
  const home = staffLanding(user) ?? ROLE_HOME[user.role_id] ?? '/';
  if (user.role_id === 1 || user.role_id === 2) {
    navigate(home);
    return;
  }
  // A super admin "clears client styles"
  if (user.role_id === 4) applyTheme(null);
  location.assign(home);
}
