import { DbBackupCompleted, DbBackupDeleted, DbBackupFailed, DbBackupRequested, SYSTEM_ACTOR } from '@gamepod/events';
import { dbBackupsBeyond, dbBackupsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { DB_BACKUPS_REACTION, nextBackupAt, SCHEDULE_TIMER } from '../application/backup-schedule.ts';
import { deleteBackup, makeRequestedBackup, requestBackup } from '../application/db-backup-service.ts';

/**
 * DB backups: a requested backup is made here (the log export and every upload, into the
 * backups bucket) and completed or failed; each finished backup sets the next scheduled one
 * a period later, and a completed one prunes the made backups beyond the newest `keep`; a
 * deleted backup's archive is removed. The schedule's timer asks for a backup when it fires.
 */
export function dbBackups(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock' | 'backups'>) {
  const { backups } = deps;
  return defineReaction({
    name: DB_BACKUPS_REACTION,
    description: 'makes requested DB backups, schedules the next, prunes by retention and removes deleted archives',
    eventTypes: [DbBackupRequested.type, DbBackupCompleted.type, DbBackupFailed.type, DbBackupDeleted.type],
    aggregate: 'db_backup',
    readModels: [dbBackupsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        const id = e.aggregate_id;
        if (e.type === DbBackupRequested.type) {
          await makeRequestedBackup(deps, id, ctx.causedBy(e), ctx.followUpId(e));
        } else if (e.type === DbBackupCompleted.type || e.type === DbBackupFailed.type) {
          ctx.timers.set(SCHEDULE_TIMER, nextBackupAt(ctx.now, backups.schedule), {});
          if (e.type === DbBackupFailed.type) continue;
          for (const old of await dbBackupsBeyond(deps.db, backups.schedule.keep)) {
            await deleteBackup(deps, 'system', old.backup_id, ctx.causedBy(e), {
              pruned: true,
              commandId: ctx.followUpId(e, old.backup_id),
            });
          }
        } else {
          await backups.store.delete(id);
        }
      }
    },
    async fire(_timer, ctx) {
      await requestBackup(deps, 'system', { actor: SYSTEM_ACTOR }, { reason: 'scheduled', commandId: ctx.messageId });
    },
  });
}
