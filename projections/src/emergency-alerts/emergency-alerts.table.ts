import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/**
 * One row per emergency alert, with when it stops showing: a pod whose kiosk connects (or
 * reconnects) while an alert is still on gets it then, instead of missing the push.
 */
export type EmergencyAlertTable = {
  alert_id: string;
  client_id: string;
  lab_id: string;
  title: string;
  content: string;
  /** Seconds it shows for, as raised. */
  expire: number;
  raised_at: Date;
  /** raised_at + expire: after this no pod shows it. */
  ends_at: Date;
};

export type EmergencyAlertsDB = { emergency_alerts: EmergencyAlertTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const emergencyAlertColumns: ColumnTypes<EmergencyAlertTable> = {
  alert_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  title: 'text',
  content: 'text',
  expire: 'integer',
  raised_at: 'timestamptz',
  ends_at: 'timestamptz',
};
