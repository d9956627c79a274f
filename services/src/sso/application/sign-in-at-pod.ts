import { type Actor, NotFoundError } from '@gamepod/events';
import { podById } from '@gamepod/projections';
import { hashToken } from '../../auth/tokens.ts';
import { stagePhoneLogin } from '../../kiosk/application/remote-service.ts';
import { startLoginOnPod } from '../../users/application/login-service.ts';
import { pendingLogin } from '../../users/domain/mobile-login-code.ts';
import type { PodPendingSignIn } from '../adapters/sign-in-store.ts';
import type { AssertedIdentity } from '../domain/asserted-identity.ts';
import { signedInAccount } from './sso-account.ts';
import type { SsoDeps } from './sso-deps.ts';

/** A pod signed in: its name, and the session that started (its token's sha256, never the token). */
export type SignedInAtPod = {
  readonly nav_name: string | null;
  readonly session: { readonly user_id: string; readonly pod_id: string; readonly token_hash: string };
};

/**
 * Signs the pod of a verified sign-in in, as the phone's QR login does: the account is the
 * one the subject was linked to, else this client's account with the asserted email, else a
 * new one (sso-account.ts), then linked; the session starts through the login rules of the pod's own form, marked as an
 * SSO session; and the pod's kiosk socket gets a one-time code that only the kiosk page the
 * sign-in started from can redeem. The session never travels on a channel.
 *
 * @throws SsoRefusedError 'account-of-another-client'; the login rules' own errors (403, 409).
 */
export async function signInAtPod(
  deps: SsoDeps,
  pending: PodPendingSignIn,
  identity: AssertedIdentity,
): Promise<SignedInAtPod> {
  const { user, link } = await signedInAccount(deps, pending, identity, { join: true });
  const pod = await podById(deps.db, pending.pod_id);
  if (!pod) throw new NotFoundError('Pod not found', { field: 'pod_id' });

  const session = await startLoginOnPod(
    deps,
    pod,
    { user, password_hash: '', rehash: null },
    { form: 'pod', kioskSessionHash: pending.kiosk_session_hash, via: 'mobile', signIn: 'sso' },
  );
  const actor: Actor = { kind: 'user', user_id: user.id, role: user.role };
  await link(actor);
  const code = await deps.mobileLogins.stash(pendingLogin(pod.id, session, deps.clock(), pending.kiosk_session_hash));
  await stagePhoneLogin(deps, pod.id, code, actor);
  return { nav_name: pod.license, session: { user_id: user.id, pod_id: pod.id, token_hash: hashToken(session.token) } };
}
