/** The logout reason for a session that expired or ended elsewhere. */
export const REASON_SESSION_EXPIRED = 'Your session expired!';

/** The kiosk's logout screen (kiosk-ui features/logout: /player/logout?reason=&survey_needed=). */
export function kioskLogoutUrl(reason: string): string {
  return `/player/logout?${new URLSearchParams({ reason, survey_needed: '0' }).toString()}`;
}
