import { signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { LOGIN_FAILED_TEXT, toastFailure } from '#app-state/messages/catalogue-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { concurrentLogin } from './login-model.ts';
import { enterAs } from './login-routing.ts';

export const expiring = signal(false);

/** Login Here: end the player's other pod sessions, then continue the login on this pod. */
export async function loginHere(): Promise<void> {
  const user = concurrentLogin.value;
  const session = podSession.value;
  if (!user || !session || expiring.value) return;
  expiring.value = true;
  try {
    await userApi.expireSessions({ session_id_key: session.session_id_key, token: user.token });
    concurrentLogin.value = null;
    enterAs({ ...user, logged_navs: [] });
  } catch (err) {
    toastFailure(err, LOGIN_FAILED_TEXT);
  } finally {
    expiring.value = false;
  }
}

/** Nevermind: drop the new login (it must not hold this pod) and start the screen afresh. */
export async function nevermind(): Promise<void> {
  const user = concurrentLogin.value;
  const session = podSession.value;
  concurrentLogin.value = null;
  if (user) {
    await userApi
      .logout({ session_id_key: session?.session_id_key, token: user.token, reason_text: 'Nevermind' })
      .catch(() => undefined);
  }
  location.reload();
}
