import { ConflictError, type Decider, type EventDefinition } from '@gamepod/events';
import type { Static, TSchema } from 'typebox';

/** What every link event carries: the account an outside identity is linked to, and its client. */
type LinkData = { readonly user_id: string; readonly client_id: string };

export type IdentityLinkState =
  | { readonly status: 'none' }
  | { readonly status: 'linked'; readonly user_id: string; readonly client_id: string };

/**
 * One outside identity (a subject at an SSO issuer, a person of a directory or library system)
 * of one client: linked to an account once, and to that account only. Linking it again to the
 * same account writes nothing; to another account is refused with `refusal`.
 */
export function identityLinkDecider<T extends string, S extends TSchema>(
  linked: EventDefinition<T, S> & { of(data: Static<S> & LinkData): { type: T; data: Static<S> } },
  refusal: string,
): Decider<
  { readonly type: 'Link' } & Static<S> & LinkData,
  IdentityLinkState,
  { type: T; data: Static<S> & LinkData }
> {
  return {
    aggregate: linked.aggregate,
    initialState: () => ({ status: 'none' }),
    evolve: (_state, event) => ({ status: 'linked', user_id: event.data.user_id, client_id: event.data.client_id }),
    decide(command, state) {
      if (state.status === 'linked') {
        if (state.user_id === command.user_id) return [];
        throw new ConflictError(refusal);
      }
      const { type: _type, ...data } = command;
      return [linked.of(data as Static<S> & LinkData) as { type: T; data: Static<S> & LinkData }];
    },
  };
}
