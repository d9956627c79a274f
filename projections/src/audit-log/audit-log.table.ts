import type { ColumnTypes } from '@gamepod/log-runtime';
import type { Generated } from 'kysely';

/** One row per event in the log: who did what to which aggregate, and when. */
export type AuditLogTable = {
  event_id: string;
  seq: number;
  idx: number;
  type: string;
  aggregate: string;
  aggregate_id: string;
  actor_kind: string;
  actor_id: string | null;
  actor_role: number | null;
  correlation_id: string;
  occurred_at: Date;
  recorded_at: Generated<Date>;
};

export type AuditLogDB = { audit_log: AuditLogTable };

/** The columns the projection writes (recorded_at is the database's own default). */
export type AuditLogRow = Omit<AuditLogTable, 'recorded_at'>;

export const auditLogColumns: ColumnTypes<AuditLogRow> = {
  event_id: 'uuid',
  seq: 'bigint',
  idx: 'integer',
  type: 'text',
  aggregate: 'text',
  aggregate_id: 'text',
  actor_kind: 'text',
  actor_id: 'text',
  actor_role: 'smallint',
  correlation_id: 'uuid',
  occurred_at: 'timestamptz',
};
