import { handleCommand } from '@gamepod/event-store';
import {
  CONTROL_CHARACTER,
  DbBackupCompleted,
  DbBackupDeleted,
  DbBackupFailed,
  DbBackupRequested,
  SYSTEM_ACTOR,
} from '@gamepod/events';
import { dbBackupsBeyond, dbBackupsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { DB_BACKUPS_REACTION, nextBackupAt, SCHEDULE_TIMER } from '../application/backup-schedule.ts';
import { backupState, deleteBackup, makeBackupArchive, requestBackup } from '../application/db-backup-service.ts';
import { dbBackupDecider } from '../domain/db-backup-decider.ts';

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

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
          // a redelivery after the backup finished makes nothing again
          if ((await backupState(deps.store, id)).status !== 'running') continue;
          let command: Parameters<typeof dbBackupDecider.decide>[0];
          try {
            command = {
              type: 'Complete',
              result: await makeBackupArchive(backups.source, backups.store, id, deps.clock()),
            };
          } catch (err) {
            // the reason goes into the log, which refuses control characters: a failure is always recorded
            const reason = (err instanceof Error ? err.message : String(err)).replace(CONTROL_CHARACTERS, '?');
            command = { type: 'Fail', reason };
          }
          await handleCommand(deps.store, dbBackupDecider, id, command, {
            context: ctx.causedBy(e),
            commandId: ctx.followUpId(e),
            clock: deps.clock,
          });
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
