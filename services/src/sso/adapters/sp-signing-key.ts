import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Our SAML service provider's signing key pair, one per deployment: it signs our
 * LogoutRequests, LogoutResponses, AuthnRequests and SP metadata. It is read from the
 * deployment's secret files, never from the event log.
 */
export type SpSigningKey = { readonly key: string; readonly cert: string };

/**
 * The key pair given, else the PEM files GAMEPOD_SSO_SP_KEY_FILE and GAMEPOD_SSO_SP_CERT_FILE
 * name, else none (SAML Single Logout is then off). A key that does not match its certificate
 * stops the start.
 */
export function spSigningKeyFrom(given: SpSigningKey | undefined, env: NodeJS.ProcessEnv): SpSigningKey | null {
  const pair =
    given ??
    (env.GAMEPOD_SSO_SP_KEY_FILE && env.GAMEPOD_SSO_SP_CERT_FILE
      ? {
          key: readFileSync(env.GAMEPOD_SSO_SP_KEY_FILE, 'utf8'),
          cert: readFileSync(env.GAMEPOD_SSO_SP_CERT_FILE, 'utf8'),
        }
      : null);
  if (!pair) return null;
  if (!new X509Certificate(pair.cert).checkPrivateKey(createPrivateKey(pair.key))) {
    throw new Error('The SAML SP signing key does not match its certificate');
  }
  return pair;
}
