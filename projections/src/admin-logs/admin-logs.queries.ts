import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { AdminLogsDB, AdminLogTable } from './admin-logs.table.ts';

const rm = (db: Kysely<unknown>) => (db as Kysely<AdminLogsDB>).withSchema(liveSchema('admin_logs'));

/** One page of a pod's admin log, newest first, and how many entries it has. */
export async function adminLogPage(
  db: Kysely<unknown>,
  podId: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: AdminLogTable[]; total: number }> {
  const [rows, count] = await Promise.all([
    rm(db)
      .selectFrom('admin_logs')
      .selectAll()
      .where('pod_id', '=', podId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    rm(db)
      .selectFrom('admin_logs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('pod_id', '=', podId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An admin log entry by id. */
export async function adminLogById(db: Kysely<unknown>, id: string): Promise<AdminLogTable | undefined> {
  return rm(db).selectFrom('admin_logs').selectAll().where('id', '=', id).executeTakeFirst();
}
