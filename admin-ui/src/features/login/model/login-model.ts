import { LOGIN_FORM_RULES, missingFields, type UserSession } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { toastFailure, toastRequired } from '#app-state/messages/system-messages.ts';
import { ROLE_HOME } from '#app-state/session/model/access-rules.ts';
import { setUserSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { loginApi } from '../api/login-api.ts';

export const email = signal('');
export const password = signal('');
export const signingIn = signal(false);
/** After a phone signed the pod in: the pod's name, for the phone's confirmation. */
export const signedInOn = signal<string | null>(null);

/** What a role the console does not admit reads. */
export const NO_PERMISSION = "You don't have permissions to access this area";

export function resetLoginForm(): void {
  email.value = '';
  password.value = '';
  signingIn.value = false;
  signedInOn.value = null;
}

/**
 * Role 3 opens /admin/dashboard, role 4 /superadmin/dashboard, any
 * other role is an error and nothing is stored. Returns whether the user was let in.
 */
export function enterConsole(user: UserSession): boolean {
  const home = ROLE_HOME[user.role_id];
  if (!home || !user.token) {
    showToast('error', NO_PERMISSION);
    return false;
  }
  setUserSession(user);
  navigate(home, { replace: true });
  return true;
}

/**
 * Submits the admin login form. `remoteId` (the pod's QR code) signs that pod in instead
 * of this browser: the phone only confirms, the pod gets the session pushed.
 */
export async function submitLogin(mode: 'web' | 'mobile', remoteId: string | null = null): Promise<void> {
  if (signingIn.value) return;
  const username = email.value.trim();
  if (missingFields(LOGIN_FORM_RULES, { username, password: password.value }).length > 0) {
    toastRequired();
    return;
  }
  signingIn.value = true;
  try {
    if (remoteId) {
      const { nav_name } = await loginApi.mobileLogin({ remote_id: remoteId, username, password: password.value });
      signedInOn.value = nav_name ?? 'the Gamepod';
      return;
    }
    const user = await loginApi.adminLogin({ username, password: password.value, login_type: mode });
    enterConsole(user);
  } catch (err) {
    toastFailure(err);
  } finally {
    signingIn.value = false;
  }
}
