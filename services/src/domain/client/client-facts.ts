import { type EventStore, fold, type StoredEvent } from '@gamepod/events';
import { type ClientEvent, type ClientState, clientDecider } from '../client/client-decider.ts';

/** What the pods code needs to know of a client. */
export type ClientFacts = {
  readonly id: string;
  readonly name: string;
  readonly is_active: boolean;
  readonly sso_active: boolean;
  readonly sso_login: string | null;
  readonly sso_logout: string | null;
  /** nav_id → licence ('A1'). */
  readonly navs: ReadonlyMap<string, string>;
};

/** What pods need of a client, from the client aggregate's own fold: null until it is deployed. */
export function foldClient(id: string, events: readonly Pick<StoredEvent, 'type' | 'data'>[]): ClientFacts | null {
  const state: ClientState = fold(clientDecider, events as readonly ClientEvent[]);
  if (state.status === 'none') return null;
  return {
    id,
    name: state.fields.name,
    is_active: state.fields.is_active,
    sso_active: state.sso.active,
    sso_login: state.sso.login,
    sso_logout: state.sso.logout,
    navs: state.navs,
  };
}

/** Reads a client from the log (see readLab for why not from its read model). */
export async function readClient(store: EventStore, clientId: string): Promise<ClientFacts | null> {
  const { events } = await store.read('client', clientId);
  return foldClient(clientId, events);
}
