import { AlertCreated, AlertDeleted, AlertEdited, AlertRead, type EventData, type StoredEvent } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { alertsMigrations } from './alerts.migrations.ts';
import { type AlertReadTable, type AlertTable, alertColumns, alertReadColumns } from './alerts.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);
const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

type Saved = Omit<EventData<typeof AlertCreated>, 'alert_id'>;

function row(alertId: string, d: Saved, createdAt: Date, updatedAt: Date): AlertTable {
  const active_start = instant(d.active_start);
  return {
    alert_id: alertId,
    type: d.type,
    text_head: d.text_head,
    text_sub: d.text_sub,
    scope: d.scope,
    client_id: d.client_id,
    lab_id: d.lab_id,
    active_start,
    active_until: instant(d.active_until),
    sort_start: active_start ?? createdAt,
    enable: d.enable,
    owner_id: d.owner_id,
    owner_email: d.owner_email,
    owner_role: d.owner_role,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

const alerts = rowProjection<AlertTable>({
  table: 'alerts',
  keyColumn: 'alert_id',
  columnTypes: alertColumns,
  handlers: [
    on(AlertCreated, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => row(e.aggregate_id, e.data, at(e), at(e)),
    }),
    on(AlertEdited, {
      key: (e) => e.aggregate_id,
      apply: (found, e) => (found ? row(e.aggregate_id, e.data, found.created_at, at(e)) : undefined),
    }),
    on<typeof AlertDeleted.schema, AlertTable>(AlertDeleted, {
      key: (e) => e.aggregate_id,
      apply: (found) => (found ? null : undefined),
    }),
  ],
});

const reads = rowProjection<AlertReadTable>({
  table: 'alert_reads',
  keyColumn: 'read_id',
  columnTypes: alertReadColumns,
  handlers: [
    on(AlertRead, {
      key: (e) => `${e.aggregate_id}:${e.data.alert_id}`,
      apply: (found, e) =>
        found
          ? undefined
          : {
              read_id: `${e.aggregate_id}:${e.data.alert_id}`,
              user_id: e.aggregate_id,
              alert_id: e.data.alert_id,
              pod_id: e.data.pod_id,
              read_at: at(e),
            },
    }),
  ],
});

const parts = [alerts, reads];

/** Alerts for players, as Manage Alerts lists them, and which of them each player has read. */
export const alertsProjection = defineProjection({
  name: 'alerts',
  description:
    'Every alert for players that is not deleted (content, scope, window, enable, who edited it last), and one row per alert a player ticked as read.',
  migrations: alertsMigrations,
  tables: { alerts: alertColumns, alert_reads: alertReadColumns },
  eventTypes: [...new Set(parts.flatMap((p) => p.eventTypes))],
  async apply(db, events, ctx) {
    for (const part of parts) await part.apply(db, events, ctx);
  },
});
