import type { OfferRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { editOffer, offerDelete } from '../model/offer-form-model.ts';
import {
  clientNames,
  goToOffersPage,
  isSuperAdmin,
  labNames,
  offerRows,
  offersPage,
} from '../model/offers-list-model.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function columns(superAdmin: boolean, labs: ReadonlyMap<string, string>, clients: ReadonlyMap<string, string>) {
  const cols: Array<Column<OfferRow> | false> = [
    { key: 'name', header: 'Name', cell: (o) => o.name },
    superAdmin && { key: 'client', header: 'Client', cell: (o) => clients.get(o.client_id) ?? '—' },
    { key: 'lab', header: 'Lab', cell: (o) => (o.lab_id ? (labs.get(o.lab_id) ?? 'One lab') : 'Every lab') },
    { key: 'minutes', header: 'Minutes', align: 'end', cell: (o) => o.minutes },
    { key: 'usd_cost', header: 'Price', align: 'end', cell: (o) => usd.format(o.usd_cost) },
    { key: 'order', header: 'Order', align: 'end', cell: (o) => o.order },
    {
      key: 'active',
      header: 'Status',
      cell: (o) => <StatusBadge tone={o.active ? 'ok' : 'unknown'}>{o.active ? 'Active' : 'Inactive'}</StatusBadge>,
    },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      cell: (o) => (
        <span className="offers-table__actions">
          <Button variant="ghost" onClick={() => editOffer(o)} aria-label={`Edit ${o.name}`}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => offerDelete.ask(o)} aria-label={`Delete ${o.name}`}>
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return cols.filter((c): c is Column<OfferRow> => c !== false);
}

/** The offers, 10 a page, in the order players see them. */
export function OffersTable() {
  useSignals();
  return (
    <DataTable
      label="Offers"
      columns={columns(isSuperAdmin.value, labNames.value, clientNames.value)}
      rows={offerRows.value}
      rowKey={(o) => o.id}
      loading={offersPage.loading.value}
      emptyText="No offers found at the moment!"
      pager={pagerOf(offersPage.data.value, goToOffersPage)}
    />
  );
}
