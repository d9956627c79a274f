import { signal } from '@preact/signals-react';
import { adminPost } from '#app-state/api/admin-api.ts';
import { isTokenRefused } from '#app-state/api/api-failures.ts';
import { toastFailure } from '#app-state/messages/system-messages.ts';
import { clearUserSession, podSession, userSession } from '#app-state/session/model/session-model.ts';
import { kioskLogoutUrl } from './kiosk-logout-url.ts';

/** The logout reason the kiosk's logout screen shows. */
export const REASON_ONSCREEN = 'you clicked the onscreen logout button';

export { kioskLogoutUrl };

export const loggingOut = signal(false);

/**
 * On a pod, sends the web logout log first, as the kiosk's logout screen does for a player
 * (best effort: a failure never keeps the admin signed in). Ends the admin's session
 * (POST /admin/logout), then opens the kiosk's logout screen with
 * `reason` (the on-screen button's unless said): on a pod it readies the station for the next player, elsewhere it goes on
 * to '/'. 'Token is Expired' / 'Token is Invalid' mean the session is gone already: a success;
 * any other failure is shown and the admin stays signed in.
 */
export async function logOut(reason: string = REASON_ONSCREEN): Promise<void> {
  if (loggingOut.value) return;
  const user = userSession.value;
  loggingOut.value = true;
  const pod = podSession.value;
  if (user && pod) {
    await adminPost(
      '/session/logout_log',
      {
        session_id_key: pod.session_id_key,
        token: user.token,
        user_id: user.user_id,
        pod_id_key: pod.pod_id_key,
        logout_reason: reason,
      },
      { unhandled: true },
    ).catch(() => undefined);
  }
  try {
    if (user) await adminPost('/admin/logout', { token: user.token }, { unhandled: true });
  } catch (err) {
    if (!isTokenRefused(err)) {
      toastFailure(err);
      loggingOut.value = false;
      return;
    }
  }
  clearUserSession();
  // another app (kiosk-ui): a full page load
  location.assign(kioskLogoutUrl(reason));
}
