import type { PodCommand } from './command-plan.ts';

/** How long the kiosk page may take to act on the station's own ask. */
const ASK_TTL_MS = 60_000;

/**
 * The station's own ask to end the identity provider's session its browser holds (the
 * helper's one-shot `sso_logout` flag), as the kiosk page receives a staff `sso_logout`
 * command: the page acts on both alike. It is the station's, not staff's, so the log has no
 * command for it and the bridge records no outcome.
 */
export function stationSsoLogoutAsk(now: Date, commandId: string): PodCommand {
  return {
    command_id: commandId,
    command_type: 'sso_logout',
    command_value: null,
    command_platform: null,
    expires_at: new Date(now.getTime() + ASK_TTL_MS).toISOString(),
    request_pod_id: null,
    players: null,
  };
}

/** Whether a helper answer to `/kiosk/check/sso_logout` raises the ask (a boolean, or 1 / '1' as some helpers say). */
export const ssoLogoutAsked = (data: Readonly<Record<string, unknown>>): boolean =>
  data.sso_logout === true || data.sso_logout === 1 || data.sso_logout === '1';
