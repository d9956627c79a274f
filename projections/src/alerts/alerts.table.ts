import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per live (not deleted) alert for players, as Manage Alerts lists it. */
export type AlertTable = {
  alert_id: string;
  /** check, success, failure or warning. */
  type: string;
  text_head: string;
  text_sub: string;
  /** global, client or lab. */
  scope: string;
  /** Null for a global alert; the lab's client for a lab alert. */
  client_id: string | null;
  lab_id: string | null;
  /** The window; both null: shown from when it was saved on. */
  active_start: Date | null;
  active_until: Date | null;
  /** active_start, or created_at without a window: the list's default order. */
  sort_start: Date;
  enable: boolean;
  /** Who edited it last: 'Last edit by'. */
  owner_id: string;
  owner_email: string;
  owner_role: number;
  created_at: Date;
  updated_at: Date;
};

/** One row per alert a player ticked as read. */
export type AlertReadTable = {
  /** `<user id>:<alert id>`. */
  read_id: string;
  user_id: string;
  alert_id: string;
  pod_id: string | null;
  read_at: Date;
};

export type AlertsDB = { alerts: AlertTable; alert_reads: AlertReadTable };

/** Postgres column types, as the migration creates them (checked by a test against the live tables). */
export const alertColumns: ColumnTypes<AlertTable> = {
  alert_id: 'text',
  type: 'text',
  text_head: 'text',
  text_sub: 'text',
  scope: 'text',
  client_id: 'text',
  lab_id: 'text',
  active_start: 'timestamptz',
  active_until: 'timestamptz',
  sort_start: 'timestamptz',
  enable: 'boolean',
  owner_id: 'text',
  owner_email: 'text',
  owner_role: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const alertReadColumns: ColumnTypes<AlertReadTable> = {
  read_id: 'text',
  user_id: 'text',
  alert_id: 'text',
  pod_id: 'text',
  read_at: 'timestamptz',
};
