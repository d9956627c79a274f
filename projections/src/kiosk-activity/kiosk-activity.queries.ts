import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { KioskActivityDB, KioskActivityHistoryTable, KioskActivityTable } from './kiosk-activity.table.ts';

const schema = liveSchema('kiosk_activity');
const rm = (db: Kysely<unknown>) => (db as Kysely<KioskActivityDB>).withSchema(schema);

/** A pod's latest kiosk activity, or undefined before its page reported one. */
export async function kioskActivityOfPod(db: Kysely<unknown>, podId: string): Promise<KioskActivityTable | undefined> {
  return rm(db).selectFrom('kiosk_activity').selectAll().where('pod_id', '=', podId).executeTakeFirst();
}

/** A pod's activity changes, newest first. */
export async function kioskActivityHistory(
  db: Kysely<unknown>,
  podId: string,
  limit = 100,
): Promise<KioskActivityHistoryTable[]> {
  return rm(db)
    .selectFrom('kiosk_activity_history')
    .selectAll()
    .where('pod_id', '=', podId)
    .orderBy('recorded_at', 'desc')
    .limit(limit)
    .execute();
}
