import type { DbBackupOutcomes } from '@gamepod/contracts/http';
import { dbBackupOutcomes } from '@gamepod/projections';
import type { Kysely } from 'kysely';

/** A failure's reason as health and the backups screen show it: its first line, at most this long. */
const REASON_MAX = 300;

/**
 * When a DB backup was last made and when one last failed, with why: what ops must see, since
 * a backup that fails every time otherwise goes unnoticed until a restore is needed.
 */
export async function backupOutcomes(db: Kysely<unknown>): Promise<DbBackupOutcomes> {
  const { done, failed } = await dbBackupOutcomes(db);
  return {
    last_success: done && { at: done.at.toISOString(), backup_id: done.backup_id, file_name: done.file_name ?? '' },
    last_failure: failed && {
      at: failed.at.toISOString(),
      backup_id: failed.backup_id,
      reason: (failed.error ?? '').split('\n')[0]?.slice(0, REASON_MAX) ?? '',
    },
  };
}
