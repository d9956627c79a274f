import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import type { ReadModel } from '@gamepod/projections';
import type { BuildAppOptions } from '@gamepod/services';
import { openPodServices, type PodServices, type TestClient } from '../../../../services/test/support/pod-fixtures.ts';

/** What a bridge test file works with; filled in by `before`, torn down by `after`. */
export type ListeningServices = {
  f: PodServices;
  /** Where bridges reach services: a real port, since a bridge speaks HTTP to them. */
  apiUrl: string;
  client: TestClient;
  /** A lab of `client`'s to deploy pods into. */
  labId: string;
};

/**
 * Registers the hooks that give the calling describe block services listening on a port,
 * with a client and a lab. Hooks the caller registers after this one run after it.
 */
export function listeningServices(
  opts: { extra?: readonly ReadModel[]; build?: BuildAppOptions } = {},
): ListeningServices {
  const s = {} as ListeningServices;
  before(async () => {
    s.f = await openPodServices({ extra: opts.extra ?? [], build: opts.build });
    await s.f.app.listen({ host: '127.0.0.1', port: 0 });
    s.apiUrl = `http://127.0.0.1:${(s.f.app.server.address() as AddressInfo).port}`;
    s.client = await s.f.client();
    s.labId = await s.f.lab(s.client.id);
  });
  after(() => s.f.close());
  return s;
}
