import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type {
  LabAllowedIpTable,
  LabApiKeyTable,
  LabContentDB,
  LabHomeImagesTable,
  LabOverrideTable,
  LabRssFeedTable,
  LabScheduleTable,
  LabsDB,
  LabTable,
} from './labs.table.ts';

const schema = liveSchema('labs');
const from = (db: Kysely<unknown>) => (db as Kysely<LabsDB & LabContentDB>).withSchema(schema);

/** One lab by id. */
export async function labById(db: Kysely<unknown>, id: string): Promise<LabTable | undefined> {
  return from(db).selectFrom('labs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether the lab of pod `podId` is a paid one, in one statement (the meter's mode on every
 * balance read); false for no such pod.
 */
export function paidLabOfPodSql(db: Kysely<unknown>, podId: string) {
  return sql<{ is_paid: boolean }>`
    select l.is_paid from ${sql.table(`${liveSchema('pods')}.pods`)} p
    join ${sql.table(`${schema}.labs`)} l on l.id = p.lab_id
    where p.id = ${podId}`.compile(db);
}

export async function isPaidLabOfPod(db: Kysely<unknown>, podId: string): Promise<boolean> {
  const { rows } = await db.executeQuery(paidLabOfPodSql(db, podId));
  return rows[0]?.is_paid === true;
}

/** The labs among `ids` (a page of reservations names a few). */
export async function labsByIds(db: Kysely<unknown>, ids: readonly string[]): Promise<LabTable[]> {
  if (ids.length === 0) return [];
  return labsByIdsQuery(db, ids).execute();
}

/** `labsByIds`' statement, for callers that compile it (no ids: no rows). */
export const labsByIdsQuery = (db: Kysely<unknown>, ids: readonly string[]) =>
  from(db)
    .selectFrom('labs')
    .selectAll()
    .where('id', '=', sql<string>`any(${[...ids]}::text[])`);

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

/** A lab's RSS feeds, in the order they were added (ids are UUIDv7). */
export async function labRssFeeds(db: Kysely<unknown>, labId: string): Promise<LabRssFeedTable[]> {
  return from(db).selectFrom('lab_rss_feeds').selectAll().where('lab_id', '=', labId).orderBy('rss_feed_id').execute();
}

/** A lab's live API keys, in the order they were made. */
export async function labApiKeys(db: Kysely<unknown>, labId: string): Promise<LabApiKeyTable[]> {
  return from(db).selectFrom('lab_api_keys').selectAll().where('lab_id', '=', labId).orderBy('api_key_id').execute();
}

/** The live API key with this SHA-256, for a caller that presents one. */
export async function labApiKeyByHash(db: Kysely<unknown>, keySha256: string): Promise<LabApiKeyTable | undefined> {
  return from(db).selectFrom('lab_api_keys').selectAll().where('key_sha256', '=', keySha256).executeTakeFirst();
}

/** A lab's home images, or undefined when it never had one. */
export async function labHomeImages(db: Kysely<unknown>, labId: string): Promise<LabHomeImagesTable | undefined> {
  return from(db).selectFrom('lab_home_images').selectAll().where('lab_id', '=', labId).executeTakeFirst();
}
