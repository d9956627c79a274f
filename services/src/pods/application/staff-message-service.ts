import type { FloorMessageSent } from '@gamepod/contracts/http';
import { type EventStore, handleCommand } from '@gamepod/event-store';
import { type AppendContext, NotFoundError } from '@gamepod/events';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { staffMessageDecider } from '../domain/staff-message-decider.ts';
import { readPodState } from './read-pod.ts';

type StaffMessageDeps = { readonly store: EventStore };

/**
 * Sends `message` to the pod from the floor view: an unknown or deleted pod is 404, and a pod
 * of another client 403 (before anything is appended). The staff-message reaction shows it on
 * the pod's kiosk.
 */
export async function sendStaffMessage(
  deps: StaffMessageDeps,
  session: Pick<SessionInfo, 'role' | 'client_id'>,
  context: AppendContext,
  podId: string,
  message: string,
): Promise<FloorMessageSent> {
  const pod = await readPodState(deps.store, podId);
  if (pod.status !== 'deployed') throw new NotFoundError('Pod not found', { field: 'pod_id' });
  assertClientAccess(session, pod.pod.client_id);
  const { seq } = await handleCommand(
    deps.store,
    staffMessageDecider,
    podId,
    { type: 'Send', client_id: pod.pod.client_id, message },
    { context },
  );
  // the reply's time is the one the pod's kiosk is told: the event's, as the store stamped it
  const { events } = await deps.store.read(staffMessageDecider.aggregate, podId, seq);
  const sent = events.find((e) => e.seq === seq);
  if (!sent) throw new Error(`the staff message appended at ${seq} was not read back`);
  return { pod_id: podId, sent_at: sent.metadata.occurred_at };
}
