import {
  ChatClosed,
  ChatConversationEnded,
  ChatMessagePosted,
  ChatReplied,
  ConflictError,
  type Decider,
  NotFoundError,
} from '@gamepod/events';

export type ChatEvent =
  | ReturnType<typeof ChatMessagePosted.of>
  | ReturnType<typeof ChatReplied.of>
  | ReturnType<typeof ChatClosed.of>
  | ReturnType<typeof ChatConversationEnded.of>;

/** The open conversation of a pod, if any: whose it is, the session it belongs to, and where the pod belongs. */
export type OpenConversation = {
  readonly conversation_id: string;
  readonly user_id: string;
  /** The player's session; null for a conversation opened before messages named it. */
  readonly token_hash: string | null;
  readonly client_id: string;
};

export type ChatState = { readonly open: OpenConversation | null };

/** Where the pod is and who is signed in on it, read by the application service. */
export type ChatPod = { readonly pod_id: string; readonly client_id: string; readonly lab_id: string };

export type ChatCommand =
  | {
      readonly type: 'PlayerWrites';
      readonly pod: ChatPod;
      readonly user_id: string;
      /** The session the player writes in (its token's hash). */
      readonly token_hash: string;
      readonly text: string;
      /** The id a new conversation gets when this message opens one. */
      readonly new_conversation_id: string;
      readonly message_id: string;
    }
  | {
      readonly type: 'StaffReplies';
      readonly pod_id: string;
      readonly conversation_id: string;
      readonly staff_id: string;
      readonly staff_name: string;
      readonly text: string;
      readonly message_id: string;
    }
  | {
      readonly type: 'StaffCloses';
      readonly pod_id: string;
      readonly conversation_id: string;
      readonly staff_id: string;
    }
  | {
      /** A player's session ended (or ran out); `reason` is why. */
      readonly type: 'SessionEnds';
      readonly pod_id: string;
      readonly user_id: string;
      readonly token_hash: string;
      readonly reason: string;
    };

export const CONVERSATION_CLOSED = () => new NotFoundError('This conversation is closed', { field: 'conversation_id' });
export const CONVERSATION_ENDED = () =>
  new ConflictError("This conversation has ended: the player's session is over", { field: 'conversation_id' });

/** Why a conversation ended when the same player, signed in again on the pod, wrote from the new session. */
export const NEWER_SESSION_REASON = 'Signed in again';

/** Whether `open` belongs to this player's session (one opened before sessions were named: to the player). */
const belongsTo = (open: OpenConversation, user_id: string, token_hash: string) =>
  open.user_id === user_id && (open.token_hash === null || open.token_hash === token_hash);

/**
 * A pod's live chat (gp.evt.chat.<pod id>). One conversation is open on a pod at a time and
 * belongs to the player session that opened it: it ends with that session, and another player
 * (or the same player in a newer session) writing on the pod ends it first, so no player reads
 * the one before's. Staff answer or close only the open conversation.
 */
export const chatDecider: Decider<ChatCommand, ChatState, ChatEvent> = {
  aggregate: 'chat',
  initialState: () => ({ open: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessagePosted': {
        const { conversation_id, user_id, token_hash, client_id } = event.data;
        return { open: { conversation_id, user_id, token_hash, client_id } };
      }
      case 'ChatReplied':
        return state;
      case 'ChatClosed':
      case 'ChatConversationEnded':
        return state.open?.conversation_id === event.data.conversation_id ? { open: null } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PlayerWrites': {
        const { pod, user_id, token_hash, text, message_id } = command;
        const open = state.open;
        const post = (conversation_id: string) =>
          ChatMessagePosted.of({ conversation_id, message_id, ...pod, user_id, token_hash, text });
        if (open && belongsTo(open, user_id, token_hash)) return [post(open.conversation_id)];
        return [...(open ? [ending(open, pod.pod_id, user_id)] : []), post(command.new_conversation_id)];
      }
      case 'StaffReplies': {
        const open = state.open;
        if (open?.conversation_id !== command.conversation_id) throw CONVERSATION_CLOSED();
        const { conversation_id, pod_id, staff_id, staff_name, text, message_id } = command;
        return [
          ChatReplied.of({
            conversation_id,
            message_id,
            pod_id,
            client_id: open.client_id,
            staff_id,
            staff_name,
            text,
          }),
        ];
      }
      case 'StaffCloses': {
        const open = state.open;
        if (open?.conversation_id !== command.conversation_id) throw CONVERSATION_CLOSED();
        return [
          ChatClosed.of({
            conversation_id: open.conversation_id,
            pod_id: command.pod_id,
            client_id: open.client_id,
            reason: 'staff',
            staff_id: command.staff_id,
          }),
        ];
      }
      case 'SessionEnds': {
        const open = state.open;
        if (!open || !belongsTo(open, command.user_id, command.token_hash)) return [];
        const { conversation_id, user_id, client_id } = open;
        return [
          ChatConversationEnded.of({
            conversation_id,
            pod_id: command.pod_id,
            client_id,
            user_id,
            reason: command.reason,
          }),
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};

/** What ends `open` when someone else writes: another player closes it, the same player's newer session ends it. */
function ending(open: OpenConversation, pod_id: string, writer: string): ChatEvent {
  const { conversation_id, client_id, user_id } = open;
  if (user_id === writer) {
    return ChatConversationEnded.of({ conversation_id, pod_id, client_id, user_id, reason: NEWER_SESSION_REASON });
  }
  return ChatClosed.of({ conversation_id, pod_id, client_id, reason: 'new_player', staff_id: null });
}
