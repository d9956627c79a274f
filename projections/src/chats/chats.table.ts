import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per conversation of a pod's live chat. */
export type ChatConversationTable = {
  id: string;
  pod_id: string;
  client_id: string;
  lab_id: string;
  /** The player who opened it. */
  user_id: string;
  /** Closed by staff or by another player writing; ended with its player's session. */
  status: 'open' | 'closed' | 'ended';
  /** True while the player's last message has no staff answer after it. */
  awaiting_staff: boolean;
  last_text: string;
  started_at: Date;
  last_at: Date;
};

/** One row per message of a conversation, from the player or from staff. */
export type ChatMessageTable = {
  id: string;
  conversation_id: string;
  from_staff: boolean;
  /** The player's or the staff member's user id. */
  author_id: string;
  /** The staff member's name as the pod shows it; empty for the player. */
  author_name: string;
  text: string;
  sent_at: Date;
};

export type ChatsDB = {
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
};

export const chatConversationColumns: ColumnTypes<ChatConversationTable> = {
  id: 'text',
  pod_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  user_id: 'text',
  status: 'text',
  awaiting_staff: 'boolean',
  last_text: 'text',
  started_at: 'timestamptz',
  last_at: 'timestamptz',
};

export const chatMessageColumns: ColumnTypes<ChatMessageTable> = {
  id: 'text',
  conversation_id: 'text',
  from_staff: 'boolean',
  author_id: 'text',
  author_name: 'text',
  text: 'text',
  sent_at: 'timestamptz',
};
