import type { EventStore } from '@gamepod/event-store';
import { fold } from '@gamepod/events';
import { type ClientDomainsEvent, clientDomainsDecider } from '../domain/client-domains-decider.ts';

/** A client's allowed sign-up domains, from its client_domains subject (the log, so a fresh edit counts). */
export async function allowedDomains(store: EventStore, clientId: string): Promise<string[]> {
  const { events } = await store.read(clientDomainsDecider.aggregate, clientId);
  return [...fold(clientDomainsDecider, events as unknown as ClientDomainsEvent[]).domains.values()];
}
