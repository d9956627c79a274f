import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ReservationForm } from '../components/reservation-form.tsx';
import { openCreate, openEdit, saveReservation } from '../model/reservation-form-model.ts';
import { reservationsPaths } from '../model/reservations-area.ts';
import '../components/reservations.css';

const back = () => ({ href: reservationsPaths().list, label: 'Back To Reservations Management' });

/** /admin/reservations/create (or the super admin's): Save makes it and resets the form. */
export function CreateReservationScreen() {
  useSignals();
  usePageTitle('Create Reservation');
  useEffect(() => openCreate(), []);
  const submit = async () => {
    if (await saveReservation(null)) openCreate();
  };
  return (
    <>
      <PageHeader title="Create Reservation" back={back()} />
      <ReservationForm submitLabel="Save" onSubmit={() => void submit()} />
    </>
  );
}

/** /admin/reservations/edit/:reservation_id (or the super admin's): Update changes it and reloads it. */
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
      <PageHeader title="Edit Reservation" back={back()} />
      <ReservationForm submitLabel="Update" onSubmit={() => void submit()} />
    </>
  );
}
