import Type, { type Static } from 'typebox';
import { ChatMessageDto, ChatStatus } from '../http/common/chat.ts';
import { Nullable } from '../http/fields.ts';

/** The kind of a live-chat change, on `pod.<id>` (the pod's kiosk) and `client.<id>` (its staff's consoles). */
export const CHAT_KIND = 'status.chat';

/**
 * Kind `status.chat`: a pod's conversation changed. `message` is the new message (the
 * player's or staff's), null when it closed (`status` 'closed') or ended with its player's
 * session ('ended'). `user_id` is the player whose conversation it is: a kiosk shows a push
 * only to that player.
 */
export const ChatPush = Type.Object({
  pod_id: Type.String(),
  conversation_id: Type.String(),
  user_id: Type.String({ description: 'the player whose conversation it is' }),
  status: ChatStatus,
  message: Nullable(ChatMessageDto),
});
export type ChatPush = Static<typeof ChatPush>;
