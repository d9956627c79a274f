import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { EmergencyAlertsDB, EmergencyAlertTable } from './emergency-alerts.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<EmergencyAlertsDB>).withSchema(liveSchema('emergency_alerts'));

/** Where a pod stands: its client and lab. */
export type PodWhere = { readonly clientId: string; readonly labId: string };

/** The emergency alerts reaching a pod of `where` still showing at `now` (not ended, not expired), oldest first. */
export async function activeAlertsOfPod(
  db: Kysely<unknown>,
  where: PodWhere,
  now: Date,
): Promise<EmergencyAlertTable[]> {
  return from(db)
    .selectFrom('emergency_alerts')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('scope', '=', 'global'),
        eb.and([eb('scope', '=', 'client'), eb('client_id', '=', where.clientId)]),
        eb.and([eb('scope', '=', 'lab'), eb('lab_id', '=', where.labId)]),
      ]),
    )
    .where('ends_at', '>', now)
    .where('ended_at', 'is', null)
    .orderBy('raised_at')
    .execute();
}

/**
 * The latest emergency alerts an admin may see, newest first: every one for a super admin
 * (`clientId` null), a client's own (not the global ones) for its admins.
 */
export async function latestEmergencyAlerts(
  db: Kysely<unknown>,
  clientId: string | null,
  limit: number,
): Promise<EmergencyAlertTable[]> {
  let q = from(db).selectFrom('emergency_alerts').selectAll();
  if (clientId !== null) q = q.where('client_id', '=', clientId);
  return q.orderBy('raised_at', 'desc').orderBy('alert_id', 'desc').limit(limit).execute();
}

export async function emergencyAlertById(
  db: Kysely<unknown>,
  alertId: string,
): Promise<EmergencyAlertTable | undefined> {
  return from(db).selectFrom('emergency_alerts').selectAll().where('alert_id', '=', alertId).executeTakeFirst();
}
