import type { EventStore, StoredEvent } from '@gamepod/events';

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

type Data = Record<string, unknown>;
const strOrNull = (d: Data, k: string): string | null => (typeof d[k] === 'string' ? (d[k] as string) : null);

/** Folds a client's events (the fleet contract's types, by name); null until ClientDeployed. */
export function foldClient(id: string, events: readonly Pick<StoredEvent, 'type' | 'data'>[]): ClientFacts | null {
  let client = null as ClientFacts | null;
  for (const e of events) {
    const d = (e.data ?? {}) as Data;
    if (e.type === 'ClientDeployed') {
      client = {
        id,
        name: strOrNull(d, 'name') ?? '',
        is_active: d.is_active === true,
        sso_active: false,
        sso_login: null,
        sso_logout: null,
        navs: new Map(),
      };
      continue;
    }
    if (!client) continue;
    switch (e.type) {
      case 'ClientUpdated':
        client = { ...client, name: strOrNull(d, 'name') ?? client.name, is_active: d.is_active === true };
        break;
      case 'ClientSsoSettingsSaved':
        client = {
          ...client,
          sso_active: d.active === true,
          sso_login: strOrNull(d, 'login'),
          sso_logout: strOrNull(d, 'logout'),
        };
        break;
      case 'ClientNavAdded': {
        const navId = strOrNull(d, 'nav_id');
        const license = strOrNull(d, 'license');
        if (navId && license) client = { ...client, navs: new Map(client.navs).set(navId, license) };
        break;
      }
      default:
        break;
    }
  }
  return client;
}

/** Reads a client from the log (see readLab for why not from its read model). */
export async function readClient(store: EventStore, clientId: string): Promise<ClientFacts | null> {
  const { events } = await store.read('client', clientId);
  return foldClient(clientId, events);
}
