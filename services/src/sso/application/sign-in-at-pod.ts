import { handleCommand } from '@gamepod/event-store';
import { type Actor, fold, NotFoundError } from '@gamepod/events';
import { podById, userById } from '@gamepod/projections';
import { hashToken } from '../../auth/tokens.ts';
import { stagePhoneLogin } from '../../kiosk/application/remote-service.ts';
import { currentCredentials } from '../../users/application/current-credentials.ts';
import { startLoginOnPod } from '../../users/application/login-service.ts';
import { pendingLogin } from '../../users/domain/mobile-login-code.ts';
import type { PendingSignIn } from '../adapters/sign-in-store.ts';
import type { AssertedIdentity } from '../domain/asserted-identity.ts';
import { pickAccount, type SsoIdentityEvent, ssoIdentityDecider } from '../domain/sso-identity-decider.ts';
import { refused } from '../domain/sso-refusal.ts';
import type { SsoDeps } from './sso-deps.ts';

/** The subject id of a link: the sha256 of client, issuer and subject, so the subject never names a stream. */
export const linkIdOf = (clientId: string, identity: Pick<AssertedIdentity, 'issuer' | 'subject'>) =>
  hashToken(`${clientId}\u0000${identity.issuer}\u0000${identity.subject}`);

/** A pod signed in: its name, and the session that started (its token's sha256, never the token). */
export type SignedInAtPod = {
  readonly nav_name: string | null;
  readonly session: { readonly user_id: string; readonly pod_id: string; readonly token_hash: string };
};

/**
 * Signs the pod of a verified sign-in in, as the phone's QR login does: the account is the
 * one the subject was linked to, else this client's account with the asserted email (then
 * linked); the session starts through the login rules of the pod's own form, marked as an
 * SSO session; and the pod's kiosk socket gets a one-time code that only the kiosk page the
 * sign-in started from can redeem. The session never travels on a channel.
 *
 * @throws SsoRefusedError 'unknown-account'; the login rules' own errors (403, 409).
 */
export async function signInAtPod(
  deps: SsoDeps,
  pending: PendingSignIn,
  identity: AssertedIdentity,
): Promise<SignedInAtPod> {
  const linkId = linkIdOf(pending.client_id, identity);
  const { events } = await deps.store.read(ssoIdentityDecider.aggregate, linkId);
  const linked = fold(ssoIdentityDecider, events as unknown as readonly SsoIdentityEvent[]);
  const byEmail = await currentCredentials(deps, identity.email);
  const userId = pickAccount(pending.client_id, linked, byEmail?.user);
  if (userId === null) throw refused('unknown-account', `no account of the client for ${identity.email}`);
  const user = byEmail?.user.id === userId ? byEmail.user : await userById(deps.db, userId);
  if (!user) throw refused('unknown-account', `linked account ${userId} is gone`);
  const pod = await podById(deps.db, pending.pod_id);
  if (!pod) throw new NotFoundError('Pod not found', { field: 'pod_id' });

  const session = await startLoginOnPod(
    deps,
    pod,
    { user, password_hash: '', rehash: null },
    { form: 'pod', kioskSessionHash: pending.kiosk_session_hash, via: 'mobile', signIn: 'sso' },
  );
  const actor: Actor = { kind: 'user', user_id: user.id, role: user.role };
  if (linked.status === 'none') {
    const { issuer, subject } = identity;
    const link = { client_id: pending.client_id, user_id: user.id, protocol: pending.protocol, issuer, subject };
    await handleCommand(
      deps.store,
      ssoIdentityDecider,
      linkId,
      { type: 'Link', ...link },
      {
        context: { actor },
        clock: deps.clock,
      },
    );
  }
  const code = await deps.mobileLogins.stash(pendingLogin(pod.id, session, deps.clock(), pending.kiosk_session_hash));
  await stagePhoneLogin(deps, pod.id, code, actor);
  return { nav_name: pod.license, session: { user_id: user.id, pod_id: pod.id, token_hash: hashToken(session.token) } };
}
