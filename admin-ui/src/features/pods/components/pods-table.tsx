import type { PodListRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { type Column, DataTable } from '#components/data-table.tsx';
import { navName } from '../model/pod-rules.ts';
import { podsList } from '../model/pods-list-model.ts';
import { PodRowActions } from './pod-row-actions.tsx';
import { ConnectedCell, LockCell, OnlineCell, PodKeyCell, SessionCell, ThumbnailCell } from './pod-status-cells.tsx';
import './pods-table.css';

const COLUMNS: readonly Column<PodListRow>[] = [
  { key: 'key', header: 'Key', cell: (p) => <PodKeyCell pod={p} /> },
  { key: 'nav', header: 'Nav', cell: (p) => <span className="pods-nav">{navName(p)}</span> },
  { key: 'activity', header: 'Activity', cell: (p) => <span className="pods-activity">{p.activity ?? '—'}</span> },
  { key: 'connected', header: 'Connected', cell: (p) => <ConnectedCell pod={p} /> },
  { key: 'status', header: 'Status', cell: (p) => <LockCell pod={p} /> },
  { key: 'online', header: 'Online', cell: (p) => <OnlineCell pod={p} /> },
  { key: 'session', header: 'Session', cell: (p) => <SessionCell pod={p} /> },
  { key: 'thumbnail', header: 'Thumbnail', cell: (p) => <ThumbnailCell pod={p} /> },
  { key: 'action', header: 'Action', cell: (p) => <PodRowActions pod={p} /> },
];

/** Manage Your Pods' table: the lab's pods, live. */
export function PodsTable() {
  useSignals();
  return (
    <div className="pods-table">
      <DataTable
        label="Pods"
        columns={COLUMNS}
        rows={podsList.data.value?.pods ?? null}
        rowKey={(p) => p.id}
        loading={podsList.loading.value && podsList.data.value === null}
        emptyText="No pods found at the moment!"
      />
    </div>
  );
}
