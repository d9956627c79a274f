import { AdminLogEntryEdited, AdminLogEntryWritten, type StoredEvent } from '@gamepod/events';
import { defineProjection } from '../runtime/projection.ts';
import { on, rowProjection } from '../runtime/row-projection.ts';
import { adminLogsMigrations } from './admin-logs.migrations.ts';
import { type AdminLogTable, adminLogColumns } from './admin-logs.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const rows = rowProjection<AdminLogTable>({
  table: 'admin_logs',
  keyColumn: 'id',
  columnTypes: adminLogColumns,
  handlers: [
    on(AdminLogEntryWritten, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { entry_id: _id, ...entry } = e.data;
        return {
          id: e.aggregate_id,
          ...entry,
          created_at: at(e),
          updated_at: at(e),
          edited_by: null,
          edited_by_email: null,
          edited_at: null,
        };
      },
    }),
    on(AdminLogEntryEdited, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row
          ? {
              ...row,
              message: e.data.message,
              updated_at: at(e),
              edited_by: e.data.user_id,
              edited_by_email: e.data.user_email,
              edited_at: at(e),
            }
          : undefined,
    }),
  ],
});

/** What admins wrote about each pod on its dashboard. */
export const adminLogsProjection = defineProjection({
  name: 'admin_logs',
  description:
    "Every admin log entry with its pod, lab, client, author and last editor: the pod dashboard's Admin Logs.",
  migrations: adminLogsMigrations,
  tables: { admin_logs: adminLogColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
