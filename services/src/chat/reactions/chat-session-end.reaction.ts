import { ChatMessagePosted, type EventData, SessionEnded, type StoredEvent, SYSTEM_ACTOR } from '@gamepod/events';
import { authSessionsProjection, chatsProjection, findSession } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import {
  type EndedChatSession,
  endSessionConversation,
  SESSION_EXPIRED_REASON,
} from '../application/chat-session-end.ts';

type Posted = StoredEvent<string, EventData<typeof ChatMessagePosted>>;
type Ended = StoredEvent<string, EventData<typeof SessionEnded>>;
type ExpiryAction = Omit<EndedChatSession, 'reason'>;

// one timer per player session that chatted: its expiry
const timerKey = (tokenHash: string) => `session:${tokenHash}`;

/**
 * A pod's conversation lasts as long as the player session it was written in: that session's
 * end (logout, staff or a sign-in elsewhere ending it, a deactivated client) appends
 * ChatConversationEnded with the session's reason, and a session that simply runs out does at
 * its expires_at, a timer set by the session's messages and cancelled by its end. So staff
 * cannot answer it once the player has left, and no push of it reaches the next player.
 */
export function chatSessionEnd(deps: Pick<ReactionDeps, 'store' | 'db' | 'clock'>) {
  return defineReaction({
    name: 'chat_session_end',
    description: "ends a pod's live-chat conversation when its player's session ends or runs out",
    eventTypes: [ChatMessagePosted.type, SessionEnded.type],
    readModels: [authSessionsProjection.name, chatsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        if (e.type === ChatMessagePosted.type) {
          const { pod_id, user_id, token_hash } = (e as Posted).data;
          // a conversation opened before messages named their session ends with no timer
          if (token_hash === null) continue;
          const session = await findSession(deps.db, token_hash);
          if (!session) continue;
          if (session.ended_at) {
            // the session ended while this message was on its way: the end came first in the log
            const ended = { pod_id, user_id, token_hash, reason: session.end_reason ?? SESSION_EXPIRED_REASON };
            await endSessionConversation(deps, ended, ctx.causedBy(e), ctx.followUpId(e));
            continue;
          }
          const action: ExpiryAction = { pod_id, user_id, token_hash };
          ctx.timers.set(timerKey(token_hash), session.expires_at, action);
        } else {
          const token_hash = e.aggregate_id;
          const session = await findSession(deps.db, token_hash);
          if (!session?.pod_id) continue;
          ctx.timers.cancel(timerKey(token_hash));
          const ended = {
            pod_id: session.pod_id,
            user_id: session.user_id,
            token_hash,
            reason: (e as Ended).data.reason,
          };
          await endSessionConversation(deps, ended, ctx.causedBy(e), ctx.followUpId(e));
        }
      }
    },
    async fire(timer, ctx) {
      const action = timer.action as ExpiryAction;
      await endSessionConversation(
        deps,
        { ...action, reason: SESSION_EXPIRED_REASON },
        { actor: SYSTEM_ACTOR },
        ctx.messageId,
      );
    },
  });
}
