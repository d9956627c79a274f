import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { LabsTable } from '../components/labs-table.tsx';
import { labs } from '../model/labs-list-model.ts';
import '../components/labs.css';

/** /admin/labs: the client admin's labs with Force On, View Pods and Edit Lab. */
export function LabsScreen() {
  usePageTitle('Manage Your Labs');
  useEffect(() => {
    void labs.load();
    return labs.reset;
  }, []);
  return (
    <>
      <PageHeader
        title="Manage Your Labs"
        subtitle="Switch a lab's Force On, view its pods, or edit its details and schedules."
        back={{ href: '/admin/dashboard', label: 'Back To Dashboard' }}
        actions={
          <LinkButton href="/admin/labs/deploy" variant="primary">
            Deploy New Lab
          </LinkButton>
        }
      />
      <LabsTable />
    </>
  );
}
