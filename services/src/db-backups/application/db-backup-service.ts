import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventStore, handleCommand } from '@gamepod/event-store';
import { type AppendContext, CONTROL_CHARACTER, fold, type StoreNames, uuidv7 } from '@gamepod/events';
import { writeBackup } from '@gamepod/ops';
import type { ReadModelWatcher } from '@gamepod/projections';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { BackupStore } from '../adapters/backup-store.ts';
import {
  type BackupActor,
  type DbBackupCommand,
  type DbBackupEvent,
  type DbBackupState,
  dbBackupDecider,
} from '../domain/db-backup-decider.ts';
import type { BackupSchedule } from './backup-schedule.ts';

export type DbBackupDeps = {
  readonly store: EventStore;
  readonly checkpoints: ReadModelWatcher;
  readonly clock?: () => Date;
};

/** The backup's state, folded from its events. */
export async function backupState(store: EventStore, id: string): Promise<DbBackupState> {
  const { events } = await store.read('db_backup', id);
  return fold(dbBackupDecider, events as unknown as DbBackupEvent[]);
}

/**
 * Asks for a backup now; the db_backups reaction makes it. Waits until the list shows it
 * (running), so the screen shows its progress at once.
 *
 * @returns the backup's id
 * @throws ForbiddenError unless a super admin (or the system) asks.
 */
export async function requestBackup(
  deps: DbBackupDeps,
  by: BackupActor,
  context: AppendContext,
  opts: { readonly reason?: 'on_demand' | 'scheduled'; readonly commandId?: string } = {},
): Promise<string> {
  const id = uuidv7();
  const { seq, appended } = await handleCommand(
    deps.store,
    dbBackupDecider,
    id,
    { type: 'Request', by, backup_id: id, reason: opts.reason ?? 'on_demand' },
    { context, clock: deps.clock, ...(opts.commandId ? { commandId: opts.commandId } : {}) },
  );
  if (appended) await deps.checkpoints.waitFor(['db_backups'], seq);
  return id;
}

/**
 * Deletes a backup; the db_backups reaction removes its archive. Waits until the list no
 * longer shows it.
 *
 * @throws NotFoundError naming id for an unknown or deleted backup, ConflictError while it
 *   is being made, ForbiddenError unless a super admin (or the system) asks.
 */
export async function deleteBackup(
  deps: DbBackupDeps,
  by: BackupActor,
  id: string,
  context: AppendContext,
  opts: { readonly pruned?: boolean; readonly commandId?: string } = {},
): Promise<void> {
  const { seq, appended } = await handleCommand(
    deps.store,
    dbBackupDecider,
    id,
    { type: 'Delete', by, pruned: opts.pruned ?? false },
    { context, clock: deps.clock, ...(opts.commandId ? { commandId: opts.commandId } : {}) },
  );
  if (appended) await deps.checkpoints.waitFor(['db_backups'], seq);
}

/** The log and its connections, as a backup reads them. */
export type BackupSource = { readonly nc: NatsConnection; readonly names: StoreNames };

/** What the backups reaction works with besides the log: where archives go, what they read, the schedule. */
export type DbBackupsDeps = {
  readonly store: BackupStore;
  readonly source: BackupSource;
  readonly schedule: BackupSchedule;
};

/** `gamepod-backup-20261127T140000Z.tar`: sortable, and says when. */
export const backupFileName = (at: Date) =>
  `gamepod-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`;

/**
 * Makes the archive of backup `id` (the log export and every upload) in a temporary
 * directory and copies it into the backups bucket as `id`.
 */
export async function makeBackupArchive(
  source: BackupSource,
  backups: BackupStore,
  id: string,
  now: Date,
): Promise<{ file_name: string; size: number; sha256: string; log_messages: number; last_seq: number; files: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'gamepod-backup-'));
  try {
    const file_name = backupFileName(now);
    const path = join(dir, file_name);
    const log = { ...source, js: jetstream(source.nc), jsm: await jetstreamManager(source.nc) };
    const written = await writeBackup(log, path);
    await backups.putFile(id, path);
    return {
      file_name,
      size: written.size,
      sha256: written.sha256,
      log_messages: written.manifest.log.events_messages,
      last_seq: written.manifest.log.last_seq,
      files: written.manifest.files.length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/**
 * Makes a requested backup (the log export and every upload, into the backups bucket) and
 * completes it, or fails it with the reason: a failure is always recorded. A backup that is
 * no longer running (a redelivery after it finished) makes nothing again.
 */
export async function makeRequestedBackup(
  deps: DbBackupDeps & { readonly clock: () => Date; readonly backups: Pick<DbBackupsDeps, 'store' | 'source'> },
  id: string,
  context: AppendContext,
  commandId: string,
): Promise<void> {
  if ((await backupState(deps.store, id)).status !== 'running') return;
  let command: DbBackupCommand;
  try {
    const result = await makeBackupArchive(deps.backups.source, deps.backups.store, id, deps.clock());
    command = { type: 'Complete', result };
  } catch (err) {
    // the reason goes into the log, which refuses control characters
    const reason = (err instanceof Error ? err.message : String(err)).replace(CONTROL_CHARACTERS, '?');
    command = { type: 'Fail', reason };
  }
  await handleCommand(deps.store, dbBackupDecider, id, command, { context, commandId, clock: deps.clock });
}
