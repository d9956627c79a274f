import { ChatClosed, ChatMessagePosted, ChatReplied, type Decider, NotFoundError } from '@gamepod/events';

export type ChatEvent =
  | ReturnType<typeof ChatMessagePosted.of>
  | ReturnType<typeof ChatReplied.of>
  | ReturnType<typeof ChatClosed.of>;

/** The open conversation of a pod, if any: whose it is and where the pod belongs. */
export type OpenConversation = {
  readonly conversation_id: string;
  readonly user_id: string;
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
    };

export const CONVERSATION_CLOSED = () => new NotFoundError('This conversation is closed', { field: 'conversation_id' });

/**
 * A pod's live chat (gp.evt.chat.<pod id>). One conversation is open on a pod at a time and
 * belongs to the player who opened it: another player writing on the pod closes it first, so
 * no player reads the one before's. Staff answer or close only the open conversation.
 */
export const chatDecider: Decider<ChatCommand, ChatState, ChatEvent> = {
  aggregate: 'chat',
  initialState: () => ({ open: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessagePosted': {
        const { conversation_id, user_id, client_id } = event.data;
        return { open: { conversation_id, user_id, client_id } };
      }
      case 'ChatReplied':
        return state;
      case 'ChatClosed':
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
        const { pod, user_id, text, message_id } = command;
        const open = state.open;
        const post = (conversation_id: string) =>
          ChatMessagePosted.of({ conversation_id, message_id, ...pod, user_id, text });
        if (open && open.user_id === user_id) return [post(open.conversation_id)];
        const closing = open
          ? [
              ChatClosed.of({
                conversation_id: open.conversation_id,
                pod_id: pod.pod_id,
                client_id: open.client_id,
                reason: 'new_player',
                staff_id: null,
              }),
            ]
          : [];
        return [...closing, post(command.new_conversation_id)];
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
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
