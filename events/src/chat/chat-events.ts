import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Id = Type.String({ minLength: 1, maxLength: 128 });
/** A chat message's text: one line or a few, as a player types on a pod. */
const Text = Type.String({ minLength: 1, maxLength: 1000 });
/** The sha256 of a session token, as the session's own subject names it. */
const TokenHash = Type.String({ pattern: '^[0-9a-f]{64}$' });

// A pod's live chat is one aggregate per pod (gp.evt.chat.<pod id>): at most one conversation is
// open on a pod at a time, and every event names the conversation it belongs to.

export const ChatMessagePosted = defineEvent({
  type: 'ChatMessagePosted',
  aggregate: 'chat',
  version: 2,
  description:
    "The player signed in on a pod wrote in the pod's live chat. The first message of a conversation opens it (conversation_id is new); user_id is the player, token_hash the session they wrote in, whose end ends the conversation. Version 1 named no session (null).",
  schema: Type.Object({
    conversation_id: Id,
    message_id: Id,
    pod_id: Id,
    client_id: Id,
    lab_id: Id,
    user_id: Id,
    token_hash: Type.Union([TokenHash, Type.Null()], { description: "the player's session; null before version 2" }),
    text: Text,
  }),
  // version 1 did not say which session wrote
  upcasters: { 1: (data) => ({ ...data, token_hash: null }) },
});

export const ChatReplied = defineEvent({
  type: 'ChatReplied',
  aggregate: 'chat',
  description:
    "A staff member (the pod's client's admin or facilitator, or a super admin) answered a pod's open conversation from the console; staff_name is the name the pod shows.",
  schema: Type.Object({
    conversation_id: Id,
    message_id: Id,
    pod_id: Id,
    client_id: Id,
    staff_id: Id,
    staff_name: Type.String({ maxLength: 200 }),
    text: Text,
  }),
});

export const ChatClosed = defineEvent({
  type: 'ChatClosed',
  aggregate: 'chat',
  description:
    "A pod's conversation ended: closed by staff ('staff', staff_id set), or because another player wrote on the pod ('new_player').",
  schema: Type.Object({
    conversation_id: Id,
    pod_id: Id,
    client_id: Id,
    reason: Type.Union([Type.Literal('staff'), Type.Literal('new_player')]),
    staff_id: Type.Union([Id, Type.Null()]),
  }),
});

export const ChatConversationEnded = defineEvent({
  type: 'ChatConversationEnded',
  aggregate: 'chat',
  description:
    "A pod's conversation ended because its player's session did (a logout, the session running out, staff or a sign-in elsewhere ending it, or the player's newer session on the pod writing): staff can no longer answer it and no kiosk shows it again. reason is why the session ended.",
  schema: Type.Object({
    conversation_id: Id,
    pod_id: Id,
    client_id: Id,
    user_id: Id,
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  }),
});

/** The live-chat event types, for the catalogue. */
export const CHAT_EVENTS = [ChatMessagePosted, ChatReplied, ChatClosed, ChatConversationEnded] as const;
