import { ChatClosed, ChatConversationEnded, ChatMessagePosted, ChatReplied, type StoredEvent } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { chatsMigrations } from './chats.migrations.ts';
import {
  type ChatConversationTable,
  type ChatMessageTable,
  chatConversationColumns,
  chatMessageColumns,
} from './chats.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const conversations = rowProjection<ChatConversationTable>({
  table: 'chat_conversations',
  keyColumn: 'id',
  columnTypes: chatConversationColumns,
  handlers: [
    on(ChatMessagePosted, {
      key: (e) => e.data.conversation_id,
      apply: (row, e) => {
        const { conversation_id, pod_id, client_id, lab_id, user_id, text } = e.data;
        const base = row ?? {
          id: conversation_id,
          pod_id,
          client_id,
          lab_id,
          user_id,
          status: 'open' as const,
          started_at: at(e),
        };
        return { ...base, awaiting_staff: true, last_text: text, last_at: at(e) };
      },
    }),
    on(ChatReplied, {
      key: (e) => e.data.conversation_id,
      apply: (row, e) => (row ? { ...row, awaiting_staff: false, last_text: e.data.text, last_at: at(e) } : undefined),
    }),
    on(ChatClosed, {
      key: (e) => e.data.conversation_id,
      apply: (row) => (row ? { ...row, status: 'closed' as const, awaiting_staff: false } : undefined),
    }),
    on(ChatConversationEnded, {
      key: (e) => e.data.conversation_id,
      apply: (row) => (row ? { ...row, status: 'ended' as const, awaiting_staff: false } : undefined),
    }),
  ],
});

const messages = rowProjection<ChatMessageTable>({
  table: 'chat_messages',
  keyColumn: 'id',
  columnTypes: chatMessageColumns,
  handlers: [
    on(ChatMessagePosted, {
      key: (e) => e.data.message_id,
      apply: (_row, e) => ({
        id: e.data.message_id,
        conversation_id: e.data.conversation_id,
        from_staff: false,
        author_id: e.data.user_id,
        author_name: '',
        text: e.data.text,
        sent_at: at(e),
      }),
    }),
    on(ChatReplied, {
      key: (e) => e.data.message_id,
      apply: (_row, e) => ({
        id: e.data.message_id,
        conversation_id: e.data.conversation_id,
        from_staff: true,
        author_id: e.data.staff_id,
        author_name: e.data.staff_name,
        text: e.data.text,
        sent_at: at(e),
      }),
    }),
  ],
});

export const chatsProjection = defineProjection({
  name: 'chats',
  description:
    "Every pod's live-chat conversations (open, closed, or ended with the player's session; awaiting staff or not) and their messages.",
  migrations: chatsMigrations,
  tables: { chat_conversations: chatConversationColumns, chat_messages: chatMessageColumns },
  eventTypes: [...new Set([...conversations.eventTypes, ...messages.eventTypes])],
  async apply(db, events, ctx) {
    await conversations.apply(db, events, ctx);
    await messages.apply(db, events, ctx);
  },
});
