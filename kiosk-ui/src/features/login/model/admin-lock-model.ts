import { LOGIN_FORM_RULES, missingFields, ssoStart } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { LOGIN_FAILED_TEXT, toastFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { enterAs } from './login-routing.ts';

/** The admin form hides after this long without input. */
export const ADMIN_FORM_IDLE_MS = 5_000;
/** The SSO button stays disabled this long after a press. */
export const SSO_COOLDOWN_MS = 4_000;

export const adminOpen = signal(false);
export const adminEmail = signal('');
export const adminPassword = signal('');
export const adminBusy = signal(false);
export const ssoCoolingDown = signal(false);

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function closeAdmin(): void {
  clearTimeout(hideTimer);
  adminOpen.value = false;
  adminEmail.value = '';
  adminPassword.value = '';
}

/** Any input in the admin form keeps it open another 5 s. */
export function touchAdmin(): void {
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    if (!adminBusy.value) closeAdmin();
  }, ADMIN_FORM_IDLE_MS);
}

export function toggleAdmin(): void {
  if (adminOpen.value) {
    closeAdmin();
    return;
  }
  adminOpen.value = true;
  touchAdmin();
}

export async function submitAdminLogin(): Promise<void> {
  const session = podSession.value;
  if (!session || adminBusy.value) return;
  touchAdmin();
  if (missingFields(LOGIN_FORM_RULES, { username: adminEmail.value, password: adminPassword.value }).length > 0) {
    toastRequired();
    return;
  }
  adminBusy.value = true;
  try {
    const user = await userApi.loginAdmin({
      session_id_key: session.session_id_key,
      username: adminEmail.value.trim(),
      password: adminPassword.value,
    });
    closeAdmin();
    enterAs(user);
  } catch (err) {
    toastFailure(err, LOGIN_FAILED_TEXT);
  } finally {
    adminBusy.value = false;
    touchAdmin();
  }
}

/**
 * Opens the client's SSO sign-in for this kiosk page in a new tab and holds the button for
 * 4 s. The tab starts at our own SSO start (named by the page's remote id, as its QR code
 * is), which sends it to the identity provider; the provider's answer signs this page in
 * through its own socket, as a phone login does.
 */
export function openSso(): void {
  const session = podSession.value;
  if (session?.sso_active !== 1 || ssoCoolingDown.value) return;
  // on=station: this browser will hold the provider's session, to be ended at the logout
  const url = `${location.origin}/api/v1${ssoStart.url}?remote_id=${encodeURIComponent(session.remote_id_key)}&on=station`;
  ssoCoolingDown.value = true;
  window.open(url, '_blank', 'noopener');
  setTimeout(() => {
    ssoCoolingDown.value = false;
  }, SSO_COOLDOWN_MS);
}
