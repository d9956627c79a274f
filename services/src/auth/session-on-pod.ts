import { ForbiddenError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { FACILITATOR } from '../domain/roles.ts';
import { mayAdminister, userActor } from '../pods/domain/pod-access.ts';
import type { SessionInfo } from './authenticate.ts';

/**
 * 403 unless the session may act on the pod: one bound to that pod (the player or
 * facilitator signed in there, an admin signed in on it), a facilitator of its client, or
 * staff who administer it (its client's admin, a super admin). Says whether it is staff.
 */
export function assertSessionOnPod(session: SessionInfo, pod: Pick<PodTable, 'id' | 'client_id'>): { staff: boolean } {
  const staff = mayAdminister(userActor(session), pod.client_id);
  const facilitator = session.role === FACILITATOR && session.client_id === pod.client_id;
  if (session.pod_id !== pod.id && !staff && !facilitator) throw new ForbiddenError();
  return { staff };
}
