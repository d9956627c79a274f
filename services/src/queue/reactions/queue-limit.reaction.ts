import {
  type EventData,
  LabQueueJoined,
  LabQueueLeft,
  LabQueueOfferExpired,
  LabQueueRemoved,
  LabQueueSeatTaken,
  SessionEnded,
  SessionStarted,
  type StoredEvent,
} from '@gamepod/events';
import type { ReactionContext } from '@gamepod/log-runtime';
import { authSessionsProjection, labsProjection, listPods, podById, podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { readLabQueue } from '../application/queue-service.ts';
import { fireLimit, labQueueAt, limitApplies, limitedSessionsOfPod } from '../application/waiting-limit.ts';
import { LIMIT_MOMENTS, type LimitMoment, limitEnd, limitMoments } from '../domain/waiting-limit.ts';

type Started = StoredEvent<string, EventData<typeof SessionStarted>>;
type LimitAction = { readonly lab_id: string; readonly token_hash: string; readonly moment: LimitMoment };

const timerKey = (tokenHash: string, moment: LimitMoment) => `queue_limit:${tokenHash}:${moment}`;
const LINE_SHORTENED = [LabQueueLeft.type, LabQueueRemoved.type, LabQueueSeatTaken.type, LabQueueOfferExpired.type];

/**
 * The session limit while people wait: when the first player joins a lab's queue, every open
 * pod session in the lab (not in a paid lab) gets the lab's limit from its start, with at least
 * 10 minutes' notice; a session that starts while people wait gets it from its start. Timers
 * warn at 10 and 2 minutes and end the session at 0; the line emptying or the session ending
 * cancels them.
 */
export function queueLimit(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'publish'>) {
  const setFor = (ctx: ReactionContext, labId: string, tokenHash: string, end: Date) => {
    for (const { moment, at } of limitMoments(end, ctx.now)) {
      const action: LimitAction = { lab_id: labId, token_hash: tokenHash, moment };
      ctx.timers.set(timerKey(tokenHash, moment), at, action);
    }
  };
  const cancelFor = (ctx: ReactionContext, tokenHash: string) => {
    for (const moment of LIMIT_MOMENTS) ctx.timers.cancel(timerKey(tokenHash, moment));
  };
  const sessionsOfLab = async (labId: string) => {
    const now = deps.clock();
    const sessions = [];
    for (const pod of await listPods(deps.db, { labId }))
      sessions.push(...(await limitedSessionsOfPod(deps, pod.id, now)));
    return sessions;
  };
  return defineReaction({
    name: 'queue_limit',
    description: "ends sessions at the lab's limit while people wait, with warnings at 10 and 2 minutes",
    eventTypes: [SessionStarted.type, SessionEnded.type, LabQueueJoined.type, ...LINE_SHORTENED],
    readModels: [authSessionsProjection.name, podsProjection.name, labsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        const at = new Date(e.metadata.occurred_at);
        if (e.type === SessionEnded.type) {
          cancelFor(ctx, e.aggregate_id);
        } else if (e.type === SessionStarted.type) {
          const { kind, pod_id } = (e as Started).data;
          if (kind !== 'pod' || pod_id === null) continue;
          const pod = await podById(deps.db, pod_id);
          if (!pod) continue;
          const state = await readLabQueue(deps, pod.lab_id);
          const limited = await limitedSessionsOfPod(deps, pod_id, deps.clock());
          const session = limited.find((s) => s.token_hash === e.aggregate_id);
          if (!session || !limitApplies(state) || state.policy.limit_minutes === null) continue;
          setFor(ctx, pod.lab_id, session.token_hash, limitEnd(session.started_at, at, state.policy.limit_minutes));
        } else {
          const state = await labQueueAt(deps, e.aggregate_id, e.seq);
          const first = e.type === LabQueueJoined.type && state.entries.length === 1;
          const emptied = e.type !== LabQueueJoined.type && state.entries.length === 0;
          if (!first && !emptied) continue;
          for (const session of await sessionsOfLab(e.aggregate_id)) {
            if (emptied || !limitApplies(state) || state.policy.limit_minutes === null)
              cancelFor(ctx, session.token_hash);
            else
              setFor(
                ctx,
                e.aggregate_id,
                session.token_hash,
                limitEnd(session.started_at, at, state.policy.limit_minutes),
              );
          }
        }
      }
    },
    async fire(timer, ctx) {
      await fireLimit(deps, timer.action as LimitAction, ctx.messageId);
    },
  });
}
