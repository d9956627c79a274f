import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import type { ClientDomainsDB, ClientDomainTable } from './client-domains.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<ClientDomainsDB>).withSchema(liveSchema('client_domains'));

/** A client's allowed domains, alphabetically. */
export async function domainsOfClient(db: Kysely<unknown>, clientId: string): Promise<ClientDomainTable[]> {
  return from(db)
    .selectFrom('client_domains')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('domain')
    .orderBy('domain_id')
    .execute();
}

/** One allowed domain by id, with the client it belongs to. */
export async function domainById(db: Kysely<unknown>, domainId: string): Promise<ClientDomainTable | undefined> {
  return from(db).selectFrom('client_domains').selectAll().where('domain_id', '=', domainId).executeTakeFirst();
}
