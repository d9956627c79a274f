import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per email domain on a client's sign-up allow-list. */
export type ClientDomainTable = {
  domain_id: string;
  client_id: string;
  domain: string;
  created_at: Date;
};

export type ClientDomainsDB = { client_domains: ClientDomainTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const clientDomainColumns: ColumnTypes<ClientDomainTable> = {
  domain_id: 'text',
  client_id: 'text',
  domain: 'text',
  created_at: 'timestamptz',
};
