import { handleCommand } from '@gamepod/event-store';
import { ForbiddenError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { hashToken } from '../../auth/tokens.ts';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import { sessionDecider } from '../../users/domain/session-decider.ts';
import { kioskContext } from './kiosk-activity-service.ts';

export type WebLogoutLog = {
  readonly token: string;
  readonly user_id: string;
  readonly pod_id_key: string;
  readonly logout_reason: string;
};

/**
 * The web logout log: records on the session's stream why a player's session on `pod` logged
 * out. The pod key must be the page's pod's, and the token a session of that user on that pod
 * (live or already ended: the page may log after the logout). Returns whether it appended.
 * @throws ForbiddenError for another pod's key, or a session of another pod or user
 */
export async function logWebLogout(deps: PodDeps, pod: PodTable, log: WebLogoutLog): Promise<boolean> {
  if (log.pod_id_key !== pod.pod_id_key) throw new ForbiddenError('pod_id_key is not the key of this pod');
  const { appended } = await handleCommand(
    deps.store,
    sessionDecider,
    hashToken(log.token),
    { type: 'LogLogout', pod_id: pod.id, user_id: log.user_id, logout_reason: log.logout_reason },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  return appended;
}
