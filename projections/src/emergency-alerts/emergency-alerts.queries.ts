import type { Kysely } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { EmergencyAlertsDB, EmergencyAlertTable } from './emergency-alerts.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<EmergencyAlertsDB>).withSchema(liveSchema('emergency_alerts'));

/** A lab's emergency alerts still showing at `now`, oldest first. */
export async function activeAlertsOfLab(db: Kysely<unknown>, labId: string, now: Date): Promise<EmergencyAlertTable[]> {
  return from(db)
    .selectFrom('emergency_alerts')
    .selectAll()
    .where('lab_id', '=', labId)
    .where('ends_at', '>', now)
    .orderBy('raised_at')
    .execute();
}
