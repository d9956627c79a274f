import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isFetchableAddress } from './fetchable-address.ts';

/** A host that resolves to nothing, or to an address the server may not call. */
export class RefusedAddressError extends Error {
  constructor(
    message: string,
    readonly code: 'address' | 'network',
  ) {
    super(message);
  }
}

/**
 * Resolves `host` and checks every address it resolves to (public unicast only; loopback too
 * when `allowLoopback`), then returns a `lookup` for http(s).request that answers the checked
 * address: the connection goes where the check looked, so a second DNS answer cannot rebind
 * it to an internal one.
 */
export async function guardedLookup(host: string, allowLoopback = false): Promise<LookupFunction> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = await lookup(bare, { all: true, verbatim: true }).catch(() => {
    throw new RefusedAddressError(`${bare} does not resolve`, 'network');
  });
  const refused = addresses.find((a) => !isFetchableAddress(a.address, allowLoopback));
  if (refused || addresses.length === 0) {
    throw new RefusedAddressError(
      `${bare} resolves to ${refused?.address ?? 'nothing'}, an internal address; not called`,
      'address',
    );
  }
  const pinned = addresses[0] as { address: string; family: number };
  return (_host, opts, done) => {
    if ((opts as { all?: boolean }).all) (done as (e: null, a: unknown[]) => void)(null, [pinned]);
    else done(null, pinned.address, pinned.family);
  };
}
