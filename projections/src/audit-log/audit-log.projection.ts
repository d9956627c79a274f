import { type Actor, catalogue, type StoredEvent } from '@gamepod/events';
import { bulkUpsert, defineProjection } from '@gamepod/log-runtime';
import { auditLogMigrations } from './audit-log.migrations.ts';
import { type AuditLogRow, auditLogColumns } from './audit-log.table.ts';

function actorId(actor: Actor): string | null {
  switch (actor.kind) {
    case 'user':
      return actor.user_id;
    case 'pod':
      return actor.pod_id;
    case 'system':
      return actor.name;
    default: {
      const never: never = actor;
      return never;
    }
  }
}

/** Turns one stored event into its audit row. */
export function toAuditRow(e: StoredEvent): AuditLogRow {
  const { actor } = e.metadata;
  return {
    event_id: e.metadata.event_id,
    seq: e.seq,
    idx: e.index,
    type: e.type,
    aggregate: e.aggregate,
    aggregate_id: e.aggregate_id,
    actor_kind: actor.kind,
    actor_id: actorId(actor),
    actor_role: actor.kind === 'user' ? actor.role : null,
    correlation_id: e.metadata.correlation_id,
    occurred_at: new Date(e.metadata.occurred_at),
  };
}

const COLUMNS = Object.keys(auditLogColumns) as (keyof AuditLogRow)[];

/** The audit trail: every event of every type, for the admin logs and for support. */
export const auditLogProjection = defineProjection({
  name: 'audit_log',
  description: 'Every event: type, aggregate, actor and time. Backs the admin logs screen and support.',
  migrations: auditLogMigrations,
  tables: { audit_log: auditLogColumns },
  // when the worker inserted the row, for support; a rebuild inserts it again now
  wallClockColumns: { audit_log: ['recorded_at'] },
  // insert-only: apply never looks a row up, so a rebuild makes these after loading
  queryOnlyIndexes: ['audit_log_aggregate', 'audit_log_actor', 'audit_log_occurred'],
  eventTypes: catalogue.all().map((d) => d.type),
  async apply(db, events, ctx) {
    // insert-only: an event already recorded (a replayed batch) is left as it is
    await bulkUpsert(
      db,
      ctx.schema,
      { table: 'audit_log', keyColumn: 'event_id', columnTypes: auditLogColumns, onConflict: () => undefined },
      COLUMNS,
      events.map(toAuditRow),
    );
  },
});
