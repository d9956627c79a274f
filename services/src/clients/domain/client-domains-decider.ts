import {
  ClientDomainAdded,
  ClientDomainRemoved,
  ConflictError,
  type Decider,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { assertActsFor, type FleetActor } from './fleet-actor.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type ClientDomainsEvent = Of<typeof ClientDomainAdded> | Of<typeof ClientDomainRemoved>;

export type ClientDomainsCommand =
  | {
      readonly type: 'Add';
      readonly actor: FleetActor;
      /** The stream's own id: the client the list belongs to. */
      readonly client_id: string;
      /** Whether the client aggregate exists (the handler read it). */
      readonly client_exists: boolean;
      readonly domain: string;
    }
  | { readonly type: 'Remove'; readonly actor: FleetActor; readonly client_id: string; readonly domain_id: string };

/** domain_id → domain. Empty: every domain may sign up. */
export type ClientDomainsState = { readonly domains: ReadonlyMap<string, string> };

// letters, digits and hyphens per label, at least two labels, a letter-only top level
const DOMAIN = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * What an admin typed as a domain, normalised: trimmed, lowercased, without a leading '@'.
 * @throws ValidationError (msg_key admin-setting-domain-error) when it is not a host name.
 */
export function normaliseDomain(text: string): string {
  const domain = text.trim().toLowerCase().replace(/^@/, '');
  if (!DOMAIN.test(domain)) {
    throw new ValidationError('domain: must be a domain like example.edu', {
      field: 'domain',
      msg_key: 'admin-setting-domain-error',
    });
  }
  return domain;
}

/**
 * Whether an email's domain is on the list: the domain itself or a subdomain of it
 * (students@mail.example.edu for example.edu). An empty list allows every domain.
 */
export function emailDomainAllowed(email: string, allowed: Iterable<string>): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  let any = false;
  for (const d of allowed) {
    any = true;
    if (domain === d || domain.endsWith(`.${d}`)) return true;
  }
  return !any;
}

/** A client's sign-up allow-list: edited by its client admin or a super admin. */
export const clientDomainsDecider: Decider<ClientDomainsCommand, ClientDomainsState, ClientDomainsEvent> = {
  aggregate: 'client_domains',
  initialState: () => ({ domains: new Map() }),
  evolve(state, event) {
    switch (event.type) {
      case 'ClientDomainAdded':
        return { domains: new Map(state.domains).set(event.data.domain_id, event.data.domain) };
      case 'ClientDomainRemoved': {
        const domains = new Map(state.domains);
        domains.delete(event.data.domain_id);
        return { domains };
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, ctx) {
    assertActsFor(command.actor, command.client_id);
    switch (command.type) {
      case 'Add': {
        if (!command.client_exists) throw new NotFoundError('Client not found', { field: 'client_id' });
        const domain = normaliseDomain(command.domain);
        if ([...state.domains.values()].includes(domain)) {
          throw new ConflictError('This domain is already on the list', { field: 'domain' });
        }
        return [ClientDomainAdded.of({ domain_id: ctx.newId(), domain })];
      }
      case 'Remove': {
        const domain = state.domains.get(command.domain_id);
        if (domain === undefined) throw new NotFoundError('Domain not found', { field: 'domain_id' });
        return [ClientDomainRemoved.of({ domain_id: command.domain_id, domain })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
