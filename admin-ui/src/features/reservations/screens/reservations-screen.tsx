import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ReservationsTable } from '../components/reservations-table.tsx';
import { openReservationsList } from '../model/reservations-list-model.ts';
import '../components/reservations.css';

/** /admin/reservations, Manage Your Reservations. */
export function ReservationsScreen() {
  useSignals();
  usePageTitle('Reservations');
  useEffect(() => openReservationsList(), []);
  return (
    <>
      <PageHeader
        title="Manage Your Reservations"
        subtitle="Pods held for a group: others are logged out when it starts."
        back={{ href: '/admin/dashboard', label: 'Back To Dashboard' }}
        actions={
          <LinkButton href="/admin/reservations/create" variant="primary">
            Create New Reservation
          </LinkButton>
        }
      />
      <ReservationsTable />
    </>
  );
}
