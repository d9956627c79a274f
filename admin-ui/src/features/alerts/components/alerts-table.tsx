import type { AlertRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { deleteAlert, editAlert, isSuperAdmin } from '../model/alert-form-model.ts';
import { ownerLabel } from '../model/alert-owner.ts';
import { zoneLabel } from '../model/alert-window.ts';
import { alertZone } from '../model/alert-zone.ts';
import { alertRows, alertsPage, alertsQuery, goToAlertsPage, sortAlerts } from '../model/alerts-list-model.ts';

const when = (w: AlertRow['alert_start']) => (w ? `${w.date} ${w.time} ${w.ampm}` : '—');
const TONE = { active: 'ok', scheduled: 'warn', ended: 'unknown', disabled: 'down' } as const;
const STATUS_TEXT = { active: 'Showing', scheduled: 'Scheduled', ended: 'Ended', disabled: 'Disabled' } as const;

function columns(superAdmin: boolean): Column<AlertRow>[] {
  const zone = zoneLabel(alertZone.value);
  const cols: Array<Column<AlertRow> | false> = [
    {
      key: 'text_head',
      header: 'Heading',
      sortable: true,
      cell: (a) => (
        <span className="alerts-table__head">
          {a.text_head}
          {a.text_sub ? <span className="alerts-table__sub">{a.text_sub}</span> : null}
        </span>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      sortable: true,
      cell: (a) => <span className={`alert-type alert-type--${a.type}`}>{a.type}</span>,
    },
    superAdmin && { key: 'scope', header: 'Scope', sortable: true, cell: (a) => a.scope },
    superAdmin && { key: 'client', header: 'Client', cell: (a) => a.linkedclient?.first_name ?? '—' },
    { key: 'lab', header: 'Lab', cell: (a) => a.linkedlab?.lab_name ?? '—' },
    { key: 'active_start', header: `Start (${zone})`, sortable: true, cell: (a) => when(a.alert_start) },
    { key: 'active_untill', header: `End (${zone})`, sortable: true, cell: (a) => when(a.alert_end) },
    {
      key: 'enable',
      header: 'Status',
      sortable: true,
      cell: (a) => <StatusBadge tone={TONE[a.status]}>{STATUS_TEXT[a.status]}</StatusBadge>,
    },
    { key: 'owner', header: 'Last edit by', sortable: true, cell: (a) => ownerLabel(a.owner.email) },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      cell: (a) => (
        <span className="alerts-table__actions">
          <Button variant="ghost" onClick={() => editAlert(a)} aria-label={`Edit ${a.text_head}`}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => void deleteAlert(a)} aria-label={`Delete ${a.text_head}`}>
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return cols.filter((c): c is Column<AlertRow> => c !== false);
}

/** Manage Alerts' list: 7 per page with Previous and Next, sortable columns. */
export function AlertsTable() {
  useSignals();
  return (
    <DataTable
      label="Alerts"
      columns={columns(isSuperAdmin.value)}
      rows={alertRows.value}
      rowKey={(a) => a.id}
      loading={alertsPage.loading.value}
      emptyText="No alerts found at the moment!"
      sort={alertsQuery.value.sort}
      onSort={sortAlerts}
      pager={pagerOf(alertsPage.data.value, goToAlertsPage)}
    />
  );
}
