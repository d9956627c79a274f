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

/**
 * Which account a sign-in is for: the account the subject was linked to before, else the
 * account of this client with the asserted email. An account of another client, or none,
 * is no account (unknown accounts are not created here; see the area's README).
 */
export function pickAccount(
  clientId: string,
  linked: SsoIdentityState,
  byEmail: { readonly id: string; readonly client_id: string | null } | undefined,
): string | null {
  if (linked.status === 'linked') return linked.client_id === clientId ? linked.user_id : null;
  if (byEmail && byEmail.client_id === clientId) return byEmail.id;
  return null;
}
