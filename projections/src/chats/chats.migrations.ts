import type { Kysely, Migration } from 'kysely';

export const chatsMigrations: Record<string, Migration> = {
  '2027-01-05T10:00_create_chats': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('awaiting_staff', 'boolean', (c) => c.notNull())
        .addColumn('last_text', 'text', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the console lists a client's open conversations; the kiosk reads its pod's open one
      await db.schema
        .createIndex('chat_conversations_open_by_client')
        .on('chat_conversations')
        .columns(['client_id', 'status', 'last_at'])
        .execute();
      await db.schema
        .createIndex('chat_conversations_by_pod')
        .on('chat_conversations')
        .columns(['pod_id', 'status'])
        .execute();
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) => c.notNull())
        .addColumn('from_staff', 'boolean', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_by_conversation')
        .on('chat_messages')
        .columns(['conversation_id', 'sent_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('chat_conversations').execute();
    },
  },
};
