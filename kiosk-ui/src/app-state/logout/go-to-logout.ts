import { navigate } from 'wouter/use-browser-location';
import { isTokenExpired } from '#api/api-client.ts';
import { REASON_SESSION_EXPIRED } from './logout-reasons.ts';

let leaving = false;

/** Opens the logout screen with its reason (/player/logout, params reason and survey_needed). */
export function goToLogout(reason: string, surveyNeeded = true): void {
  if (leaving) return;
  leaving = true;
  const query = new URLSearchParams({ reason, survey_needed: surveyNeeded ? '1' : '0' });
  navigate(`/player/logout?${query.toString()}`);
  // the next signed-in screen may log out again
  setTimeout(() => {
    leaving = false;
  }, 1_000);
}

/** A player call answered 'Token is Expired' / 'Token is Invalid': the session ended elsewhere. Returns whether it did. */
export function logoutIfExpired(err: unknown): boolean {
  if (!isTokenExpired(err)) return false;
  goToLogout(REASON_SESSION_EXPIRED, false);
  return true;
}
