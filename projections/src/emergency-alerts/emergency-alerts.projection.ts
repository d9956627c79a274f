import { EmergencyAlertEnded, EmergencyAlertRaised } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { emergencyAlertsMigrations } from './emergency-alerts.migrations.ts';
import { type EmergencyAlertTable, emergencyAlertColumns } from './emergency-alerts.table.ts';

const rows = rowProjection<EmergencyAlertTable>({
  table: 'emergency_alerts',
  keyColumn: 'alert_id',
  columnTypes: emergencyAlertColumns,
  handlers: [
    on(EmergencyAlertRaised, {
      key: (e) => e.data.alert_id,
      apply: (_row, e) => {
        const raised_at = new Date(e.metadata.occurred_at);
        return {
          alert_id: e.data.alert_id,
          scope: e.data.scope,
          client_id: e.data.client_id,
          lab_id: e.data.lab_id,
          title: e.data.title,
          content: e.data.content,
          expire: e.data.expire,
          raised_at,
          ends_at: new Date(raised_at.getTime() + e.data.expire * 1000),
          ended_at: null,
        };
      },
    }),
    on(EmergencyAlertEnded, {
      key: (e) => e.data.alert_id,
      apply: (found, e) => (found ? { ...found, ended_at: new Date(e.metadata.occurred_at) } : undefined),
    }),
  ],
});

/** Emergency alerts, who they reach and when each stops showing, so a kiosk that connects late still gets one. */
export const emergencyAlertsProjection = defineProjection({
  name: 'emergency_alerts',
  description:
    'Every emergency alert with its scope (everyone, a client or a lab), the moment it stops showing on the pods, and when an admin ended it.',
  migrations: emergencyAlertsMigrations,
  tables: { emergency_alerts: emergencyAlertColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
