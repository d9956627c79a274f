import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { AuditLogDB } from './audit-log.table.ts';

/** The most recent events of one aggregate instance, newest first. */
export function auditTrailOf(db: Kysely<unknown>, aggregate: string, aggregateId: string, limit = 50) {
  return (db as Kysely<AuditLogDB>)
    .withSchema(liveSchema('audit_log'))
    .selectFrom('audit_log')
    .selectAll()
    .where('aggregate', '=', aggregate)
    .where('aggregate_id', '=', aggregateId)
    .orderBy('seq', 'desc')
    .orderBy('idx', 'desc')
    .limit(limit)
    .execute();
}

/** How many events the trail holds; a cheap consistency check for ops. */
export async function auditLogCount(db: Kysely<unknown>): Promise<number> {
  const row = await (db as Kysely<AuditLogDB>)
    .withSchema(liveSchema('audit_log'))
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
