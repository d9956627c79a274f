import { channelName } from '@gamepod/contracts/realtime';
import { fold, type StoredEvent, SYSTEM_ACTOR } from '@gamepod/events';
import { findSession, isPaidLabOfPod, openPodSessionsOfPod, podById } from '@gamepod/projections';
import { sendCommands } from '../../pods/application/pod-command-service.ts';
import { SYSTEM_POD_ACTOR } from '../../pods/domain/pod-access.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';
import type { RealtimePublish } from '../../realtime/realtime-hub.ts';
import { endUserSession } from '../../users/application/logout-service.ts';
import { type LabQueueEvent, type LabQueueState, labQueueDecider } from '../domain/lab-queue-decider.ts';
import { type LimitMoment, QUEUE_LIMIT_REASON } from '../domain/waiting-limit.ts';
import type { QueueDeps } from './queue-deps.ts';
import { readLabQueue } from './queue-service.ts';

/** The lab's queue as it stood right after the commit holding sequence `seq`. */
export async function labQueueAt(deps: Pick<QueueDeps, 'store'>, labId: string, seq: number): Promise<LabQueueState> {
  const { events } = await deps.store.read(labQueueDecider.aggregate, labId);
  const upTo = (events as readonly StoredEvent[]).filter((e) => e.seq <= seq);
  return fold(labQueueDecider, upTo as unknown as LabQueueEvent[]);
}

/** The lab's queue as it stood just before log sequence `seq`, and as it stands now, from one read of its stream. */
export async function labQueueBeforeAndNow(
  deps: Pick<QueueDeps, 'store'>,
  labId: string,
  seq: number,
): Promise<{ readonly before: LabQueueState; readonly now: LabQueueState }> {
  const { events } = (await deps.store.read(labQueueDecider.aggregate, labId)) as { events: readonly StoredEvent[] };
  const upTo = events.filter((e) => e.seq < seq);
  return {
    before: fold(labQueueDecider, upTo as unknown as LabQueueEvent[]),
    now: fold(labQueueDecider, events as unknown as LabQueueEvent[]),
  };
}

/** Whether the lab's waiting-limit applies: a limit is set, and someone waits. */
export const limitApplies = (state: LabQueueState) =>
  state.policy.enabled && state.policy.limit_minutes !== null && state.entries.length > 0;

/** The open pod sessions of a lab's pods that the limit can end: none in a paid lab, whose paid time keeps its own rules. */
export async function limitedSessionsOfPod(deps: Pick<QueueDeps, 'db'>, podId: string, now: Date) {
  if (await isPaidLabOfPod(deps.db, podId)) return [];
  return openPodSessionsOfPod(deps.db, podId, now);
}

/**
 * A waiting-limit moment came: if people still wait and the session is still open, a warning
 * ('queue_limit_warning' with the minutes left) on its pod, or at 0 'queue_limit_up', the
 * session's end and a `reset` to the pod, which stops its game.
 */
export async function fireLimit(
  deps: QueueDeps & { readonly publish: RealtimePublish },
  action: { readonly lab_id: string; readonly token_hash: string; readonly moment: LimitMoment },
  messageId: string,
): Promise<void> {
  const session = await findSession(deps.db, action.token_hash);
  if (!session || session.ended_at || session.pod_id === null) return;
  if (!limitApplies(await readLabQueue(deps, action.lab_id))) return;
  const podId = session.pod_id;
  const pod = channelName('pod', podId);
  if (action.moment > 0) {
    deps.publish(pod, 'message-send', podMessagePayload(podId, 'queue_limit_warning', { minutes_left: action.moment }));
    return;
  }
  deps.publish(pod, 'message-send', podMessagePayload(podId, 'queue_limit_up', { minutes_left: 0 }));
  await endUserSession(deps, session, QUEUE_LIMIT_REASON, SYSTEM_ACTOR);
  if (!(await podById(deps.db, podId))) return;
  await sendCommands(
    deps,
    SYSTEM_POD_ACTOR,
    { command_type: 'reset', command_value: null, command_platform: null, request_pod_id: null, pod_ids: [podId] },
    { actor: SYSTEM_ACTOR },
    () => messageId,
  );
}
