import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type { ClientNavTable, ClientSettingsDB, ClientSettingsTable, ClientsDB, ClientTable } from './clients.table.ts';

const schema = liveSchema('clients');
const from = (db: Kysely<unknown>) => (db as Kysely<ClientsDB & ClientSettingsDB>).withSchema(schema);

/** One client by id. */
export async function clientById(db: Kysely<unknown>, id: string): Promise<ClientTable | undefined> {
  return from(db).selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The clients whose people sign in through a directory (LDAP) or a library system (SIP2), by id. */
export async function clientsWithExternalSource(
  db: Kysely<unknown>,
): Promise<Array<{ id: string; sign_in_source: 'ldap' | 'sip2' }>> {
  const rows = await from(db)
    .selectFrom('clients')
    .select(['id', 'sign_in_source'])
    .where('sign_in_source', 'in', ['ldap', 'sip2'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, sign_in_source: r.sign_in_source === 'ldap' ? 'ldap' : 'sip2' }));
}

/** Every client's id and name, by name: the clients screen and client selects. */
export async function clientOptions(db: Kysely<unknown>): Promise<Array<{ id: string; name: string }>> {
  return clientOptionsQuery(db).execute();
}

/** `clientOptions`' statement, for callers that compile it. */
export const clientOptionsQuery = (db: Kysely<unknown>) =>
  from(db).selectFrom('clients').select(['id', 'name']).orderBy('name').orderBy('id');

/** A client's navs in seat order: A1, A2 … A10 before B1 (number order, not text order). */
export async function navsOfClient(db: Kysely<unknown>, clientId: string): Promise<ClientNavTable[]> {
  return from(db)
    .selectFrom('client_navs')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('letter')
    .orderBy(sql`length(license)`)
    .orderBy('license')
    .execute();
}

/** A client's Account Settings, or undefined when it never saved any (every value is then the default). */
export async function clientSettingsById(
  db: Kysely<unknown>,
  clientId: string,
): Promise<ClientSettingsTable | undefined> {
  return from(db).selectFrom('client_settings').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}
