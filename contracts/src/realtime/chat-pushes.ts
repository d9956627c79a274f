import Type, { type Static } from 'typebox';
import { ChatMessageDto } from '../http/common/chat.ts';
import { Nullable } from '../http/fields.ts';

/** The kind of a live-chat change, on `pod.<id>` (the pod's kiosk) and `client.<id>` (its staff's consoles). */
export const CHAT_KIND = 'status.chat';

/**
 * Kind `status.chat`: a pod's conversation changed. `message` is the new message (the
 * player's or staff's), null when it closed (`status` 'closed').
 */
export const ChatPush = Type.Object({
  pod_id: Type.String(),
  conversation_id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  message: Nullable(ChatMessageDto),
});
export type ChatPush = Static<typeof ChatPush>;
