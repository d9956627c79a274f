import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect } from 'react';
import { Button, LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ClientFormFields } from '../components/client-form-fields.tsx';
import { deployClient, deployForm } from '../model/deploy-client-model.ts';
import '../components/clients.css';

/** /superadmin/clients/deploy: 'Deploy New Client'; on success its Client Details open. */
export function DeployClientScreen() {
  useSignals();
  usePageTitle('Deploy New Client');
  useEffect(() => deployForm.reset, []);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void deployClient();
  };
  return (
    <>
      <PageHeader
        title="Deploy New Client"
        back={{ href: '/superadmin/clients', label: 'Back To Clients Management' }}
        subtitle="A new venue, with its 24 seat licences (A1–A12, B1–B12). Labs and pods come next."
      />
      <form onSubmit={onSubmit} noValidate className="client-page__narrow">
        <Card title="Client">
          <ClientFormFields form={deployForm} mode="deploy" />
          <FormActions>
            <LinkButton href="/superadmin/clients">Cancel</LinkButton>
            <Button type="submit" variant="primary" busy={deployForm.saving.value}>
              Deploy
            </Button>
          </FormActions>
        </Card>
      </form>
    </>
  );
}
