import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { LabQueueSignageDB, LabQueueSignageTable } from './lab-queue-signage.table.ts';

const schema = liveSchema('lab_queue_signage');

/** A lab's signage row; undefined for a lab whose queue never changed. */
export async function labQueueSignage(db: Kysely<unknown>, labId: string): Promise<LabQueueSignageTable | undefined> {
  return (db as Kysely<LabQueueSignageDB>)
    .withSchema(schema)
    .selectFrom('lab_queue_signage')
    .selectAll()
    .where('lab_id', '=', labId)
    .executeTakeFirst();
}
