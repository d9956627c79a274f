import { claimHolder, claimUnique, handleCommand, releaseUnique } from '@gamepod/event-store';
import { type Actor, type AppendContext, ConflictError, fold, uuidv7 } from '@gamepod/events';
import { type UserTable, userById } from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import { hashToken } from '../../auth/tokens.ts';
import { EMAIL_KIND } from '../../users/application/accounts.ts';
import { userDecider } from '../../users/domain/user-decider.ts';
import type { PendingSignIn } from '../adapters/sign-in-store.ts';
import type { AssertedIdentity } from '../domain/asserted-identity.ts';
import {
  pickAccount,
  type SsoIdentityEvent,
  type SsoIdentityState,
  ssoIdentityDecider,
} from '../domain/sso-identity-decider.ts';
import { refused } from '../domain/sso-refusal.ts';
import type { SsoDeps } from './sso-deps.ts';

/** The subject id of a link: the sha256 of client, issuer and subject, so the subject never names a stream. */
export const linkIdOf = (clientId: string, identity: Pick<AssertedIdentity, 'issuer' | 'subject'>) =>
  hashToken(`${clientId}\u0000${identity.issuer}\u0000${identity.subject}`);

/** The account holding an email by the log's claim, once the users read model has it. */
async function accountWithEmail(deps: SsoDeps, email: string): Promise<UserTable | undefined> {
  const holder = await claimHolder(deps.store, EMAIL_KIND, email);
  if (!holder) return undefined;
  await caughtUp(deps, ['users'], 'user', holder.id);
  return userById(deps.db, holder.id);
}

/**
 * Makes the player account of a first sign-in (just in time): claims the email in the log
 * (one winner however many race), then appends UserJoinedThroughSso. Null when someone else
 * won the email meanwhile; the claim is given back if the append fails.
 */
async function joinThroughSso(
  deps: SsoDeps,
  pending: PendingSignIn,
  identity: AssertedIdentity,
  context: AppendContext,
): Promise<string | null> {
  const user_id = uuidv7();
  const owner = { aggregate: 'user', id: user_id };
  try {
    await claimUnique(deps.store, EMAIL_KIND, identity.email, owner, context);
  } catch (err) {
    if (err instanceof ConflictError) return null;
    throw err;
  }
  try {
    const joining = {
      role: 1 as const,
      client_id: pending.client_id,
      email: identity.email,
      user_name: identity.email,
      first_name: identity.first_name,
      last_name: identity.last_name,
      protocol: pending.protocol,
    };
    const command = { type: 'JoinThroughSso' as const, joining };
    const { seq } = await handleCommand(deps.store, userDecider, user_id, command, { context, clock: deps.clock });
    await deps.checkpoints.waitFor(['users'], seq);
    return user_id;
  } catch (err) {
    await releaseUnique(deps.store, EMAIL_KIND, identity.email, owner, context).catch(() => undefined);
    throw err;
  }
}

/**
 * The names a sign-in asserted that differ from the account's, for UserNameAsserted: a name
 * the provider left out is kept as it is.
 */
export function changedNames(
  account: Pick<UserTable, 'first_name' | 'last_name'>,
  identity: Pick<AssertedIdentity, 'first_name' | 'last_name'>,
): { first_name?: string; last_name?: string } {
  const changes: { first_name?: string; last_name?: string } = {};
  if (identity.first_name !== null && identity.first_name !== account.first_name) {
    changes.first_name = identity.first_name;
  }
  if (identity.last_name !== null && identity.last_name !== account.last_name) changes.last_name = identity.last_name;
  return changes;
}

/**
 * The account a verified sign-in is for: the one its subject was linked to, else this
 * client's account with the asserted email (a password account and its SSO sign-in are one
 * account), else a new player account made from the answer (just in time). A later sign-in
 * that asserts another name renames the account. An email that is another client's account
 * is refused: emails are unique across clients, and an account is never moved or merged
 * across clients by an identity provider.
 *
 * With `join` false (the console: staff are added by an admin first) an unknown person is
 * refused instead of made.
 *
 * @throws SsoRefusedError 'account-of-another-client', or 'unknown-account' without `join` (audited by the caller)
 */
async function accountForSignIn(
  deps: SsoDeps,
  pending: PendingSignIn,
  identity: AssertedIdentity,
  linked: SsoIdentityState,
  join: boolean,
): Promise<UserTable> {
  const context: AppendContext = { actor: { kind: 'system', name: 'sso' } };
  for (let attempt = 0; attempt < 2; attempt++) {
    const byEmail = linked.status === 'linked' ? undefined : await accountWithEmail(deps, identity.email);
    const pick = pickAccount(pending.client_id, linked, byEmail);
    if (pick.kind === 'elsewhere') {
      throw refused('account-of-another-client', `${identity.email} is the account ${pick.user_id} of another client`);
    }
    if (pick.kind === 'join' && !join) {
      throw refused('unknown-account', `no account of the client for ${identity.email}`);
    }
    const userId = pick.kind === 'account' ? pick.user_id : await joinThroughSso(deps, pending, identity, context);
    // null: another sign-in or a sign-up took the email meanwhile; look again
    if (userId === null) continue;
    await caughtUp(deps, ['users'], 'user', userId);
    const account = await userById(deps.db, userId);
    if (!account) throw refused('unknown-account', `account ${userId} is not in the users read model`);
    const names = changedNames(account, identity);
    if (Object.keys(names).length === 0) return account;
    const actor = { kind: 'user' as const, user_id: userId, role: account.role };
    const { seq } = await handleCommand(
      deps.store,
      userDecider,
      userId,
      { type: 'AssertName', ...names },
      { context: { actor }, clock: deps.clock },
    );
    await deps.checkpoints.waitFor(['users'], seq);
    return (await userById(deps.db, userId)) ?? account;
  }
  throw refused('unknown-account', `the email ${identity.email} changed hands twice during the sign-in`);
}

/**
 * The account a verified sign-in signs in (see accountForSignIn), and `link`, which links the
 * subject to it the first time, once the caller's session has started.
 */
export async function signedInAccount(
  deps: SsoDeps,
  pending: PendingSignIn,
  identity: AssertedIdentity,
  opts: { readonly join: boolean },
): Promise<{ user: UserTable; link(actor: Actor): Promise<void> }> {
  const linkId = linkIdOf(pending.client_id, identity);
  const { events } = await deps.store.read(ssoIdentityDecider.aggregate, linkId);
  const linked = fold(ssoIdentityDecider, events as unknown as readonly SsoIdentityEvent[]);
  const user = await accountForSignIn(deps, pending, identity, linked, opts.join);
  const link = async (actor: Actor) => {
    if (linked.status !== 'none') return;
    const { issuer, subject } = identity;
    const linking = { client_id: pending.client_id, user_id: user.id, protocol: pending.protocol, issuer, subject };
    const command = { type: 'Link' as const, ...linking };
    await handleCommand(deps.store, ssoIdentityDecider, linkId, command, { context: { actor }, clock: deps.clock });
  };
  return { user, link };
}
