import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// A client's sign-up allow-list lives on its own subject, `gp.evt.client_domains.<client_id>`,
// so the fleet's client aggregate stays as the fleet code owns it. An empty list allows all.

const Domain = Type.String({
  minLength: 3,
  maxLength: 253,
  pattern: '^[a-z0-9.-]+$',
  description: "lowercased host name, e.g. 'example.edu'",
});

export const ClientDomainAdded = defineEvent({
  type: 'ClientDomainAdded',
  aggregate: 'client_domains',
  description: 'An email domain was added to the allow-list a client’s players must sign up with.',
  schema: Type.Object({ domain_id: Type.String({ minLength: 1, description: 'UUIDv7' }), domain: Domain }),
});

export const ClientDomainRemoved = defineEvent({
  type: 'ClientDomainRemoved',
  aggregate: 'client_domains',
  description: 'A domain was taken off the client’s sign-up allow-list.',
  schema: Type.Object({ domain_id: Type.String({ minLength: 1 }), domain: Domain }),
});

/** The client_domains aggregate's event types, for the catalogue. */
export const CLIENT_DOMAIN_EVENTS = [ClientDomainAdded, ClientDomainRemoved] as const;
