import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/** One row per admin log entry: what an admin wrote about a pod, and who. */
export type AdminLogTable = {
  id: string;
  pod_id: string;
  client_id: string;
  lab_id: string;
  user_id: string;
  user_email: string;
  message: string;
  created_at: Date;
  updated_at: Date;
  /** Who rewrote it last (their user id), their email then (null when the edit did not keep it), and when. */
  edited_by: string | null;
  edited_by_email: string | null;
  edited_at: Date | null;
};

export type AdminLogsDB = { admin_logs: AdminLogTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const adminLogColumns: ColumnTypes<AdminLogTable> = {
  id: 'text',
  pod_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  user_id: 'text',
  user_email: 'text',
  message: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  edited_by: 'text',
  edited_by_email: 'text',
  edited_at: 'timestamptz',
};
