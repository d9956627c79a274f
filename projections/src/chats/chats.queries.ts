import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { ChatConversationTable, ChatMessageTable, ChatsDB } from './chats.table.ts';

const schema = liveSchema('chats');
const rm = (db: Kysely<unknown>) => (db as Kysely<ChatsDB>).withSchema(schema);

/** The most open conversations the console lists at once. */
export const OPEN_CHATS_MAX = 200;

/** A pod's open conversation, if any. */
export async function openChatOfPod(db: Kysely<unknown>, podId: string): Promise<ChatConversationTable | undefined> {
  return rm(db)
    .selectFrom('chat_conversations')
    .selectAll()
    .where('pod_id', '=', podId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** A conversation by id. */
export async function chatById(db: Kysely<unknown>, id: string): Promise<ChatConversationTable | undefined> {
  return rm(db).selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A conversation's messages, oldest first. */
export async function chatMessages(db: Kysely<unknown>, conversationId: string): Promise<ChatMessageTable[]> {
  return rm(db)
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
}

/** The open conversations of one client (or of every client: null), the latest first. */
export async function openChats(db: Kysely<unknown>, clientId: string | null): Promise<ChatConversationTable[]> {
  let q = rm(db).selectFrom('chat_conversations').selectAll().where('status', '=', 'open');
  if (clientId !== null) q = q.where('client_id', '=', clientId);
  return q.orderBy('last_at', 'desc').limit(OPEN_CHATS_MAX).execute();
}
