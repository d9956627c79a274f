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
