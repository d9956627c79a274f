import type { Option } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ShortId } from '../components/short-id.tsx';
import { clientsList } from '../model/clients-list-model.ts';
import '../components/clients.css';

const COLUMNS: readonly Column<Option>[] = [
  { key: 'id', header: 'ID', width: '8rem', cell: (c) => <ShortId id={c.id} /> },
  { key: 'name', header: 'Name', cell: (c) => <span className="client-cell__strong">{c.value}</span> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    width: '7rem',
    cell: (c) => (
      <LinkButton href={`/superadmin/clients/${c.id}`} variant="ghost">
        View
      </LinkButton>
    ),
  },
];

/** /superadmin/clients: 'Manage Your Clients'. */
export function ClientsScreen() {
  useSignals();
  usePageTitle('Manage Your Clients');
  useEffect(() => {
    void clientsList.load();
    return clientsList.reset;
  }, []);
  const count = clientsList.data.value?.length;
  return (
    <>
      <PageHeader
        title="Manage Your Clients"
        back={{ href: '/superadmin/dashboard', label: 'Back To Dashboard' }}
        subtitle={count === undefined ? 'The venues on this server.' : `${count} ${count === 1 ? 'client' : 'clients'}`}
        actions={
          <LinkButton href="/superadmin/clients/deploy" variant="primary">
            Deploy New Client
          </LinkButton>
        }
      />
      <DataTable
        label="Clients"
        columns={COLUMNS}
        rows={clientsList.data.value}
        rowKey={(c) => c.id}
        loading={clientsList.loading.value}
        emptyText="No clients found at the moment!"
      />
    </>
  );
}
