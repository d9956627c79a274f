import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per message a super admin saved: it replaces the built-in text of its key, or adds one. */
export type SystemMessageTable = {
  message_id: string;
  msg_key: string;
  /** failure, warning or success. */
  type: string;
  text_head: string;
  text_sub: string;
  created_at: Date;
  updated_at: Date;
};

export type SystemMessagesDB = { system_messages: SystemMessageTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const systemMessageColumns: ColumnTypes<SystemMessageTable> = {
  message_id: 'text',
  msg_key: 'text',
  type: 'text',
  text_head: 'text',
  text_sub: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
