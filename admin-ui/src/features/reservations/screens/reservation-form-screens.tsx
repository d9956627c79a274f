import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ReservationForm } from '../components/reservation-form.tsx';
import { openCreate, openEdit, saveReservation } from '../model/reservation-form-model.ts';
import '../components/reservations.css';

const BACK = { href: '/admin/reservations', label: 'Back To Reservations Management' };

/** /admin/reservations/create: Save makes it and resets the form. */
export function CreateReservationScreen() {
  useSignals();
  usePageTitle('Create Reservation');
  useEffect(() => openCreate(), []);
  const submit = async () => {
    if (await saveReservation(null)) openCreate();
  };
  return (
    <>
      <PageHeader title="Create Reservation" back={BACK} />
      <ReservationForm submitLabel="Save" onSubmit={() => void submit()} />
    </>
  );
}

/** /admin/reservations/edit/:reservation_id: Update changes it and reloads it. */
export function EditReservationScreen({ params }: { params: { reservation_id: string } }) {
  useSignals();
  usePageTitle('Edit Reservation');
  const id = params.reservation_id;
  useEffect(() => void openEdit(id), [id]);
  const submit = async () => {
    if (await saveReservation(id)) await openEdit(id);
  };
  return (
    <>
      <PageHeader title="Edit Reservation" back={BACK} />
      <ReservationForm submitLabel="Update" onSubmit={() => void submit()} />
    </>
  );
}
