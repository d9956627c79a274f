// What a failed console call does, in one place so every screen
// behaves alike: kiosk-ui's rules, seen from the console.
import { ApiError, CLOUD_DISCONNECTED, DISCONNECT_RELOAD_MS } from '@gamepod/ui-kit';
import { navigate } from 'wouter/use-browser-location';
import { kioskLogoutUrl, REASON_SESSION_EXPIRED } from '#app-state/logout/kiosk-logout-url.ts';
import { toastFailure } from '#app-state/messages/system-messages.ts';
import { clearUserSession, userSession } from '#app-state/session/model/session-model.ts';
import { onStation } from '#app-state/station/model/station-link.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';

/** The server's answers for a token that ended or expired. */
export function isTokenRefused(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 401 &&
    (err.message === 'Token is Expired' || err.message === 'Token is Invalid')
  );
}

let reloading = false;

/**
 * Handles a failed call: a refused token clears the session and opens /admin/login, or on a
 * pod's own console the kiosk's logout screen with 'Your session expired!' (it readies the
 * station for the next person, as a player's expiry does); a lost
 * network (while signed in) clears it, says so for 3 s, then reloads; anything else is an
 * error toast with the catalogue's text (unless `quiet`).
 */
export function handleApiFailure(err: unknown, o: { quiet?: boolean } = {}): void {
  if (isTokenRefused(err)) {
    clearUserSession();
    // another app (kiosk-ui): a full page load
    if (onStation()) location.assign(kioskLogoutUrl(REASON_SESSION_EXPIRED));
    else navigate('/admin/login', { replace: true });
    return;
  }
  if (err instanceof ApiError && err.kind === 'network' && userSession.value) {
    if (reloading) return;
    reloading = true;
    clearUserSession();
    showToast('error', CLOUD_DISCONNECTED, '', DISCONNECT_RELOAD_MS);
    setTimeout(() => location.reload(), DISCONNECT_RELOAD_MS);
    return;
  }
  if (!o.quiet) toastFailure(err);
}
