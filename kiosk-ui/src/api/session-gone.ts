/**
 * The refusals that mean the session is gone: the user's token expired or ended elsewhere, or
 * the page's kiosk session is invalid, expired or missing. A player call refused so logs the
 * player out with 'Your session expired!'.
 */
export const SESSION_GONE_MESSAGES: readonly string[] = [
  'Token is Expired',
  'Token is Invalid',
  'Session Id invalid!',
  'Session ID error--reloading app.',
  'Session ID expired! Please reload the app.',
  'Session Id empty! Please reload the app.',
];

/** Whether a call's refusal (its HTTP status and message) says the session is gone. */
export function isSessionGone(status: number, message: string): boolean {
  return (status === 400 || status === 401) && SESSION_GONE_MESSAGES.includes(message);
}
