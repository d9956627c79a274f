import { describe, it } from 'node:test';
import {
  ConflictError,
  DbBackupCompleted,
  DbBackupDeleted,
  DbBackupFailed,
  DbBackupRequested,
  ForbiddenError,
  NotFoundError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { dbBackupDecider } from '../../src/db-backups/domain/db-backup-decider.ts';

const now = new Date('2026-11-27T12:00:00Z');
const given = DeciderSpecification.for(dbBackupDecider, { now, newId: () => 'id-1' });
const superAdmin = { role: 4 };
const requested = (at = now) =>
  DbBackupRequested.of({ backup_id: 'b1', reason: 'on_demand', requested_at: at.toISOString() });
const result = {
  file_name: 'gamepod-backup-20261127T120000Z.tar',
  size: 10_240,
  sha256: 'a'.repeat(64),
  log_messages: 5,
  last_seq: 5,
  files: 1,
};
const completed = DbBackupCompleted.of(result);

describe('the DB backup decider', () => {
  it('given nothing, when a super admin or the schedule asks, then DbBackupRequested; a client admin gets 403', () => {
    given([]).when({ type: 'Request', by: superAdmin, backup_id: 'b1', reason: 'on_demand' }).thenEvents([requested()]);
    given([])
      .when({ type: 'Request', by: 'system', backup_id: 'b1', reason: 'scheduled' })
      .thenEvents([DbBackupRequested.of({ backup_id: 'b1', reason: 'scheduled', requested_at: now.toISOString() })]);
    for (const role of [1, 2, 3, 5]) {
      given([])
        .when({ type: 'Request', by: { role }, backup_id: 'b1', reason: 'on_demand' })
        .thenThrows(ForbiddenError);
    }
  });

  it('given a running backup, when it is made or fails, then it completes or fails once', () => {
    given([requested()]).when({ type: 'Complete', result }).thenEvents([completed]);
    given([requested()])
      .when({ type: 'Fail', reason: 'disk full' })
      .thenEvents([DbBackupFailed.of({ reason: 'disk full' })]);
    given([requested(), completed]).when({ type: 'Complete', result }).thenNothingHappened();
    given([requested(), completed]).when({ type: 'Fail', reason: 'late' }).thenNothingHappened();
  });

  it('given a made or failed backup, when a super admin deletes it, then DbBackupDeleted; twice is 404', () => {
    given([requested(), completed])
      .when({ type: 'Delete', by: superAdmin, pruned: false })
      .thenEvents([DbBackupDeleted.of({ pruned: false })]);
    given([requested(), DbBackupFailed.of({ reason: 'x' })])
      .when({ type: 'Delete', by: 'system', pruned: true })
      .thenEvents([DbBackupDeleted.of({ pruned: true })]);
    given([requested(), completed, DbBackupDeleted.of({ pruned: false })])
      .when({ type: 'Delete', by: superAdmin, pruned: false })
      .thenThrows(NotFoundError);
    given([]).when({ type: 'Delete', by: superAdmin, pruned: false }).thenThrows(NotFoundError);
    given([requested(), completed])
      .when({ type: 'Delete', by: { role: 3 }, pruned: false })
      .thenThrows(ForbiddenError);
  });

  it('refuses to delete a backup being made (409), unless it has run for six hours and was cut off', () => {
    given([requested()]).when({ type: 'Delete', by: superAdmin, pruned: false }).thenThrows(ConflictError);
    given([requested(new Date(now.getTime() - 6 * 3_600_000))])
      .when({ type: 'Delete', by: superAdmin, pruned: false })
      .thenEvents([DbBackupDeleted.of({ pruned: false })]);
  });
});
