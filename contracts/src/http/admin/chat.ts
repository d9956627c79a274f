import Type, { type Static } from 'typebox';
import { TOKEN_ID_PATTERN } from '../../catalogues/id-patterns.ts';
import { ChatMessageDto, ChatText, ChatThread } from '../common/chat.ts';
import { Nullable, Strict, WithToken } from '../fields.ts';
import { get, post } from '../route.ts';

// Live Chat in the console: staff (a client's admins and facilitators, super admins) list the
// open conversations of their pods, read one, answer it and close it.

const ConversationId = Type.String({ pattern: TOKEN_ID_PATTERN, description: 'the conversation' });

/** An open conversation as the console lists it. */
export const ChatSummary = Type.Object({
  id: Type.String(),
  pod_id: Type.String(),
  pod_name: Type.String(),
  lab_name: Type.String(),
  client_id: Type.String(),
  player_name: Type.String(),
  last_text: Type.String(),
  last_at: Type.String({ description: 'ISO 8601' }),
  awaiting_staff: Type.Boolean({ description: "true while the player's last message has no answer" }),
});
export type ChatSummary = Static<typeof ChatSummary>;

/** The open conversations of the caller's client (a super admin: every client's, or `client_id`'s). */
export const adminChatList = get('/admin/chat/list', {
  querystring: Type.Object(
    { ...WithToken, client_id: Type.Optional(Type.String({ pattern: TOKEN_ID_PATTERN })) },
    { additionalProperties: false },
  ),
  data: Type.Object({ conversations: Type.Array(ChatSummary) }),
});

/** One conversation with its messages. */
export const adminChatThread = get('/admin/chat/thread', {
  querystring: Type.Object({ ...WithToken, conversation_id: ConversationId }, { additionalProperties: false }),
  data: Type.Object({ conversation: ChatThread, summary: Nullable(ChatSummary) }),
});

/** Answer an open conversation; the pod shows the answer at once. */
export const adminChatReply = post('/admin/chat/reply', {
  body: Strict({ ...WithToken, conversation_id: ConversationId, text: ChatText }),
  data: Type.Object({ message: ChatMessageDto }),
});

/** Close an open conversation. */
export const adminChatClose = post('/admin/chat/close', {
  body: Strict({ ...WithToken, conversation_id: ConversationId }),
  data: Type.Object({}),
});
