import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ReservationsTable } from '../components/reservations-table.tsx';
import { reservationsPaths } from '../model/reservations-area.ts';
import { openReservationsList } from '../model/reservations-list-model.ts';
import '../components/reservations.css';

/** /admin/reservations (and the super admin's /superadmin/reservations), Manage Your Reservations. */
export function ReservationsScreen() {
  useSignals();
  usePageTitle('Reservations');
  useEffect(() => openReservationsList(), []);
  const paths = reservationsPaths();
  return (
    <>
      <PageHeader
        title="Manage Your Reservations"
        subtitle="Pods held for a group: others are logged out when it starts."
        back={{ href: paths.dashboard, label: 'Back To Dashboard' }}
        actions={
          <LinkButton href={paths.create} variant="primary">
            Create New Reservation
          </LinkButton>
        }
      />
      <ReservationsTable />
    </>
  );
}
