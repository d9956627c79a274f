import { ConflictError, type Decider, type EventData, SsoIdentityLinked } from '@gamepod/events';

export type SsoIdentityEvent = ReturnType<typeof SsoIdentityLinked.of>;

export type SsoIdentityCommand = { readonly type: 'Link' } & EventData<typeof SsoIdentityLinked>;

export type SsoIdentityState =
  | { readonly status: 'none' }
  | { readonly status: 'linked'; readonly user_id: string; readonly client_id: string };

/**
 * One subject at one issuer for one client: linked to an account once, and to that account
 * only. Linking it again to the same account writes nothing; to another account is refused.
 */
export const ssoIdentityDecider: Decider<SsoIdentityCommand, SsoIdentityState, SsoIdentityEvent> = {
  aggregate: SsoIdentityLinked.aggregate,
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SsoIdentityLinked':
        return { status: 'linked', user_id: event.data.user_id, client_id: event.data.client_id };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (state.status) {
      case 'none': {
        const { type: _type, ...data } = command;
        return [SsoIdentityLinked.of(data)];
      }
      case 'linked':
        if (state.user_id === command.user_id) return [];
        throw new ConflictError('This sign-in is already linked to another account');
      default: {
        const never: never = state;
        return never;
      }
    }
  },
};

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
