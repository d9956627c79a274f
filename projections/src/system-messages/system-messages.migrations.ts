import type { Kysely, Migration } from 'kysely';

export const systemMessagesMigrations: Record<string, Migration> = {
  '2026-12-20T10:00_create_system_messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('system_messages')
        .addColumn('message_id', 'text', (c) => c.primaryKey())
        .addColumn('msg_key', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('text_head', 'text', (c) => c.notNull())
        .addColumn('text_sub', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // get_fe lays the messages over the built-in catalogue by key (unique by claim in the log)
      await db.schema.createIndex('system_messages_by_key').on('system_messages').column('msg_key').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('system_messages').execute();
    },
  },
};
