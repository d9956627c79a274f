import { CHAT_KIND, type ChatPush, channelName } from '@gamepod/contracts/realtime';
import {
  ChatClosed,
  ChatConversationEnded,
  ChatMessagePosted,
  ChatReplied,
  type EventData,
  type StoredEvent,
} from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { chatById, chatsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';

type ChatStored = StoredEvent<string, ChatPushSource>;
type ChatPushSource = { conversation_id: string; pod_id: string; client_id: string };
type Posted = StoredEvent<string, EventData<typeof ChatMessagePosted>>;
type Replied = StoredEvent<string, EventData<typeof ChatReplied>>;
type Ended = StoredEvent<string, EventData<typeof ChatConversationEnded>>;

/** The push of one chat event for `user_id`'s conversation: the new message, or its closing or end. */
function pushOf(e: StoredEvent, user_id: string): ChatPush {
  const { pod_id, conversation_id } = (e as ChatStored).data;
  const base = { pod_id, conversation_id, user_id };
  const sent_at = e.metadata.occurred_at;
  switch (e.type) {
    case ChatMessagePosted.type: {
      const { message_id, text } = (e as Posted).data;
      return {
        ...base,
        status: 'open',
        message: { id: message_id, from_staff: false, author_name: '', text, sent_at },
      };
    }
    case ChatReplied.type: {
      const { message_id, staff_name, text } = (e as Replied).data;
      return {
        ...base,
        status: 'open',
        message: { id: message_id, from_staff: true, author_name: staff_name, text, sent_at },
      };
    }
    case ChatConversationEnded.type:
      return { ...base, status: 'ended', message: null };
    default:
      return { ...base, status: 'closed', message: null };
  }
}

/**
 * The player whose conversation an event is about: named by a message and an end; a reply's
 * or a closing's comes from the read model. An unknown conversation names nobody (''), and
 * no kiosk shows a push for nobody.
 */
async function playerOf(deps: Pick<ReactionDeps, 'db'>, e: StoredEvent): Promise<string> {
  if (e.type === ChatMessagePosted.type) return (e as Posted).data.user_id;
  if (e.type === ChatConversationEnded.type) return (e as Ended).data.user_id;
  return (await chatById(deps.db, (e as ChatStored).data.conversation_id))?.user_id ?? '';
}

/**
 * A pod's chat reaches both ends at once as `status.chat`: staff's answer, a closing and an end
 * on `pod.<id>` (the kiosk shows it to the player it names), and every change on `client.<id>`
 * (the consoles' Live Chat list and thread). The push carries the message, so nobody reads the
 * read model on hearing it.
 */
export function chatPush(deps: Pick<ReactionDeps, 'publish' | 'db'>) {
  return defineReaction({
    name: 'chat_push',
    description: "tells a pod's kiosk and its client's consoles about a chat message or a closed or ended conversation",
    eventTypes: [ChatMessagePosted.type, ChatReplied.type, ChatClosed.type, ChatConversationEnded.type],
    aggregate: ChatMessagePosted.aggregate,
    readModels: [chatsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events as readonly ChatStored[]) {
        const push = pushOf(e, await playerOf(deps, e));
        deps.publish(channelName('pod', e.data.pod_id), CHAT_KIND, push);
        deps.publish(channelName('client', e.data.client_id), CHAT_KIND, push);
      }
    },
  });
}
