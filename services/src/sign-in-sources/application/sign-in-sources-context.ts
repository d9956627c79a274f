import type { AppDeps } from '../../app-deps.ts';
import { secretKeyFrom } from '../../sso/adapters/sealed-secret.ts';
import type { SsoOptions } from '../../sso/application/sso-deps.ts';
import { CachedCredentials } from '../adapters/cached-credentials.ts';
import { ClientSources } from './client-sources.ts';

/** What an app keeps for the clients' sign-in sources: one source object per client, and the outage policy's credentials. */
export type SignInSourcesContext = { readonly sources: ClientSources; readonly credentials: CachedCredentials };

/** Made once per app; the sources' sealed secrets open with the key the settings were sealed with. */
export function signInSourcesContext(
  deps: Pick<AppDeps, 'store' | 'nc' | 'names'>,
  sso: SsoOptions,
): SignInSourcesContext {
  const secretKey = secretKeyFrom(sso.secretKey ?? process.env.GAMEPOD_SSO_SECRET_KEY);
  return {
    sources: new ClientSources({ store: deps.store, secretKey }),
    credentials: new CachedCredentials({ nc: deps.nc, names: deps.names }),
  };
}
