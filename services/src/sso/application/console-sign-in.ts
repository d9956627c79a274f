import { createHash } from 'node:crypto';
import { ConflictError } from '@gamepod/events';
import type { Caller } from '../../auth/caller.ts';
import { readClient } from '../../clients/application/read-client.ts';
import { startLogin } from '../../users/application/login-service.ts';
import type { UserSession } from '../../users/application/user-session.ts';
import { pendingLogin } from '../../users/domain/mobile-login-code.ts';
import type { ConsolePendingSignIn } from '../adapters/sign-in-store.ts';
import type { AssertedIdentity } from '../domain/asserted-identity.ts';
import { CONSOLE_REDEEMER, mayUseConsole } from '../domain/console-staff.ts';
import { refused } from '../domain/sso-refusal.ts';
import { clientConnection } from './client-connection.ts';
import { signedInAccount } from './sso-account.ts';
import type { SsoDeps } from './sso-deps.ts';
import { sendToProvider } from './start-sign-in.ts';

/** The challenge a verifier answers: base64url(sha256(verifier)), as PKCE's S256. */
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * Starts a staff member's sign-in to the admin console at `clientId`'s identity provider,
 * for the browser whose page keeps the verifier of `challenge`. Returns the provider's address.
 *
 * @throws NotFoundError (404) for no such client, ConflictError (409) when its SSO is off.
 */
export function startConsoleSignIn(deps: SsoDeps, from: Caller, clientId: string, challenge: string): Promise<string> {
  return sendToProvider(deps, from, clientId, { for: 'console', browser_challenge: challenge });
}

/**
 * Signs a staff member in to the admin console after their provider vouched for them: the
 * account is found as at a pod (sso-account.ts) but never made here, since staff are added by
 * an admin first; it must be a role the console admits; an admin session starts through the
 * console's login rules, marked as an SSO session, and waits (60 s, once, sealed) under a
 * one-time code that only the browser holding the sign-in's verifier can redeem.
 *
 * @throws SsoRefusedError 'unknown-account' or 'not-staff'; the login rules' own errors (403).
 */
export async function signInAtConsole(
  deps: SsoDeps,
  pending: ConsolePendingSignIn,
  identity: AssertedIdentity,
): Promise<string> {
  const { user, link } = await signedInAccount(deps, pending, identity, { join: false });
  if (!mayUseConsole(user.role)) throw refused('not-staff', `role ${user.role} does not use the console`);

  const session = await startLogin(
    deps,
    { user, password_hash: '', rehash: null },
    { target: { form: 'console' }, kind: 'admin', via: 'admin', pod_id: null, sign_in: 'sso' },
  );
  await link({ kind: 'user', user_id: user.id, role: user.role });
  return deps.mobileLogins.stash(pendingLogin(CONSOLE_REDEEMER, session, deps.clock(), pending.browser_challenge));
}

/**
 * The admin session a console sign-in left under `code`, once, for the page that shows the
 * verifier the sign-in started with. Any other page, a used or expired code, gets 410.
 *
 * @throws GoneError (410)
 */
export function redeemConsoleSignIn(deps: SsoDeps, code: string, verifier: string): Promise<UserSession> {
  const redeemer = { pod_id: CONSOLE_REDEEMER, kiosk_session: challengeOf(verifier) };
  return deps.mobileLogins.redeem(code, redeemer, deps.clock());
}

/**
 * A client's single sign-on as a sign-in page offers it: on (its settings are complete) or
 * off, and the client's name. An unknown client is answered as one with SSO off and no name.
 */
export async function providerOf(deps: SsoDeps, clientId: string): Promise<{ sso_active: 0 | 1; name: string | null }> {
  const client = await readClient(deps.store, clientId);
  if (!client) return { sso_active: 0, name: null };
  try {
    await clientConnection(deps.store, clientId);
    return { sso_active: 1, name: client.name || null };
  } catch (err) {
    if (err instanceof ConflictError) return { sso_active: 0, name: client.name || null };
    throw err;
  }
}
