import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { SystemMessagesDB, SystemMessageTable } from './system-messages.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<SystemMessagesDB>).withSchema(liveSchema('system_messages'));

/**
 * Every saved message. They are few (one per text a venue reworded), and get_fe and the
 * manage list lay them over the built-in catalogue in memory.
 */
export async function savedSystemMessages(db: Kysely<unknown>): Promise<SystemMessageTable[]> {
  return from(db).selectFrom('system_messages').selectAll().orderBy('msg_key').execute();
}

export async function systemMessageById(db: Kysely<unknown>, id: string): Promise<SystemMessageTable | undefined> {
  return from(db).selectFrom('system_messages').selectAll().where('message_id', '=', id).executeTakeFirst();
}
