import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect } from 'react';
import { Button, LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { EmptyState } from '#components/empty-state.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ClientFormFields } from '../components/client-form-fields.tsx';
import { ClientLabsTable } from '../components/client-labs-table.tsx';
import { ClientPodsTable } from '../components/client-pods-table.tsx';
import { SignInSourceForm } from '../components/sign-in-source-form.tsx';
import { SsoSettingsForm } from '../components/sso-settings-form.tsx';
import { clientDetails, clientForm, clientPods, openClient, saveClient } from '../model/client-details-model.ts';
import '../components/clients.css';

const BACK = { href: '/superadmin/clients', label: 'Back To Clients Management' } as const;

function ClientCard() {
  useSignals();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void saveClient();
  };
  return (
    <Card title="Client">
      <form onSubmit={onSubmit} noValidate>
        <ClientFormFields form={clientForm} mode="edit" />
        <FormActions>
          <Button type="submit" variant="primary" busy={clientForm.saving.value}>
            Update
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}

/** /superadmin/clients/{client_id}: Client, SSO Settings, the labs and the pods. */
export function ClientDetailsScreen({ params }: { params: { client_id: string } }) {
  useSignals();
  usePageTitle('Client Details');
  const id = params.client_id;
  useEffect(() => openClient(id), [id]);
  const d = clientDetails.data.value;

  if (!d) {
    return (
      <>
        <PageHeader title="Client Details" back={BACK} />
        {clientDetails.error.value ? (
          <EmptyState text="This client could not be loaded.">
            <LinkButton href={BACK.href}>Back To Clients Management</LinkButton>
          </EmptyState>
        ) : (
          <Spinner label="Loading the client…" showLabel />
        )}
      </>
    );
  }
  const pods = clientPods.data.value?.length;
  return (
    <>
      <PageHeader
        title="Client Details"
        back={BACK}
        subtitle={
          <span className="client-page__subtitle">
            {d.client.name}
            {d.client.is_active === 1 ? (
              <StatusBadge tone="ok">Active</StatusBadge>
            ) : (
              <StatusBadge tone="unknown">Inactive</StatusBadge>
            )}
            {d.client.sso_active === 1 ? <StatusBadge tone="ok">SSO</StatusBadge> : null}
          </span>
        }
      />
      <div className="client-details">
        <div className="client-details__client">
          <ClientCard />
        </div>
        <div className="client-details__sso">
          <Card title="SSO Settings">
            <SsoSettingsForm />
          </Card>
        </div>
        <div className="client-details__sso">
          <Card title="Sign-in Source">
            <SignInSourceForm clientId={id} />
          </Card>
        </div>
        <section className="client-details__table" aria-labelledby="client-labs-heading">
          <h2 id="client-labs-heading" className="client-section__title">
            Labs <span className="client-section__count">{d.labs.length}</span>
          </h2>
          <ClientLabsTable clientId={id} />
        </section>
        <section className="client-details__table" aria-labelledby="client-pods-heading">
          <h2 id="client-pods-heading" className="client-section__title">
            Pods {pods === undefined ? null : <span className="client-section__count">{pods}</span>}
          </h2>
          <ClientPodsTable />
        </section>
      </div>
    </>
  );
}
