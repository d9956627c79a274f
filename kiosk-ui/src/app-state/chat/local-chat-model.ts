// The local chat: a panel over the current screen where the signed-in player writes to the
// venue's staff, who answer from the console's Live Chat; their answers arrive as `status.chat`
// pushes on the pod's channel.

import { CHAT_TEXT_MAX, type ChatMessageDto, type ChatThread } from '@gamepod/contracts/http';
import type { ChatPush } from '@gamepod/contracts/realtime';
import { computed, signal } from '@preact/signals-react';
import { chatApi } from '#api/endpoints.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { judgeChatPush } from './chat-push-rule.ts';
import { chatSendErrorText } from './chat-send-error.ts';
import type { ChatWidget } from './chat-widget.ts';

export type ChatLoad = 'idle' | 'loading' | 'ready' | 'failed';

export const chatPanelOpen = signal(false);
export const chatLoad = signal<ChatLoad>('idle');
/** The conversation on screen: its id (null until the first message) and its messages, oldest first. */
export const chatConversationId = signal<string | null>(null);
export const chatMessages = signal<readonly ChatMessageDto[]>([]);
/** Staff closed the conversation on screen; the next message starts a new one. */
export const chatClosedByStaff = signal(false);
export const chatDraft = signal('');
export const chatSending = signal(false);
export const chatSendError = signal<string | null>(null);
export const canSend = computed(() => !chatSending.value && chatDraft.value.trim().length > 0);

export { CHAT_TEXT_MAX };

/** Each sign-in's answers count only for it: a reply for the player before is dropped. */
let generation = 0;

function credentials(): { session_id_key: string; token: string } | null {
  const key = podSession.value?.session_id_key;
  const token = userSession.value?.token;
  return key && token ? { session_id_key: key, token } : null;
}

function show(thread: ChatThread | null): void {
  chatConversationId.value = thread?.status === 'open' ? thread.id : null;
  chatMessages.value = thread?.status === 'open' ? thread.messages : [];
  chatClosedByStaff.value = false;
}

function addMessage(message: ChatMessageDto): void {
  if (chatMessages.value.some((m) => m.id === message.id)) return;
  chatMessages.value = [...chatMessages.value, message];
}

/** Reads the player's open conversation; a failure shows with a retry. */
export async function loadConversation(): Promise<void> {
  const creds = credentials();
  if (!creds) return;
  const mine = generation;
  chatLoad.value = 'loading';
  try {
    const { conversation } = await chatApi.conversation(creds);
    if (mine !== generation) return;
    show(conversation);
    chatLoad.value = 'ready';
  } catch (err) {
    if (mine !== generation || logoutIfExpired(err)) return;
    chatLoad.value = 'failed';
  }
}

export function openChatPanel(): void {
  chatPanelOpen.value = true;
  chatSendError.value = null;
  if (chatLoad.value !== 'ready') void loadConversation();
}

export function closeChatPanel(): void {
  chatPanelOpen.value = false;
}

/** Sends the draft; the first message opens a conversation. A failure keeps the draft to send again. */
export async function sendDraft(): Promise<void> {
  const text = chatDraft.value.trim();
  const creds = credentials();
  if (!text || !creds || chatSending.value) return;
  const mine = generation;
  chatSending.value = true;
  chatSendError.value = null;
  try {
    const { conversation } = await chatApi.send({ ...creds, text });
    if (mine !== generation) return;
    chatConversationId.value = conversation.id;
    chatClosedByStaff.value = false;
    for (const m of conversation.messages) addMessage(m);
    chatDraft.value = '';
    chatLoad.value = 'ready';
  } catch (err) {
    if (mine !== generation || logoutIfExpired(err)) return;
    chatSendError.value = chatSendErrorText(err);
  } finally {
    if (mine === generation) chatSending.value = false;
  }
}

/**
 * A `status.chat` push for this pod, taken only when it is the signed-in player's own
 * conversation: a new message of it (staff's answer opens the panel, so the player sees it),
 * staff closing it, or its end with the player's session.
 */
export function applyChatPush(push: ChatPush): void {
  const outcome = judgeChatPush(push, {
    user_id: userSession.value?.user_id ?? null,
    conversation_id: chatConversationId.value,
    // the logout screen and its survey are the player's last: nothing opens over them
    leaving: location.pathname.startsWith('/player/logout'),
  });
  switch (outcome.kind) {
    case 'drop':
      return;
    case 'closed':
      chatConversationId.value = null;
      chatClosedByStaff.value = true;
      return;
    case 'ended':
      // what was on screen belonged to a session that is over
      chatConversationId.value = null;
      chatMessages.value = [];
      chatClosedByStaff.value = false;
      return;
    case 'message':
      chatConversationId.value = outcome.conversation_id;
      chatClosedByStaff.value = false;
      addMessage(outcome.message);
      if (outcome.openPanel) chatPanelOpen.value = true;
      return;
    default: {
      const never: never = outcome;
      throw new Error(`unknown chat push outcome ${JSON.stringify(never)}`);
    }
  }
}

/** Closes the panel and forgets everything on it (a logout, or another player signing in). */
export function forgetChat(): void {
  generation++;
  chatPanelOpen.value = false;
  chatLoad.value = 'idle';
  chatConversationId.value = null;
  chatMessages.value = [];
  chatClosedByStaff.value = false;
  chatDraft.value = '';
  chatSending.value = false;
  chatSendError.value = null;
}

/** The local chat as a ChatWidget. */
export const localChatWidget: ChatWidget = {
  provider: 'local',
  open: openChatPanel,
  loggedOut: forgetChat,
};
