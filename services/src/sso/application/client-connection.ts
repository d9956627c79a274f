import type { EventStore } from '@gamepod/event-store';
import { fold, NotFoundError } from '@gamepod/events';
import { type ClientEvent, clientDecider } from '../../clients/domain/client-decider.ts';
import { connectionOf, type SsoConnection } from '../domain/sso-connection.ts';

/**
 * The identity provider of a client, from the client's own events (a save is seen at once).
 *
 * @throws NotFoundError (404) for no such client, ConflictError (409) when its SSO is off.
 */
export async function clientConnection(store: EventStore, clientId: string): Promise<SsoConnection> {
  const { events } = await store.read('client', clientId);
  const state = fold(clientDecider, events as unknown as readonly ClientEvent[]);
  if (state.status === 'none') throw new NotFoundError('Client not found', { field: 'client_id' });
  return connectionOf(clientId, state.sso);
}
