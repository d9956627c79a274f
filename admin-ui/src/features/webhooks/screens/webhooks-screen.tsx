import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { SelectField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { DeliveriesTable } from '../components/deliveries-table.tsx';
import { EndpointForm } from '../components/endpoint-form.tsx';
import { EndpointsTable } from '../components/endpoints-table.tsx';
import { SecretPanel } from '../components/secret-panel.tsx';
import {
  cancelDelete,
  chooseClient,
  clientId,
  clients,
  confirmDelete,
  deleteAsked,
  deleting,
  editing,
  isSuperAdmin,
  openWebhooks,
  startAdd,
} from '../model/webhooks-model.ts';
import '../components/webhooks.css';

function ClientPicker() {
  useSignals();
  if (!isSuperAdmin.value) return null;
  return (
    <div className="webhooks__client">
      <SelectField
        label="Client"
        value={clientId.value}
        placeholder="Select Client"
        options={clients.data.value ?? []}
        onChange={chooseClient}
      />
    </div>
  );
}

function DeleteConfirm() {
  useSignals();
  const asked = deleteAsked.value;
  return (
    <ConfirmModal
      open={asked !== null}
      message={`Delete the endpoint ${asked?.url ?? ''}? It is sent nothing more, and its signing secret is forgotten.`}
      busy={deleting.value}
      onYes={() => void confirmDelete()}
      onNo={cancelDelete}
    />
  );
}

/** /common/webhooks: a client's webhook endpoints and their deliveries (client admins and super admins). */
export function WebhooksScreen() {
  useSignals();
  usePageTitle('Webhooks');
  useEffect(() => openWebhooks(), []);
  const home = isSuperAdmin.value ? '/superadmin/dashboard' : '/admin/dashboard';
  const canAdd = !isSuperAdmin.value || clientId.value !== '';
  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Send what happens in your labs (sign-ins, pod status, reservations, payments) to your own systems, signed."
        back={{ href: home, label: 'Back To Dashboard' }}
        actions={
          <Button variant="primary" disabled={!canAdd || editing.value !== null} onClick={startAdd}>
            Add endpoint
          </Button>
        }
      />
      <ClientPicker />
      <SecretPanel />
      <Card title="Endpoints">
        <EndpointForm />
        <EndpointsTable />
      </Card>
      <Card title="Recent deliveries">
        <DeliveriesTable />
      </Card>
      <DeleteConfirm />
    </>
  );
}
