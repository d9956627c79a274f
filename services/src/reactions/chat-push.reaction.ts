import { CHAT_KIND, type ChatPush, channelName } from '@gamepod/contracts/realtime';
import { ChatClosed, ChatMessagePosted, ChatReplied, type StoredEvent } from '@gamepod/events';
import { defineReaction, PUSH_FRESH_FOR_MS } from '@gamepod/projections';
import type { ReactionDeps } from './reaction-deps.ts';

type ChatStored = StoredEvent<string, ChatPushSource>;
type ChatPushSource = { conversation_id: string; pod_id: string; client_id: string };

/** The push of one chat event: the new message, or the conversation closing. */
function pushOf(e: StoredEvent): ChatPush {
  const d = e.data as Record<string, string>;
  const base = { pod_id: String(d.pod_id), conversation_id: String(d.conversation_id) };
  const sent_at = e.metadata.occurred_at;
  switch (e.type) {
    case ChatMessagePosted.type:
      return {
        ...base,
        status: 'open',
        message: { id: String(d.message_id), from_staff: false, author_name: '', text: String(d.text), sent_at },
      };
    case ChatReplied.type:
      return {
        ...base,
        status: 'open',
        message: {
          id: String(d.message_id),
          from_staff: true,
          author_name: String(d.staff_name),
          text: String(d.text),
          sent_at,
        },
      };
    default:
      return { ...base, status: 'closed', message: null };
  }
}

/**
 * A pod's chat reaches both ends at once as `status.chat`: staff's answer and a closing on
 * `pod.<id>` (the kiosk shows it), and every change on `client.<id>` (the consoles' Live Chat
 * list and thread). The push carries the message, so nobody reads the read model on hearing it.
 */
export function chatPush(deps: Pick<ReactionDeps, 'publish'>) {
  return defineReaction({
    name: 'chat_push',
    description: "tells a pod's kiosk and its client's consoles about a chat message or a closed conversation",
    eventTypes: [ChatMessagePosted.type, ChatReplied.type, ChatClosed.type],
    aggregate: ChatMessagePosted.aggregate,
    readModels: [],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events as readonly ChatStored[]) {
        const push = pushOf(e);
        deps.publish(channelName('pod', e.data.pod_id), CHAT_KIND, push);
        deps.publish(channelName('client', e.data.client_id), CHAT_KIND, push);
      }
    },
  });
}
