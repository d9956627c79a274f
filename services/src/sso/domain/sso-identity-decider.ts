import { SsoIdentityLinked } from '@gamepod/events';
import { type IdentityLinkState, identityLinkDecider } from '../../domain/identity-link-decider.ts';

export type SsoIdentityState = IdentityLinkState;

/** One subject at one issuer for one client, linked to one account. */
export const ssoIdentityDecider = identityLinkDecider(
  SsoIdentityLinked,
  'This sign-in is already linked to another account',
);

export type SsoIdentityEvent = ReturnType<typeof ssoIdentityDecider.decide>[number];
export type SsoIdentityCommand = Parameters<typeof ssoIdentityDecider.decide>[0];

/** Which account a sign-in is for, or what must happen first. */
export type AccountPick =
  | { readonly kind: 'account'; readonly user_id: string }
  /** Nobody holds the email: the account is made just in time. */
  | { readonly kind: 'join' }
  /** The email is another client's account (or a super admin's): never merged, never signed in here. */
  | { readonly kind: 'elsewhere'; readonly user_id: string };

/**
 * Which account a sign-in is for: the account the subject was linked to before, else the
 * account of this client with the asserted email (a password account becomes the same SSO
 * account), else a new one. An account of another client keeps its email: emails are unique
 * across clients, so the person is refused rather than merged into it or given a second one.
 */
export function pickAccount(
  clientId: string,
  linked: SsoIdentityState,
  byEmail: { readonly id: string; readonly client_id: string | null } | undefined,
): AccountPick {
  if (linked.status === 'linked' && linked.client_id === clientId) return { kind: 'account', user_id: linked.user_id };
  if (!byEmail) return { kind: 'join' };
  if (byEmail.client_id === clientId) return { kind: 'account', user_id: byEmail.id };
  return { kind: 'elsewhere', user_id: byEmail.id };
}
