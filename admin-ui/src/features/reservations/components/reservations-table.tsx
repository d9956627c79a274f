import type { ReservationView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button, LinkButton } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { reservationsPaths } from '../model/reservations-area.ts';
import { goToReservationsPage, reservationDelete, reservationsPage } from '../model/reservations-list-model.ts';

const when = (w: { date: string; time: string }) => `${w.date} ${w.time}`;

const COLUMNS: Column<ReservationView>[] = [
  { key: 'lab', header: 'Lab', cell: (r) => r.linkedlab.lab_name },
  { key: 'start', header: 'Start Time', cell: (r) => when(r.reservation_start) },
  { key: 'stop', header: 'Stop Time', cell: (r) => when(r.reservation_end) },
  { key: 'navs', header: 'Navs', cell: (r) => r.pod_navs },
  {
    key: 'emails',
    header: 'Emails',
    // one address a line: a long list stays readable and the Action column on screen
    cell: (r) => (
      <span className="reservations-table__emails">
        {r.emails_list.split(/,\s*/).map((email) => (
          <span key={email}>{email}</span>
        ))}
      </span>
    ),
  },
  { key: 'group', header: 'Group Name', cell: (r) => <span className="reservations-table__text">{r.group_name}</span> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (r) => (
      <span className="reservations-table__actions">
        <LinkButton href={reservationsPaths().edit(r.id)} variant="ghost" aria-label={`Edit ${r.group_name}`}>
          Edit
        </LinkButton>
        <Button variant="ghost" onClick={() => reservationDelete.ask(r.id)} aria-label={`Delete ${r.group_name}`}>
          Delete
        </Button>
      </span>
    ),
  },
];

/** The reservations table, its pager (10 per page, 3 page links, the status text) and the delete confirm. */
export function ReservationsTable() {
  useSignals();
  const page = reservationsPage.data.value;
  return (
    <>
      <DataTable
        label="Reservations"
        columns={COLUMNS}
        rows={page?.reservations ?? null}
        rowKey={(r) => r.id}
        loading={reservationsPage.loading.value}
        emptyText="No reservations found at the moment!"
        pager={pagerOf(page, goToReservationsPage)}
      />
      <ConfirmModal
        open={reservationDelete.pending.value !== null}
        message="Are you sure you want to permanently delete this Reservation?"
        busy={reservationDelete.busy.value}
        onYes={() => void reservationDelete.confirm()}
        onNo={reservationDelete.cancel}
      />
    </>
  );
}
