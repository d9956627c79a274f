import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says of an account: its claims. */
export type OidcAccount = {
  readonly email: string;
  readonly email_verified: boolean;
  readonly given_name: string;
  readonly family_name?: string;
};

/** The client id the provider knows us by. */
export const OIDC_CLIENT_ID = 'gamepod-test';

/** A real OpenID provider (oidc-provider, its development sign-in pages) on a loopback port. */
export type OidcTestProvider = {
  readonly issuer: string;
  /** Accounts by the login typed on its sign-in page. */
  readonly accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
};

/**
 * Starts the provider, knowing us as a client that returns to `redirectUri`, and after its
 * logout (RP-initiated) to `postLogoutRedirectUri`: a public one (PKCE alone), or with
 * `clientSecret` a confidential one that authenticates at the token endpoint with HTTP Basic.
 */
export async function startOidcTestProvider(
  redirectUri: string,
  opts: { readonly clientSecret?: string; readonly postLogoutRedirectUri?: string } = {},
): Promise<OidcTestProvider> {
  const { clientSecret, postLogoutRedirectUri } = opts;
  const accounts = new Map<string, OidcAccount>();
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        ...(clientSecret === undefined
          ? { token_endpoint_auth_method: 'none' }
          : { token_endpoint_auth_method: 'client_secret_basic', client_secret: clientSecret }),
        redirect_uris: [redirectUri],
        ...(postLogoutRedirectUri ? { post_logout_redirect_uris: [postLogoutRedirectUri] } : {}),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // the claims of the scopes asked for go into the ID token, as Entra ID and Google put them
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
  });
  // the development pages log a warning per start; the tests read no logs
  provider.on('server_error', () => undefined);
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // the test's fetch keeps its connections alive
        server.closeAllConnections();
      }),
  };
}
