import {
  type EventData,
  PodCommandCompleted,
  PodCommandFailed,
  PodCommandIssued,
  type StoredEvent,
} from '@gamepod/events';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { expirePodCommand } from '../application/pod-command-service.ts';

type Issued = StoredEvent<string, EventData<typeof PodCommandIssued>>;
type Outcome = StoredEvent<string, { readonly command_id: string }>;

/** What a command's timer carries: enough to expire it without reading anything. */
type ExpiryAction = { readonly pod_id: string; readonly command_id: string; readonly expires_at: string };

// a station's outcome (on its own subject) can only cancel the timers of its own pod's commands
const timerKey = (podId: string, commandId: string) => `command:${podId}:${commandId}`;

/**
 * A pod command expires 5 minutes after issue. Each issued command sets a timer for its
 * expires_at; the bridge's outcome (completed or failed), on the station's subject, cancels
 * it; a timer that fires appends PodCommandExpired on the pod, once (its message id comes
 * from the timer), so the command reads expired instead of issued for ever.
 */
export function podCommandExpiry(deps: Pick<ReactionDeps, 'store' | 'clock'>) {
  return defineReaction({
    name: 'pod_command_expiry',
    description: 'expires pod commands no bridge reported on by their expires_at',
    eventTypes: [PodCommandIssued.type, PodCommandCompleted.type, PodCommandFailed.type],
    async handle(events, ctx) {
      for (const e of events) {
        if (e.type === PodCommandIssued.type) {
          const { command_id, expires_at } = (e as Issued).data;
          const action: ExpiryAction = { pod_id: e.aggregate_id, command_id, expires_at };
          ctx.timers.set(timerKey(e.aggregate_id, command_id), new Date(expires_at), action);
        } else ctx.timers.cancel(timerKey(e.aggregate_id, (e as Outcome).data.command_id));
      }
    },
    async fire(timer, ctx) {
      await expirePodCommand(deps, timer.action as ExpiryAction, ctx.messageId);
    },
  });
}
