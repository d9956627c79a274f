import { type StoredEvent, SystemMessageCreated, SystemMessageEdited } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { systemMessagesMigrations } from './system-messages.migrations.ts';
import { type SystemMessageTable, systemMessageColumns } from './system-messages.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const rows = rowProjection<SystemMessageTable>({
  table: 'system_messages',
  keyColumn: 'message_id',
  columnTypes: systemMessageColumns,
  handlers: [
    on(SystemMessageCreated, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        message_id: e.aggregate_id,
        msg_key: e.data.msg_key,
        type: e.data.type,
        text_head: e.data.text_head,
        text_sub: e.data.text_sub,
        created_at: at(e),
        updated_at: at(e),
      }),
    }),
    on(SystemMessageEdited, {
      key: (e) => e.aggregate_id,
      apply: (found, e) =>
        found
          ? {
              ...found,
              msg_key: e.data.msg_key,
              type: e.data.type,
              text_head: e.data.text_head,
              text_sub: e.data.text_sub,
              updated_at: at(e),
            }
          : undefined,
    }),
  ],
});

/** The messages super admins saved, which the kiosk and the console show in place of the built-in texts. */
export const systemMessagesProjection = defineProjection({
  name: 'system_messages',
  description: 'Every system message a super admin saved, by key: laid over the built-in catalogue by get_fe.',
  migrations: systemMessagesMigrations,
  tables: { system_messages: systemMessageColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
