import type { EventStore } from '@gamepod/event-store';
import { type ClientFacts, foldClient } from '../domain/client-facts.ts';

/**
 * Reads a client from the log. Cross-aggregate checks read the other aggregate's events, not
 * its read model, so that they see every write; client streams are short.
 */
export async function readClient(store: EventStore, clientId: string): Promise<ClientFacts | null> {
  const { events } = await store.read('client', clientId);
  return foldClient(clientId, events);
}
