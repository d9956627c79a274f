import Type, { type Static } from 'typebox';
import { Strict, UuidId, WithToken } from '../../fields.ts';
import { get, post } from '../../route.ts';

export const Domain = Type.Object({ id: Type.String(), domain: Type.String() });
export type Domain = Static<typeof Domain>;

const Domains = Type.Object({ domains: Type.Array(Domain) });

/** A client's allowed sign-up domains (a client admin always gets their own client's). */
export const adminKioskDomains = get('/admin/kiosk/domains', {
  querystring: Type.Object({
    client_id: Type.Optional(UuidId('the client; required for a super admin')),
    ...WithToken,
  }),
  data: Domains,
});

/** Add a domain to a client's list; replies with the new id and the list. */
export const adminKioskDomainsAdd = post('/admin/kiosk/domains/add', {
  body: Strict({ domain: Type.String({ maxLength: 253 }), client_id: UuidId('the client'), ...WithToken }),
  data: Type.Object({ domain_id: Type.String(), ...Domains.properties }),
});

/** Take a domain off its client's list; replies with the list left. */
export const adminKioskDomainsDelete = post('/admin/kiosk/domains/delete', {
  body: Strict({ domain_id: UuidId('the domain'), ...WithToken }),
  data: Domains,
});
