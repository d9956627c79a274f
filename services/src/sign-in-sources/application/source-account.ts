import { claimUnique, handleCommand, releaseUnique } from '@gamepod/event-store';
import { type AppendContext, ConflictError, fold, uuidv7 } from '@gamepod/events';
import { type UserTable, userById } from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import { hashToken } from '../../auth/tokens.ts';
import { EMAIL_KIND } from '../../users/application/accounts.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { userDecider } from '../../users/domain/user-decider.ts';
import type { SourcePerson } from '../domain/source-answer.ts';
import {
  type SourceIdentityEvent,
  type SourceIdentityState,
  sourceIdentityDecider,
} from '../domain/source-identity-decider.ts';
import { sourceDetails, sourceEmail, sourceJoining } from '../domain/source-joining.ts';

/** The actor of what a source's answer writes before anyone is signed in. */
export const SOURCE_ACTOR = { kind: 'system', name: 'sign-in-source' } as const;

/** The subject id of a link: the sha256 of client, source kind and the source's id, so a card number never names a stream. */
export const sourceLinkIdOf = (clientId: string, kind: 'ldap' | 'sip2', externalId: string) =>
  hashToken(`${clientId}\u0000${kind}\u0000${externalId}`);

/** Who the source vouched for, at which client and through what they typed. */
export type VouchedPerson = {
  readonly client_id: string;
  readonly kind: 'ldap' | 'sip2';
  /** What the person typed in the username field. */
  readonly typed: string;
  readonly person: SourcePerson;
};

async function linkedTo(deps: Pick<IdentityDeps, 'store'>, linkId: string): Promise<SourceIdentityState> {
  const { events } = await deps.store.read(sourceIdentityDecider.aggregate, linkId);
  return fold(sourceIdentityDecider, events as unknown as readonly SourceIdentityEvent[]);
}

/**
 * Claims the source's email for a new account when nobody holds it; null when it gave none or
 * the email is someone's already (a source never takes over or merges into another account).
 */
async function claimedEmail(
  deps: Pick<IdentityDeps, 'store'>,
  email: string | null,
  owner: { aggregate: string; id: string },
): Promise<string | null> {
  if (email === null) return null;
  try {
    await claimUnique(deps.store, EMAIL_KIND, email, owner, { actor: SOURCE_ACTOR });
    return email;
  } catch (err) {
    if (err instanceof ConflictError) return null;
    throw err;
  }
}

/** Makes the account of a first sign-in (UserJoinedThroughSource); the email claim is given back if it fails. */
async function join(deps: IdentityDeps, vouched: VouchedPerson): Promise<string> {
  const user_id = uuidv7();
  const owner = { aggregate: 'user', id: user_id };
  const context: AppendContext = { actor: SOURCE_ACTOR };
  const email = await claimedEmail(deps, sourceEmail(vouched.person), owner);
  try {
    const joining = sourceJoining(vouched.client_id, vouched.kind, vouched.typed, vouched.person, email);
    const command = { type: 'JoinThroughSource' as const, joining };
    const { seq } = await handleCommand(deps.store, userDecider, user_id, command, { context, clock: deps.clock });
    await deps.checkpoints.waitFor(['users'], seq);
    return user_id;
  } catch (err) {
    if (email !== null) await releaseUnique(deps.store, EMAIL_KIND, email, owner, context).catch(() => undefined);
    throw err;
  }
}

/** A linked account takes the name and birth date the source gives now, when they differ (UserDetailsFromSource). */
async function takeDetails(deps: IdentityDeps, userId: string, vouched: VouchedPerson): Promise<void> {
  const command = { type: 'TakeSourceDetails' as const, source: vouched.kind, ...sourceDetails(vouched.person) };
  const { seq, appended } = await handleCommand(deps.store, userDecider, userId, command, {
    context: { actor: SOURCE_ACTOR },
    clock: deps.clock,
  });
  if (appended) await deps.checkpoints.waitFor(['users'], seq);
}

/**
 * The account a person the source vouched for signs in as: the one their source id was linked
 * to (taking the source's name and birth date when they changed), else a new one made now and linked at once (so a refusal by the login rules that follows
 * never leaves a second account for the next sign-in to make). Two first sign-ins at once: the
 * link's second writer finds it taken and signs in as the first one's account.
 */
export async function sourceAccount(deps: IdentityDeps, vouched: VouchedPerson): Promise<UserTable> {
  const linkId = sourceLinkIdOf(vouched.client_id, vouched.kind, vouched.person.external_id);
  const linked = await linkedTo(deps, linkId);
  let userId = linked.status === 'linked' ? linked.user_id : null;
  if (userId !== null) await takeDetails(deps, userId, vouched);
  if (userId === null) {
    const joined = await join(deps, vouched);
    const linking = {
      client_id: vouched.client_id,
      user_id: joined,
      source: vouched.kind,
      external_id: vouched.person.external_id,
    };
    try {
      await handleCommand(
        deps.store,
        sourceIdentityDecider,
        linkId,
        { type: 'Link', ...linking },
        { context: { actor: SOURCE_ACTOR }, clock: deps.clock },
      );
      userId = joined;
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      const winner = await linkedTo(deps, linkId);
      if (winner.status !== 'linked') throw err;
      userId = winner.user_id;
    }
  }
  await caughtUp(deps, ['users'], 'user', userId);
  const account = await userById(deps.db, userId);
  if (!account) throw new ConflictError(`account ${userId} is not in the users read model yet`);
  return account;
}
