import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Card } from '#components/card.tsx';
import { SelectField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { OfferForm } from '../components/offer-form.tsx';
import { OffersTable } from '../components/offers-table.tsx';
import { editing, offerDelete, resetForm } from '../model/offer-form-model.ts';
import { chooseClient, clientOptions, isSuperAdmin, offersQuery, openOffersList } from '../model/offers-list-model.ts';
import '../components/offers.css';

function ClientPicker() {
  useSignals();
  if (!isSuperAdmin.value) return null;
  return (
    <div className="offers-client">
      <SelectField
        label="Client"
        value={offersQuery.value.clientId}
        onChange={(id) => {
          resetForm();
          chooseClient(id);
        }}
        options={clientOptions.data.value ?? []}
        placeholder="All clients"
        hint="Offers are saved for the client chosen here"
      />
    </div>
  );
}

/** /admin/offers and /superadmin/offers, Manage Offers: the paid time players buy on the kiosk. */
export function OffersScreen() {
  useSignals();
  usePageTitle('Manage Offers');
  useEffect(() => {
    resetForm();
    return openOffersList();
  }, []);
  const home = isSuperAdmin.value ? '/superadmin/dashboard' : '/admin/dashboard';
  return (
    <>
      <PageHeader
        title="Manage Offers"
        subtitle="Paid time players buy on the kiosk in paid labs: for every lab, or one."
        back={{ href: home, label: 'Back To Dashboard' }}
      />
      <ClientPicker />
      <div className="offers-layout">
        <Card title={editing.value ? `Edit ${editing.value.name}` : 'New offer'}>
          <OfferForm />
        </Card>
        <div className="offers-list">
          <OffersTable />
        </div>
      </div>
      <ConfirmModal
        open={offerDelete.pending.value !== null}
        message={`Are you sure you want to delete the offer ${offerDelete.pending.value?.name ?? ''}? Players stop seeing it; its payments are kept.`}
        busy={offerDelete.busy.value}
        onYes={() => void offerDelete.confirm()}
        onNo={offerDelete.cancel}
      />
    </>
  );
}
