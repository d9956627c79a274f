import { handleCommand } from '@gamepod/event-store';
import type { AppendContext } from '@gamepod/events';
import { openChatOfPod } from '@gamepod/projections';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import { chatDecider } from '../domain/chat-decider.ts';

/** Why a conversation ended when its session ran out without a logout. */
export const SESSION_EXPIRED_REASON = 'Session expired';

type EndDeps = Pick<PodDeps, 'store' | 'db' | 'clock'>;

/** A player's session on a pod that ended or ran out, and why. */
export type EndedChatSession = {
  readonly pod_id: string;
  readonly user_id: string;
  readonly token_hash: string;
  readonly reason: string;
};

/**
 * Ends the pod's open conversation if it belongs to `ended` (ChatConversationEnded). The read
 * model is asked first, so a logout on a pod with no open chat of that player reads no stream;
 * the decider judges on the log. `messageId` makes a repeat append nothing.
 */
export async function endSessionConversation(
  deps: EndDeps,
  ended: EndedChatSession,
  context: AppendContext,
  messageId: string,
): Promise<void> {
  const open = await openChatOfPod(deps.db, ended.pod_id);
  if (open?.user_id !== ended.user_id) return;
  await handleCommand(
    deps.store,
    chatDecider,
    ended.pod_id,
    { type: 'SessionEnds', ...ended },
    { context, commandId: messageId, clock: deps.clock },
  );
}
