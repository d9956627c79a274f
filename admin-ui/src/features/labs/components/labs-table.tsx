import type { LabOption } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { LinkButton } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { Switch } from '#components/switch.tsx';
import { labs, savingForceOn, setForceOn } from '../model/labs-list-model.ts';
import { ShortId } from './short-id.tsx';

const COLUMNS: readonly Column<LabOption>[] = [
  { key: 'id', header: 'ID', width: '8rem', cell: (l) => <ShortId id={l.id} /> },
  { key: 'name', header: 'Name', cell: (l) => <span className="labs-table__name">{l.value}</span> },
  {
    key: 'force_on',
    header: 'Force On',
    width: '8rem',
    cell: (l) => (
      <Switch
        label={`Force On ${l.value}`}
        hideLabel
        checked={l.admin_mode === 1}
        busy={savingForceOn.value.has(l.id)}
        onChange={(on) => void setForceOn(l, on)}
      />
    ),
  },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (l) => (
      <span className="row-actions">
        <LinkButton href={`/admin/labs/${l.id}/pods`} variant="ghost" aria-label={`View Pods of ${l.value}`}>
          View Pods
        </LinkButton>
        <LinkButton href={`/common/lab_queue/${l.id}`} variant="ghost" aria-label={`Queue of ${l.value}`}>
          Queue
        </LinkButton>
        <LinkButton href={`/admin/labs/edit/${l.id}`} variant="secondary" aria-label={`Edit Lab ${l.value}`}>
          Edit Lab
        </LinkButton>
      </span>
    ),
  },
];

/** The labs table of /admin/labs: ID, Name, Force On, Action. */
export function LabsTable() {
  useSignals();
  return (
    <DataTable
      label="Labs"
      columns={COLUMNS}
      rows={labs.data.value}
      rowKey={(l) => l.id}
      loading={labs.loading.value}
      emptyText="No labs found at the moment!"
    />
  );
}
