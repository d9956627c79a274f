import { ssoOidcCallback, ssoOidcLoggedOut, ssoSamlAcs, ssoSamlMetadata, ssoSamlSlo } from '@gamepod/contracts/http';
import { ConflictError, type StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/transport-node';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { LogoutStore } from '../adapters/logout-store.ts';
import { OidcDiscoveries, type OidcRelyingParty } from '../adapters/oidc-provider.ts';
import { ProviderSessionStore } from '../adapters/provider-session-store.ts';
import type { SamlServiceProvider } from '../adapters/saml-provider.ts';
import { secretKeyFrom } from '../adapters/sealed-secret.ts';
import { SignInStore } from '../adapters/sign-in-store.ts';
import { type SpSigningKey, spSigningKeyFrom } from '../adapters/sp-signing-key.ts';

/** What the SSO use cases need: the identity deps (sessions, limits, phone-login codes) and their own stores. */
export type SsoDeps = IdentityDeps & {
  readonly signIns: SignInStore;
  readonly discoveries: OidcDiscoveries;
  /** Logouts in flight, and what each session needs for the provider's logout. */
  readonly logouts: LogoutStore;
  readonly providerSessions: ProviderSessionStore;
  /** The deployment's SAML SP signing key pair; null: no SAML Single Logout. */
  readonly spKey: SpSigningKey | null;
  /**
   * Our public origin (https://venue.example): every URL an identity provider knows us by
   * starts with it, so it is configured, never read from a request's Host header. Null: not
   * configured, and single sign-on answers 409.
   */
  readonly publicUrl: string | null;
};

/** Where single sign-on runs. */
export type SsoOptions = {
  /** Our public origin; default GAMEPOD_PUBLIC_URL. Without one, SSO answers 409. */
  readonly publicUrl?: string;
  /** Accept http:// OpenID providers (tests run one on a loopback port). */
  readonly allowHttpProviders?: boolean;
  /**
   * The key that seals OpenID client secrets (32 bytes, base64); default
   * GAMEPOD_SSO_SECRET_KEY. Without one, a client secret cannot be saved (409).
   */
  readonly secretKey?: string;
  /**
   * Let an IdP metadata URL on a loopback address be fetched (tests, a developer's machine);
   * every other internal address stays refused.
   */
  readonly allowLoopbackMetadata?: boolean;
  /** The SAML SP signing key pair; default the PEM files GAMEPOD_SSO_SP_KEY_FILE and GAMEPOD_SSO_SP_CERT_FILE. */
  readonly spKey?: SpSigningKey;
};

/** The SSO use cases' dependencies, made once per app on the identity use cases' own. */
export function ssoDeps(identity: IdentityDeps, nc: NatsConnection, names: StoreNames, options: SsoOptions): SsoDeps {
  return {
    ...identity,
    signIns: new SignInStore({ nc, names }),
    discoveries: new OidcDiscoveries({
      allowHttp: options.allowHttpProviders ?? false,
      secretKey: secretKeyFrom(options.secretKey ?? process.env.GAMEPOD_SSO_SECRET_KEY),
    }),
    logouts: new LogoutStore({ nc, names }),
    providerSessions: new ProviderSessionStore({ nc, names }),
    spKey: spSigningKeyFrom(options.spKey, process.env),
    publicUrl: configuredPublicUrl(options),
  };
}

/** Our public origin as configured (the options, else GAMEPOD_PUBLIC_URL); null when neither says. */
export const configuredPublicUrl = (options: Pick<SsoOptions, 'publicUrl'>): string | null =>
  options.publicUrl ?? process.env.GAMEPOD_PUBLIC_URL ?? null;

/** Our own address of `url` (a contract path) for a client. */
function at(deps: Pick<SsoDeps, 'publicUrl'>, url: string, clientId: string): string {
  if (deps.publicUrl === null) {
    throw new ConflictError("Single sign-on needs the server's public address (GAMEPOD_PUBLIC_URL)");
  }
  return `${deps.publicUrl.replace(/\/+$/, '')}/api/v1${url.replace(':client_id', clientId)}`;
}

/** The redirect that reached us at `requestUrl` (path and query), on our public address. */
export function publicUrlOf(deps: Pick<SsoDeps, 'publicUrl'>, requestUrl: string): URL {
  if (deps.publicUrl === null) {
    throw new ConflictError("Single sign-on needs the server's public address (GAMEPOD_PUBLIC_URL)");
  }
  return new URL(requestUrl, deps.publicUrl);
}

/** Who we are to a client's SAML IdP: the metadata URL is also our entity id, so it never changes. */
export const serviceProviderOf = (
  deps: Pick<SsoDeps, 'publicUrl' | 'spKey'>,
  clientId: string,
): SamlServiceProvider => ({
  entity_id: at(deps, ssoSamlMetadata.url, clientId),
  acs_url: at(deps, ssoSamlAcs.url, clientId),
  slo_url: at(deps, ssoSamlSlo.url, clientId),
  signing: deps.spKey,
});

/** Where an OpenID provider sends the browser back after its logout. */
export const postLogoutRedirectOf = (deps: Pick<SsoDeps, 'publicUrl'>, clientId: string): string =>
  at(deps, ssoOidcLoggedOut.url, clientId);

/** Who we are to a client's OpenID provider. */
export const relyingPartyOf = (deps: Pick<SsoDeps, 'publicUrl'>, clientId: string): OidcRelyingParty => ({
  redirect_uri: at(deps, ssoOidcCallback.url, clientId),
});
