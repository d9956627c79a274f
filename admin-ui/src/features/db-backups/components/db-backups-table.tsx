import type { DbBackupRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import {
  backupDelete,
  backupRows,
  backupsPage,
  downloadBackup,
  downloading,
  goToBackupsPage,
} from '../model/db-backups-model.ts';

const size = (bytes: number | null) =>
  bytes === null ? '—' : bytes < 1_048_576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function State({ row }: { row: DbBackupRow }) {
  if (row.status === 'running') return <StatusBadge tone="warn">Being made</StatusBadge>;
  if (row.status === 'failed') return <StatusBadge tone="down">Failed</StatusBadge>;
  return <StatusBadge tone="ok">{row.reason === 'scheduled' ? 'Scheduled' : 'On demand'}</StatusBadge>;
}

const COLUMNS: Column<DbBackupRow>[] = [
  {
    key: 'id',
    header: 'ID',
    width: '7rem',
    // the random tail tells backups apart at a glance (the head is the time); the whole id is in the tooltip
    cell: (b) => (
      <code className="db-backups__id" title={b.id}>
        …{b.id.slice(-8)}
      </code>
    ),
  },
  {
    key: 'file_name',
    header: 'File Name',
    cell: (b) => (b.file_name ? <strong>{b.file_name}</strong> : <span title={b.error ?? ''}>{b.error ?? '—'}</span>),
  },
  { key: 'requested_at', header: 'Made', cell: (b) => when(b.completed_at ?? b.requested_at) },
  { key: 'size', header: 'Size', align: 'end', cell: (b) => size(b.size) },
  { key: 'status', header: 'State', cell: (b) => <State row={b} /> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (b) => {
      return (
        <span className="db-backups__actions">
          {b.DownloadUrl ? (
            <Button
              onClick={() => void downloadBackup(b)}
              busy={downloading.value === b.id}
              aria-label={`Download ${b.file_name}`}
            >
              Download
            </Button>
          ) : null}
          <Button
            variant="danger"
            onClick={() => backupDelete.ask(b)}
            disabled={b.status === 'running'}
            aria-label={`Delete ${b.file_name || b.id}`}
          >
            Delete
          </Button>
        </span>
      );
    },
  },
];

/** The backups, 10 per page, newest first. */
export function DbBackupsTable() {
  useSignals();
  return (
    <DataTable
      label="DB Backups"
      columns={COLUMNS}
      rows={backupRows.value}
      rowKey={(b) => b.id}
      loading={backupsPage.loading.value}
      emptyText="No db backups found at the moment!"
      pager={pagerOf(backupsPage.data.value, goToBackupsPage)}
    />
  );
}
