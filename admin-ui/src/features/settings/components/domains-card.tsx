import type { Domain } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { TextField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import {
  addDomain,
  addingDomain,
  domainDelete,
  domainError,
  domains,
  newDomain,
  setNewDomain,
} from '../model/domains-model.ts';

const COLUMNS: readonly Column<Domain>[] = [
  { key: 'domain', header: 'Domain', cell: (d) => <span className="settings-domain">{d.domain}</span> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    width: '7rem',
    cell: (d) => (
      <Button variant="ghost" aria-label={`Delete ${d.domain}`} onClick={() => domainDelete.ask(d)}>
        Delete
      </Button>
    ),
  },
];

/** Allowed Domains: the email domains this client's players sign up with. */
export function DomainsCard() {
  useSignals();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void addDomain();
  };
  return (
    <Card title="Allowed Domains">
      <p className="settings-note">Players of this client sign up with an email address at one of these domains.</p>
      <form className="settings-inline-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Domain"
          required
          placeholder="example.com"
          value={newDomain.value}
          error={domainError.value}
          disabled={addingDomain.value}
          maxLength={253}
          onChange={setNewDomain}
        />
        <Button type="submit" variant="primary" busy={addingDomain.value}>
          Add
        </Button>
      </form>
      <DataTable
        label="Allowed Domains"
        columns={COLUMNS}
        rows={domains.data.value}
        rowKey={(d) => d.id}
        loading={domains.loading.value}
        emptyText="No domains added yet!"
      />
      <ConfirmModal
        open={domainDelete.pending.value !== null}
        message={`Are you sure you want to delete ${domainDelete.pending.value?.domain ?? 'this domain'}?`}
        busy={domainDelete.busy.value}
        onYes={() => void domainDelete.confirm()}
        onNo={domainDelete.cancel}
      />
    </Card>
  );
}
