import type { PodListRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { type Column, DataTable } from '#components/data-table.tsx';
import { clientPods } from '../model/client-details-model.ts';
import { NavId, PodStatus } from './pod-cells.tsx';
import { ShortId } from './short-id.tsx';

/** The columns Client Details and Client Pods share: ID, Key, Nav ID, Seat, Status. */
export const POD_COLUMNS: readonly Column<PodListRow>[] = [
  { key: 'id', header: 'ID', cell: (p) => <ShortId id={p.id} /> },
  { key: 'key', header: 'Key', cell: (p) => <code className="pod-key">{p.pod_id_key}</code> },
  { key: 'nav', header: 'Nav ID', cell: (p) => <NavId pod={p} /> },
  { key: 'seat', header: 'Seat', cell: (p) => <span className="pod-seat">{p.seat}</span> },
  { key: 'status', header: 'Status', cell: (p) => <PodStatus pod={p} /> },
];

/** Every pod of the client, on Client Details. */
export function ClientPodsTable() {
  useSignals();
  return (
    <div className="client-table">
      <DataTable
        label="Pods"
        columns={POD_COLUMNS}
        rows={clientPods.data.value}
        rowKey={(p) => p.id}
        loading={clientPods.loading.value}
        emptyText="No pods found for client!"
      />
    </div>
  );
}
