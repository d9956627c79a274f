import { type Kysely, sql } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { LabAllowedIpTable, LabOverrideTable, LabScheduleTable, LabsDB, LabTable } from './labs.table.ts';

const schema = liveSchema('labs');
const from = (db: Kysely<unknown>) => (db as Kysely<LabsDB>).withSchema(schema);

/** One lab by id. */
export async function labById(db: Kysely<unknown>, id: string): Promise<LabTable | undefined> {
  return from(db).selectFrom('labs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A client's labs by name, or every lab (by client, then name) when `clientId` is null. */
export async function labsOfClient(db: Kysely<unknown>, clientId: string | null): Promise<LabTable[]> {
  let q = from(db).selectFrom('labs').selectAll();
  if (clientId !== null) q = q.where('client_id', '=', clientId);
  return q.orderBy('client_id').orderBy('lab_name').orderBy('id').execute();
}

/** A lab's weekly schedule, or undefined when none was ever saved. */
export async function labSchedule(db: Kysely<unknown>, labId: string): Promise<LabScheduleTable | undefined> {
  return from(db).selectFrom('lab_schedules').selectAll().where('lab_id', '=', labId).executeTakeFirst();
}

/** A lab's schedule overrides by date, dates as 'YYYY-MM-DD' text. */
export async function labOverrides(db: Kysely<unknown>, labId: string): Promise<LabOverrideTable[]> {
  return from(db)
    .selectFrom('lab_overrides')
    .select([
      'override_id',
      'lab_id',
      sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      'time_start',
      'time_end',
      'is_paid',
      'is_closed',
    ])
    .where('lab_id', '=', labId)
    .orderBy('lab_overrides.date')
    .orderBy('override_id')
    .execute();
}

/** A lab's allowed addresses, in the order they were added (ids are UUIDv7). */
export async function labAllowedIps(db: Kysely<unknown>, labId: string): Promise<LabAllowedIpTable[]> {
  return from(db).selectFrom('lab_allowed_ips').selectAll().where('lab_id', '=', labId).orderBy('id').execute();
}
