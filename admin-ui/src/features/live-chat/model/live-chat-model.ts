// Live Chat: the open conversations of the staff member's pods (every client's for a super
// admin), the thread of the one chosen, an answer the pod shows at once, and closing it. The
// `status.chat` pushes on the clients' channels keep both live; a poll covers a lost socket.

import type { ChatMessageDto, ChatStatus, ChatSummary, ChatThread } from '@gamepod/contracts/http';
import { CHAT_KIND, type ChatPush } from '@gamepod/contracts/realtime';
import { ApiError } from '@gamepod/ui-kit';
import { computed, effect, signal } from '@preact/signals-react';
import { watchClientPushes } from '#app-state/fleet/client-push-socket.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource, pollResource } from '#lib/resource.ts';
import { liveChatApi } from '../api/live-chat-api.ts';

/** The list is read again this often whatever the socket does (a new client's first chat, a lost socket). */
export const CHAT_REFRESH_MS = 15_000;

export const conversations = createResource(() => liveChatApi.list().then((d) => d.conversations));
export const selectedId = signal<string | null>(null);
export const thread = createResource(
  async (): Promise<{ conversation: ChatThread; summary: ChatSummary | null } | null> => {
    const id = selectedId.value;
    return id ? liveChatApi.thread(id) : null;
  },
);
/** The chosen conversation's summary: the list's live one, else the one its thread came with. */
export const selectedSummary = computed<ChatSummary | null>(
  () =>
    conversations.data.value?.find((c) => c.id === selectedId.value) ??
    (thread.data.value?.conversation.id === selectedId.value ? (thread.data.value?.summary ?? null) : null),
);
export const waitingCount = computed(() => conversations.data.value?.filter((c) => c.awaiting_staff).length ?? 0);
export const chatLive = signal(false);

export const replyDraft = signal('');
export const replying = signal(false);
export const confirmingClose = signal(false);
export const closing = signal(false);

/** The clients whose channels carry this staff member's chats: their own, or (a super admin) each listed one. */
const watchedClients = computed<string>(() => {
  const own = userSession.value?.client_id;
  if (own) return own;
  const ids = new Set((conversations.data.value ?? []).map((c) => c.client_id));
  return [...ids].sort().join(',');
});

function withMessage(message: ChatMessageDto): void {
  const current = thread.data.value;
  if (!current || current.conversation.id !== selectedId.value) return;
  if (current.conversation.messages.some((m) => m.id === message.id)) return;
  thread.set({
    ...current,
    conversation: { ...current.conversation, messages: [...current.conversation.messages, message] },
  });
}

/** The thread of `id`, if on screen, is no longer open: staff closed it, or it ended with its player's session. */
function markDone(id: string, status: Exclude<ChatStatus, 'open'>): void {
  const current = thread.data.value;
  if (current?.conversation.id === id) thread.set({ ...current, conversation: { ...current.conversation, status } });
}

/** A `status.chat` push: the chosen thread takes the message (or its close or end) at once; the list is read again. */
export function applyChatPush(push: ChatPush): void {
  if (push.conversation_id === selectedId.value) {
    if (push.message) withMessage(push.message);
    if (push.status !== 'open') markDone(push.conversation_id, push.status);
  }
  void conversations.load();
}

export function selectConversation(id: string): void {
  if (selectedId.value === id) return;
  selectedId.value = id;
  replyDraft.value = '';
  confirmingClose.value = false;
  void thread.reload();
}

/** Sends the draft to the chosen conversation; the draft stays when it fails. */
export async function sendReply(): Promise<void> {
  const id = selectedId.value;
  const text = replyDraft.value.trim();
  if (!id || !text || replying.value) return;
  replying.value = true;
  try {
    const { message } = await liveChatApi.reply(id, text);
    withMessage(message);
    if (selectedId.value === id) replyDraft.value = '';
    void conversations.load();
  } catch (err) {
    // the API client showed the server's message; a 409 is a conversation whose player has left
    if (err instanceof ApiError && err.status === 409) {
      markDone(id, 'ended');
      void conversations.load();
    }
  } finally {
    replying.value = false;
  }
}

export function askClose(): void {
  if (selectedId.value && !closing.value) confirmingClose.value = true;
}

export function cancelClose(): void {
  if (!closing.value) confirmingClose.value = false;
}

export async function confirmClose(): Promise<void> {
  const id = selectedId.value;
  if (!id || closing.value) return;
  closing.value = true;
  try {
    await liveChatApi.close(id);
    markDone(id, 'closed');
    showToast('success', 'Conversation closed');
    void conversations.load();
  } catch {
    // the API client showed the server's message
  } finally {
    closing.value = false;
    confirmingClose.value = false;
  }
}

/** Opens the screen: the list now and on a timer, and the pushes of the watched clients. Returns the stop. */
export function openLiveChat(): () => void {
  selectedId.value = null;
  replyDraft.value = '';
  confirmingClose.value = false;
  const stopPolling = pollResource(conversations, CHAT_REFRESH_MS);
  const stopLive = effect(() => {
    const token = userSession.value?.token;
    const clients = watchedClients.value;
    if (!token || !clients) return;
    const stop = watchClientPushes<ChatPush>(clients.split(','), token, CHAT_KIND, applyChatPush, (up) => {
      chatLive.value = up;
    });
    return () => {
      stop();
      chatLive.value = false;
    };
  });
  return () => {
    stopLive();
    stopPolling();
    conversations.reset();
    thread.reset();
    selectedId.value = null;
  };
}
