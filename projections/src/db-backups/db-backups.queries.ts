import type { Kysely } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { DbBackupOutcomeTable, DbBackupsDB, DbBackupTable } from './db-backups.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<DbBackupsDB>).withSchema(liveSchema('db_backups'));

/** One page of backups, newest first, and how many there are. */
export async function dbBackupsPage(
  db: Kysely<unknown>,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: DbBackupTable[]; total: number }> {
  const [rows, count] = await Promise.all([
    from(db)
      .selectFrom('db_backups')
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('backup_id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    from(db)
      .selectFrom('db_backups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function dbBackupById(db: Kysely<unknown>, id: string): Promise<DbBackupTable | undefined> {
  return from(db).selectFrom('db_backups').selectAll().where('backup_id', '=', id).executeTakeFirst();
}

/** The kept backups beyond the newest `keep`, oldest last: what retention prunes. */
export async function dbBackupsBeyond(db: Kysely<unknown>, keep: number): Promise<DbBackupTable[]> {
  return from(db)
    .selectFrom('db_backups')
    .selectAll()
    .where('status', '=', 'done')
    .orderBy('requested_at', 'desc')
    .orderBy('backup_id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
}

/** When a backup was last made and when one last failed (each null until one has). */
export async function dbBackupOutcomes(
  db: Kysely<unknown>,
): Promise<{ done: DbBackupOutcomeTable | null; failed: DbBackupOutcomeTable | null }> {
  const rows = await from(db).selectFrom('db_backup_outcomes').selectAll().execute();
  return {
    done: rows.find((r) => r.outcome === 'done') ?? null,
    failed: rows.find((r) => r.outcome === 'failed') ?? null,
  };
}
