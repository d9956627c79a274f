import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Id = Type.String({ minLength: 1, maxLength: 128 });
/** A chat message's text: one line or a few, as a player types on a pod. */
const Text = Type.String({ minLength: 1, maxLength: 1000 });

// A pod's live chat is one aggregate per pod (gp.evt.chat.<pod id>): at most one conversation is
// open on a pod at a time, and every event names the conversation it belongs to.

export const ChatMessagePosted = defineEvent({
  type: 'ChatMessagePosted',
  aggregate: 'chat',
  description:
    "The player signed in on a pod wrote in the pod's live chat. The first message of a conversation opens it (conversation_id is new); user_id is the player.",
  schema: Type.Object({
    conversation_id: Id,
    message_id: Id,
    pod_id: Id,
    client_id: Id,
    lab_id: Id,
    user_id: Id,
    text: Text,
  }),
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

/** The live-chat event types, for the catalogue. */
export const CHAT_EVENTS = [ChatMessagePosted, ChatReplied, ChatClosed] as const;
