import Type, { type Static } from 'typebox';
import { KioskKeys, Nullable, Strict } from '../fields.ts';
import { post } from '../route.ts';

// The pod's live chat, as the kiosk calls it: the player signed in on the pod reads and writes
// the pod's open conversation, and asks which chat widget to load.

/** The longest chat message. */
export const CHAT_TEXT_MAX = 1000;

export const ChatText = Type.String({ minLength: 1, maxLength: CHAT_TEXT_MAX, description: 'the message' });

/** One message of a conversation; `from_staff` false is the player's, `author_name` the staff member's name. */
export const ChatMessageDto = Type.Object({
  id: Type.String(),
  from_staff: Type.Boolean(),
  author_name: Type.String(),
  text: Type.String(),
  sent_at: Type.String({ description: 'ISO 8601' }),
});
export type ChatMessageDto = Static<typeof ChatMessageDto>;

/** Where a conversation stands: open; closed by staff or by another player writing; ended with its player's session. */
export const ChatStatus = Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('ended')]);
export type ChatStatus = Static<typeof ChatStatus>;

/** A conversation and its messages, oldest first. */
export const ChatThread = Type.Object({
  id: Type.String(),
  pod_id: Type.String(),
  status: ChatStatus,
  messages: Type.Array(ChatMessageDto),
});
export type ChatThread = Static<typeof ChatThread>;

/** The chat widget the kiosk loads: a vendor's, by its public key, or the local one (staff answer from the console). */
export const ChatProvider = Type.Object({
  provider: Type.Union([Type.Literal('crisp'), Type.Literal('local')]),
  key: Nullable(Type.String({ description: "the vendor's public website key; null for the local chat" })),
});
export type ChatProvider = Static<typeof ChatProvider>;

/** Which chat widget the pod loads. */
export const chatProvider = post('/chat/provider', { body: Strict(KioskKeys), data: ChatProvider });

/** The signed-in player's open conversation on this pod (null when none). */
export const chatConversation = post('/chat/conversation', {
  body: Strict(KioskKeys),
  data: Type.Object({ conversation: Nullable(ChatThread) }),
});

/** The signed-in player writes to staff; the first message opens a conversation. */
export const chatSend = post('/chat/send', {
  body: Strict({ ...KioskKeys, text: ChatText }),
  data: Type.Object({ conversation: ChatThread }),
});
