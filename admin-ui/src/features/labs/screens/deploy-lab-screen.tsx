import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Button, LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { LabFormFields } from '../components/lab-form-fields.tsx';
import {
  clientLocked,
  clientOptions,
  clientsLoading,
  deployForm,
  deployLab,
  openDeployForm,
} from '../model/deploy-lab-model.ts';
import '../components/labs.css';

/** /admin/labs/deploy: the lab form and Deploy. */
export function DeployLabScreen() {
  useSignals();
  usePageTitle('Deploy New Lab');
  useEffect(() => {
    void openDeployForm();
  }, []);
  return (
    <>
      <PageHeader
        title="Deploy New Lab"
        subtitle="Add a lab to your venue; pods, schedules and the kiosk's home screen follow once it is deployed."
        back={{ href: '/admin/labs', label: 'Back To Labs Management' }}
      />
      <Card title="Lab Details" className="lab-card">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void deployLab();
          }}
        >
          <LabFormFields
            form={deployForm}
            clients={clientOptions.value}
            clientLocked={clientLocked.value}
            clientsLoading={clientsLoading.value}
            clientHint={clientLocked.value ? 'Labs are deployed for your own client' : undefined}
          />
          <FormActions>
            <LinkButton href="/admin/labs">Cancel</LinkButton>
            <Button type="submit" variant="primary" busy={deployForm.saving.value}>
              Deploy
            </Button>
          </FormActions>
        </form>
      </Card>
    </>
  );
}
