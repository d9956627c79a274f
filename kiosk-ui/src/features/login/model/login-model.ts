import { LOGIN_FORM_RULES, missingFields, type UserSession } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { msgKeyOf } from '#api/api-client.ts';
import { userApi } from '#api/endpoints.ts';
import { toastLoginFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import type { Prefill } from '#lib/prefill.ts';
import { enterAs } from './login-routing.ts';

/** The login refusal of a pod held for another player in the lab's queue. */
export const HELD_FOR_QUEUE = 'login-queue-held-error-message';

export const email = signal('');
export const password = signal('');
/** Failed attempts on this screen; the first one reveals Reset My Password and slides the QR area down again. */
export const failedAttempts = signal(0);
export const loggingIn = signal(false);
/** The last login was refused as this pod is held for the next in the lab's queue: "Join the queue" is offered. */
export const heldForQueue = signal(false);
/** A player already logged in elsewhere: the concurrent-login prompt over the login screen. */
export const concurrentLogin = signal<UserSession | null>(null);

export function resetLoginForm(prefill: Prefill = {}): void {
  email.value = prefill.uname ?? '';
  password.value = prefill.pass ?? '';
  failedAttempts.value = 0;
  loggingIn.value = false;
  concurrentLogin.value = null;
  heldForQueue.value = false;
}

/** A login from this screen or pushed from a phone: the concurrent prompt first where needed, then the role's home. */
export function completeLogin(user: UserSession): void {
  if (user.role_id === 1 && user.logged_navs.length > 0) {
    concurrentLogin.value = user;
    return;
  }
  enterAs(user);
}

export async function submitLogin(): Promise<void> {
  const session = podSession.value;
  if (loggingIn.value || !session) return;
  const username = email.value.trim();
  if (missingFields(LOGIN_FORM_RULES, { username, password: password.value }).length > 0) {
    toastRequired();
    return;
  }
  loggingIn.value = true;
  try {
    const user = await userApi.login({ session_id_key: session.session_id_key, username, password: password.value });
    completeLogin(user);
  } catch (err) {
    failedAttempts.value += 1;
    heldForQueue.value = msgKeyOf(err) === HELD_FOR_QUEUE;
    toastLoginFailure(err);
  } finally {
    loggingIn.value = false;
  }
}
