import type { ClientLab } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { LinkButton } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { Switch } from '#components/switch.tsx';
import { clientDetails, forceOnSaving, setForceOn } from '../model/client-details-model.ts';
import { ShortId } from './short-id.tsx';

/** The client's labs: ID, Name, Force On, View Pods and the lab's Queue. */
export function ClientLabsTable({ clientId }: { clientId: string }) {
  useSignals();
  const saving = forceOnSaving.value;
  const columns: readonly Column<ClientLab>[] = [
    { key: 'id', header: 'ID', width: '8rem', cell: (l) => <ShortId id={l.id} /> },
    { key: 'name', header: 'Name', cell: (l) => <span className="client-cell__strong">{l.value}</span> },
    {
      key: 'force_on',
      header: 'Force On',
      width: '7rem',
      cell: (l) => (
        <Switch
          label={`Force On ${l.value}`}
          hideLabel
          checked={l.admin_mode === 1}
          busy={saving.has(l.id)}
          onChange={(on) => void setForceOn(l.id, on)}
        />
      ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      width: '14rem',
      cell: (l) => (
        <span className="row-actions">
          <LinkButton href={`/superadmin/clients/${clientId}/pods/${l.id}`} variant="ghost">
            View Pods
          </LinkButton>
          <LinkButton href={`/common/lab_queue/${l.id}`} variant="ghost" aria-label={`Queue of ${l.value}`}>
            Queue
          </LinkButton>
        </span>
      ),
    },
  ];
  return (
    <div className="client-table">
      <DataTable
        label="Labs"
        columns={columns}
        rows={clientDetails.data.value?.labs ?? null}
        rowKey={(l) => l.id}
        loading={clientDetails.loading.value}
        emptyText="No labs found for client!"
      />
    </div>
  );
}
