import type { EmergencyRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { emergencyList, endEmergency } from '../model/emergency-model.ts';

const reach = (a: EmergencyRow) =>
  a.scope === 'global' ? 'Everyone' : a.scope === 'client' ? (a.client_name ?? '—') : (a.lab_name ?? '—');
const STATUS = { on: ['Showing', 'warn'], ended: ['Ended', 'unknown'], expired: ['Expired', 'unknown'] } as const;

const COLUMNS: Column<EmergencyRow>[] = [
  { key: 'title', header: 'Title', cell: (a) => <strong>{a.title}</strong> },
  { key: 'reach', header: 'Reaches', cell: reach },
  { key: 'raised_at', header: 'Raised', cell: (a) => new Date(a.raised_at).toLocaleString('en-US') },
  {
    key: 'status',
    header: 'Status',
    cell: (a) => (
      <StatusBadge tone={STATUS[a.status][1]}>
        {a.status === 'on' ? `Showing, ${a.seconds_left} s left` : STATUS[a.status][0]}
      </StatusBadge>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (a) =>
      a.status === 'on' ? (
        <Button variant="ghost" onClick={() => void endEmergency(a.id)} aria-label={`End ${a.title}`}>
          End
        </Button>
      ) : null,
  },
];

/** The latest emergency alerts the admin may see, newest first. */
export function EmergencyTable() {
  useSignals();
  return (
    <DataTable
      label="Emergency alerts"
      columns={COLUMNS}
      rows={emergencyList.data.value}
      rowKey={(a) => a.id}
      loading={emergencyList.loading.value}
      emptyText="No emergency alerts yet."
    />
  );
}
