import type { StatusReportRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { type Column, DataTable } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { floorLine } from '#lib/floor-text.ts';
import { isSuperAdmin } from '../model/report-filters-model.ts';
import { formatHours, formatPercent } from '../model/report-format.ts';
import { statusReport } from '../model/status-report-model.ts';

const TONE = { ACTIVE: 'ok', IDLE: 'warn', ASLEEP: 'unknown', MISSING: 'down' } as const;

/** Where a row's pod link goes: the client's pods in that lab (super admin), or the pod's page (client admin). */
export function podHref(row: StatusReportRow, superAdmin: boolean): string {
  return superAdmin
    ? `/superadmin/clients/${row.client_id}/pods/${row.lab_id}`
    : `/admin/labs/${row.lab_id}/pods/${row.pod_id}`;
}

function columns(superAdmin: boolean): Column<StatusReportRow>[] {
  const cols: Column<StatusReportRow>[] = [
    {
      key: 'pod',
      header: 'Pod',
      cell: (r) => (
        <Link href={podHref(r, superAdmin)} className="report-link">
          {r.license ?? r.pod_id_key}
        </Link>
      ),
    },
    { key: 'lab', header: 'Lab', cell: (r) => r.lab_name ?? '—' },
  ];
  if (superAdmin) cols.push({ key: 'client', header: 'Client', cell: (r) => r.client_name ?? '—' });
  cols.push(
    {
      key: 'activity',
      header: 'Activity',
      cell: (r) => <StatusBadge tone={TONE[r.activity]}>{r.activity}</StatusBadge>,
    },
    {
      key: 'online',
      header: 'Online',
      // the reason ('Helper not responding', 'No heartbeat for 41 s') is the tooltip
      cell: (r) => (
        <span title={r.message}>
          <StatusBadge tone={r.online === 1 ? 'ok' : 'down'}>{r.online === 1 ? 'Online' : 'Offline'}</StatusBadge>
        </span>
      ),
    },
    { key: 'user', header: 'In use', cell: (r) => (r.in_use === 1 ? (r.player ?? 'Yes') : 'No') },
    // the floor view's facts: the game and its console, time played and left, the next reservation
    { key: 'game', header: 'Playing now', cell: (r) => floorLine(r.floor, Date.now()) ?? r.game ?? '—' },
    { key: 'sessions', header: 'Sessions', align: 'end', cell: (r) => r.sessions },
    { key: 'play', header: 'Play time (h)', align: 'end', cell: (r) => formatHours(r.play_time) },
    { key: 'occupancy', header: 'Occupancy', align: 'end', cell: (r) => formatPercent(r.occupancy, 2) },
  );
  return cols;
}

/** The status report's rows: one per pod, linked by role. */
export function StatusTable() {
  useSignals();
  const data = statusReport.data.value;
  return (
    <DataTable
      label="Status report"
      columns={columns(isSuperAdmin.value)}
      rows={data?.report ?? null}
      rowKey={(r) => r.pod_id}
      // the 60 s refresh shows no loader: only a first load does
      loading={statusReport.loading.value && data === null}
      emptyText="No pods found for this report!"
    />
  );
}
