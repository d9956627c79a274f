import { type Actor, catalogue, type StoredEvent } from '@gamepod/events';
import type { Kysely } from 'kysely';
import { defineProjection } from '../runtime/projection.ts';
import { auditLogMigrations } from './audit-log.migrations.ts';
import type { AuditLogDB, AuditLogTable } from './audit-log.table.ts';

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
export function toAuditRow(e: StoredEvent): Omit<AuditLogTable, 'recorded_at'> {
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

const CHUNK = 5_000;

/** The audit trail: every event of every type, for the admin logs and for support. */
export const auditLogProjection = defineProjection({
  name: 'audit_log',
  description: 'Every event: type, aggregate, actor and time. Backs the admin logs screen and support.',
  migrations: auditLogMigrations,
  eventTypes: catalogue.all().map((d) => d.type),
  async apply(db, events) {
    const typed = db as Kysely<AuditLogDB>;
    for (let i = 0; i < events.length; i += CHUNK) {
      await typed
        .insertInto('audit_log')
        .values(events.slice(i, i + CHUNK).map(toAuditRow))
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
    }
  },
});
