import { SsoLogoutRefused } from '@gamepod/events';
import { findSession } from '@gamepod/projections';
import type { Caller } from '../../auth/caller.ts';
import { endUserSession } from '../../users/application/logout-service.ts';
import type { PendingLogout } from '../adapters/logout-store.ts';
import {
  checkSamlLogoutRequest,
  checkSamlLogoutResponse,
  logoutResponseInResponseTo,
  type SloQuery,
  samlLogoutResponseUrl,
} from '../adapters/saml-logout.ts';
import { SIGN_IN_TTL_MS } from '../domain/sign-in-timing.ts';
import type { Protocol, SamlConnection } from '../domain/sso-connection.ts';
import { refused } from '../domain/sso-refusal.ts';
import { clientConnection } from './client-connection.ts';
import { subjectKeyOf } from './provider-sessions.ts';
import { auditedAnswer, SSO_ACTOR } from './refusal-audit.ts';
import { type SsoDeps, serviceProviderOf } from './sso-deps.ts';

/** Why a session ended because its identity provider said the subject logged out. */
export const IDP_LOGOUT_REASON = 'Signed out at the identity provider';

/** What the single logout service answers: a page for the browser, or a redirect to the IdP. */
export type SloAnswer = { readonly kind: 'page' } | { readonly kind: 'redirect'; readonly url: string };

/** A provider's logout message handled as an answer: a refusal appends one SsoLogoutRefused. */
const auditedLogout = <T>(
  deps: SsoDeps,
  clientId: string,
  protocol: Protocol,
  from: Caller,
  handle: () => Promise<T>,
) => auditedAnswer(deps, clientId, protocol, from, handle, SsoLogoutRefused);

/** The logout a provider's answer names, taken once: unknown, answered, expired, or another client's is refused. */
async function takeLogout(deps: SsoDeps, key: string, clientId: string, protocol: Protocol): Promise<PendingLogout> {
  const pending = await deps.logouts.take(key);
  if (!pending) throw refused('unknown-request', 'no pending logout under this id or state');
  if (pending.client_id !== clientId || pending.protocol !== protocol) {
    throw refused('unknown-request', "the pending logout is another client's or protocol's");
  }
  if (Date.parse(pending.sent_at) + SIGN_IN_TTL_MS <= deps.clock().getTime()) {
    throw refused('unknown-request', 'expired');
  }
  return pending;
}

/**
 * A message to the client's SAML single logout service (HTTP-Redirect binding; `rawQuery` is
 * the query as it reached us, which the signature covers):
 * - the IdP's LogoutResponse to our LogoutRequest: the response is checked (signature with
 *   the client's certificates, issuer, destination, time, Success), then the logout its
 *   InResponseTo names is taken once; the browser gets a page;
 * - the IdP's own LogoutRequest: checked likewise, its id used once, every session its
 *   subject started ended, and the browser sent back with our signed LogoutResponse.
 *
 * @throws NotFoundError (no such client), ConflictError (SSO off, OIDC), SsoRefusedError (audited)
 */
export async function singleLogout(
  deps: SsoDeps,
  clientId: string,
  query: SloQuery,
  rawQuery: string,
  from: Caller,
): Promise<SloAnswer> {
  const conn = await clientConnection(deps.store, clientId);
  return auditedLogout(deps, clientId, 'saml', from, async () => {
    if (conn.protocol !== 'saml') throw refused('unknown-request', 'the client uses oidc');
    const sp = serviceProviderOf(deps, clientId);
    if (!sp.signing) throw refused('unknown-request', 'SAML Single Logout is off: no SP signing key');
    const now = deps.clock();
    if (query.SAMLResponse && !query.SAMLRequest) {
      const inResponseTo = await logoutResponseInResponseTo(query);
      // checked before the logout it answers is taken, so a forged answer cannot use it up
      await checkSamlLogoutResponse(conn, sp, query, rawQuery, { id: inResponseTo, sent_at: now }, now);
      await takeLogout(deps, inResponseTo, clientId, 'saml');
      return { kind: 'page' } as const;
    }
    if (query.SAMLRequest && !query.SAMLResponse) {
      return { kind: 'redirect', url: await idpLogout(deps, conn, query, rawQuery, now) } as const;
    }
    throw refused('invalid-response', 'neither one SAMLRequest nor one SAMLResponse');
  });
}

async function idpLogout(
  deps: SsoDeps,
  conn: SamlConnection,
  query: SloQuery,
  rawQuery: string,
  now: Date,
): Promise<string> {
  const sp = serviceProviderOf(deps, conn.client_id);
  const request = await checkSamlLogoutRequest(conn, sp, query, rawQuery, now);
  if (!(await deps.logouts.useRequest(request.issuer, request.id))) {
    throw refused('replayed', `LogoutRequest ${request.id} was acted on before`);
  }
  const sessions = await deps.providerSessions.takeSubjectSessions(
    subjectKeyOf(conn.client_id, request.issuer, request.name_id),
  );
  for (const s of sessions) {
    // a session that already ended (the player logged out first) is left as it is
    const known = await findSession(deps.db, s.token_hash);
    if (!known || known.ended_at) continue;
    await endUserSession(deps, s, IDP_LOGOUT_REASON, SSO_ACTOR);
  }
  return samlLogoutResponseUrl(conn, sp, request.id, query.RelayState);
}

/**
 * The OpenID provider's redirect back after its logout: the logout its state names is taken
 * once (unknown, used, expired or another client's is refused and audited).
 *
 * @throws NotFoundError (no such client), ConflictError (SSO off), SsoRefusedError (audited)
 */
export async function oidcLoggedOut(deps: SsoDeps, clientId: string, state: string, from: Caller): Promise<void> {
  await clientConnection(deps.store, clientId);
  await auditedLogout(deps, clientId, 'oidc', from, async () => {
    await takeLogout(deps, state, clientId, 'oidc');
  });
}
