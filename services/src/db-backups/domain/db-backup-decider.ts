import {
  ConflictError,
  type DB_BACKUP_REASONS,
  DbBackupCompleted,
  DbBackupDeleted,
  DbBackupFailed,
  DbBackupRequested,
  type Decider,
  ForbiddenError,
  NotFoundError,
} from '@gamepod/events';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { BACKUP_NOT_FOUND } from './db-backup-errors.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type DbBackupEvent =
  | Of<typeof DbBackupRequested>
  | Of<typeof DbBackupCompleted>
  | Of<typeof DbBackupFailed>
  | Of<typeof DbBackupDeleted>;

export type DbBackupState =
  | { readonly status: 'none' }
  | { readonly status: 'running'; readonly requested_at: string }
  | { readonly status: 'done'; readonly file_name: string }
  | { readonly status: 'failed' }
  | { readonly status: 'deleted' };

/** Who asks: a signed-in admin (only a super admin may), or the system (the schedule, retention). */
export type BackupActor = { readonly role: number } | 'system';

export type DbBackupCommand =
  | {
      readonly type: 'Request';
      readonly by: BackupActor;
      readonly backup_id: string;
      readonly reason: (typeof DB_BACKUP_REASONS)[number];
    }
  | { readonly type: 'Complete'; readonly result: Of<typeof DbBackupCompleted>['data'] }
  | { readonly type: 'Fail'; readonly reason: string }
  | { readonly type: 'Delete'; readonly by: BackupActor; readonly pruned: boolean };

export const BACKUP_RUNNING = 'This DB backup is still being made; delete it once it is done';

/**
 * A backup still running after this long was cut off (the instance making it went away, or
 * the log was restored from a backup taken while it ran): it may be deleted.
 */
export const STALE_AFTER_MS = 6 * 3_600_000;

const allowed = (by: BackupActor) => by === 'system' || by.role === SUPER_ADMIN;

/**
 * A DB backup (gp.evt.db_backup.<id>): asked for, then made (completed or failed) by the
 * db_backups reaction, then deleted by a super admin or pruned by retention. Only super
 * admins and the system touch backups; a backup being made cannot be deleted.
 */
export const dbBackupDecider: Decider<DbBackupCommand, DbBackupState, DbBackupEvent> = {
  aggregate: 'db_backup',
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'DbBackupRequested':
        return { status: 'running', requested_at: event.data.requested_at };
      case 'DbBackupCompleted':
        return { status: 'done', file_name: event.data.file_name };
      case 'DbBackupFailed':
        return { status: 'failed' };
      case 'DbBackupDeleted':
        return { status: 'deleted' };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'Request':
        if (!allowed(command.by)) throw new ForbiddenError();
        // ids are fresh: a state here is a retry of this very request
        if (state.status !== 'none') return [];
        return [
          DbBackupRequested.of({
            backup_id: command.backup_id,
            reason: command.reason,
            requested_at: now.toISOString(),
          }),
        ];
      case 'Complete':
        return state.status === 'running' ? [DbBackupCompleted.of(command.result)] : [];
      case 'Fail':
        return state.status === 'running' ? [DbBackupFailed.of({ reason: command.reason.slice(0, 500) })] : [];
      case 'Delete':
        if (!allowed(command.by)) throw new ForbiddenError();
        if (state.status === 'none' || state.status === 'deleted')
          throw new NotFoundError(BACKUP_NOT_FOUND, { field: 'id' });
        if (state.status === 'running' && now.getTime() - Date.parse(state.requested_at) < STALE_AFTER_MS)
          throw new ConflictError(BACKUP_RUNNING, { field: 'id' });
        return [DbBackupDeleted.of({ pruned: command.pruned })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
