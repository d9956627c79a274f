import type { PodListRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { type Column, DataTable } from '#components/data-table.tsx';
import { labPods, openThumbnail } from '../model/client-pods-model.ts';
import { POD_COLUMNS } from './client-pods-table.tsx';
import { OnlineIcon, ThumbnailCell } from './pod-cells.tsx';

/** One lab's pods with Online and Thumbnail. */
export function LabPodsTable() {
  useSignals();
  const data = labPods.data.value;
  const columns: readonly Column<PodListRow>[] = [
    ...POD_COLUMNS,
    { key: 'online', header: 'Online', align: 'center', width: '6rem', cell: (p) => <OnlineIcon pod={p} /> },
    {
      key: 'thumbnail',
      header: 'Thumbnail',
      width: '9rem',
      cell: (p) => <ThumbnailCell pod={p} version={data?.version ?? 0} onOpen={openThumbnail} />,
    },
  ];
  return (
    <div className="client-table">
      <DataTable
        label="Pods"
        columns={columns}
        rows={data?.pods ?? null}
        rowKey={(p) => p.id}
        loading={labPods.loading.value}
        emptyText="No pods found for requestd lab!"
      />
    </div>
  );
}
