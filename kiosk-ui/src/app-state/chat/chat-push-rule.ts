// Which `status.chat` pushes the kiosk's chat takes. The pod's channel carries every push about
// the pod's chat, but a conversation is one player's: a push that names another player (the one
// before, say) is dropped, whatever the screen shows.

import type { ChatMessageDto } from '@gamepod/contracts/http';
import type { ChatPush } from '@gamepod/contracts/realtime';

/** The chat on the kiosk as a push finds it. */
export type ChatOnScreen = {
  /** The player signed in on the pod; null when nobody is. */
  readonly user_id: string | null;
  /** The conversation on screen; null until the first message. */
  readonly conversation_id: string | null;
  /** The logout screen and its survey are showing: nothing opens over them. */
  readonly leaving: boolean;
};

/** What a push does to the chat on screen. */
export type ChatPushOutcome =
  | { readonly kind: 'drop' }
  /** Staff closed the conversation on screen. */
  | { readonly kind: 'closed' }
  /** The conversation on screen ended with its player's session. */
  | { readonly kind: 'ended' }
  /** A message of the player's conversation; staff's opens the panel. */
  | {
      readonly kind: 'message';
      readonly conversation_id: string;
      readonly message: ChatMessageDto;
      readonly openPanel: boolean;
    };

const DROP: ChatPushOutcome = { kind: 'drop' };

/** Judges one push against the chat on screen: only the signed-in player's own conversation gets through. */
export function judgeChatPush(push: ChatPush, screen: ChatOnScreen): ChatPushOutcome {
  if (screen.user_id === null || screen.leaving) return DROP;
  if (push.user_id !== screen.user_id) return DROP;
  const current = screen.conversation_id;
  if (current !== null && push.conversation_id !== current) return DROP;
  switch (push.status) {
    case 'closed':
    case 'ended':
      return current === null ? DROP : { kind: push.status };
    case 'open':
      return push.message
        ? {
            kind: 'message',
            conversation_id: push.conversation_id,
            message: push.message,
            openPanel: push.message.from_staff,
          }
        : DROP;
    default: {
      const never: never = push.status;
      return never;
    }
  }
}
