import type { PendingSignIn } from '../adapters/sign-in-store.ts';
import type { AssertedIdentity } from '../domain/asserted-identity.ts';
import { signInAtConsole } from './console-sign-in.ts';
import { type ProviderHandle, signInRemembered } from './provider-sessions.ts';
import type { SsoDeps } from './sso-deps.ts';

/** What a verified sign-in did: signed a pod in (its name), or left a console session under a one-time code. */
export type SignedIn =
  | { readonly for: 'pod'; readonly nav_name: string | null }
  | { readonly for: 'console'; readonly code: string };

/**
 * Signs in what the pending sign-in was started for: a pod's kiosk page (keeping what the
 * provider's logout needs), or the admin console.
 */
export async function signInFor(
  deps: SsoDeps,
  pending: PendingSignIn,
  identity: AssertedIdentity,
  handle: ProviderHandle,
): Promise<SignedIn> {
  if (pending.for === 'console') return { for: 'console', code: await signInAtConsole(deps, pending, identity) };
  return { for: 'pod', ...(await signInRemembered(deps, pending, identity, handle)) };
}
