// Manage DB Backups: the backups 10 at a time (newest first), when a backup was last made and
// last failed, a backup made now with its progress shown until it is kept, the archive's
// download through a one-time link, and delete behind a confirm.

import type { DbBackupRow } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createPendingDelete } from '#lib/pending-delete.ts';
import { createResource } from '#lib/resource.ts';
import { dbBackupsApi } from '../api/db-backups-api.ts';

/** While a backup is being made the list is read again this often, to show when it is kept. */
export const PROGRESS_POLL_MS = 2_000;

export const backupsPageNo = signal(1);
export const backupsPage = createResource(() => dbBackupsApi.list(backupsPageNo.value));
export const backupRows = computed<readonly DbBackupRow[] | null>(() => backupsPage.data.value?.backups ?? null);
/** A backup being made, shown with its progress above the table. */
export const runningBackup = computed(() => backupRows.value?.find((b) => b.status === 'running') ?? null);
export const starting = signal(false);

let poll: ReturnType<typeof setTimeout> | undefined;

/** Reads the page again, and keeps reading it while a backup on it is being made. */
async function refresh(): Promise<void> {
  clearTimeout(poll);
  await backupsPage.load();
  if (runningBackup.value) poll = setTimeout(() => void refresh(), PROGRESS_POLL_MS);
}

export function goToBackupsPage(page: number): void {
  backupsPageNo.value = page;
  void refresh();
}

/** When a backup was last made and when one last failed; null until the page is read. */
export const backupOutcomes = computed(() => {
  const page = backupsPage.data.value;
  return page ? { lastSuccess: page.last_success, lastFailure: page.last_failure } : null;
});

/** The backup whose download is being asked for. */
export const downloading = signal<string | null>(null);

/**
 * Downloads a made backup: asks for a one-time link (the session goes in the header, never in
 * a URL) and opens it at once, as the browser's own download.
 */
export async function downloadBackup(row: DbBackupRow): Promise<void> {
  if (!row.DownloadUrl || downloading.value) return;
  downloading.value = row.id;
  try {
    const { url } = await dbBackupsApi.downloadLink(row.id);
    const a = document.createElement('a');
    a.href = url;
    a.download = row.file_name;
    a.rel = 'noreferrer';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    downloading.value = null;
  }
}

export async function startBackup(): Promise<void> {
  if (starting.value || runningBackup.value) return;
  starting.value = true;
  try {
    await dbBackupsApi.create();
    showToast('success', 'DB backup started', 'It is listed below once it is made.');
    backupsPageNo.value = 1;
    await refresh();
  } finally {
    starting.value = false;
  }
}

/** A backup's Delete, behind 'Are you sure you want to delete selected DB Backup ?'. */
export const backupDelete = createPendingDelete(async (row: DbBackupRow) => {
  await dbBackupsApi.remove(row.id);
  showToast('success', 'DB backup deleted');
  // the last row of a page going leaves the page before it
  const page = backupsPage.data.value;
  if (page && page.backups.length === 1 && backupsPageNo.value > 1) backupsPageNo.value -= 1;
  await refresh();
});

export function openBackups(): () => void {
  backupsPageNo.value = 1;
  backupDelete.reset();
  void refresh();
  return () => {
    clearTimeout(poll);
    backupsPage.reset();
  };
}
