import type { SsoDetails } from '@gamepod/contracts/http';
import type { EventStore } from '@gamepod/event-store';
import { fold } from '@gamepod/events';
import { type ClientEvent, clientDecider, deployed } from '../domain/client-decider.ts';

/**
 * A client's SSO settings as the SSO form shows them, from the client's own events (a save is
 * seen at once, and every field the settings hold, not only the read model's columns). The
 * client secret is never shown: only whether one is kept.
 *
 * @throws NotFoundError (404) for no such client.
 */
export async function clientSsoDetails(store: EventStore, clientId: string): Promise<SsoDetails> {
  const { events } = await store.read('client', clientId);
  const { sso } = deployed(fold(clientDecider, events as unknown as readonly ClientEvent[]));
  const { oidc_client_secret, ...shown } = sso;
  return { ...shown, oidc_client_secret_set: oidc_client_secret !== null };
}
