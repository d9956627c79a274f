import { ClientDomainAdded, ClientDomainRemoved } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { clientDomainsMigrations } from './client-domains.migrations.ts';
import { type ClientDomainTable, clientDomainColumns } from './client-domains.table.ts';

const rows = rowProjection<ClientDomainTable>({
  table: 'client_domains',
  keyColumn: 'domain_id',
  columnTypes: clientDomainColumns,
  handlers: [
    on(ClientDomainAdded, {
      key: (e) => e.data.domain_id,
      apply: (_row, e) => ({
        domain_id: e.data.domain_id,
        client_id: e.aggregate_id,
        domain: e.data.domain,
        created_at: new Date(e.metadata.occurred_at),
      }),
    }),
    on<typeof ClientDomainRemoved.schema, ClientDomainTable>(ClientDomainRemoved, {
      key: (e) => e.data.domain_id,
      apply: () => null,
    }),
  ],
});

/** Each client's sign-up email domains (Account Settings → Allowed Domains). */
export const clientDomainsProjection = defineProjection({
  name: 'client_domains',
  description: "Every client's allowed sign-up email domains; an empty list lets any domain sign up.",
  migrations: clientDomainsMigrations,
  tables: { client_domains: clientDomainColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
