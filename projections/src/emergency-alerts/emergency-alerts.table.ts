import type { ColumnTypes } from '@gamepod/log-runtime';

/**
 * One row per emergency alert, with when it stops showing: a pod whose kiosk connects (or
 * reconnects) while an alert is still on gets it then, instead of missing the push.
 */
export type EmergencyAlertTable = {
  alert_id: string;
  /** global, client or lab. */
  scope: string;
  /** Null for a global alert. */
  client_id: string | null;
  /** Set for scope lab only. */
  lab_id: string | null;
  title: string;
  content: string;
  /** Seconds it shows for, as raised. */
  expire: number;
  raised_at: Date;
  /** raised_at + expire: after this no pod shows it. */
  ends_at: Date;
  /** When an admin ended it early; null while it runs its course. */
  ended_at: Date | null;
};

export type EmergencyAlertsDB = { emergency_alerts: EmergencyAlertTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const emergencyAlertColumns: ColumnTypes<EmergencyAlertTable> = {
  alert_id: 'text',
  scope: 'text',
  client_id: 'text',
  lab_id: 'text',
  title: 'text',
  content: 'text',
  expire: 'integer',
  raised_at: 'timestamptz',
  ends_at: 'timestamptz',
  ended_at: 'timestamptz',
};
