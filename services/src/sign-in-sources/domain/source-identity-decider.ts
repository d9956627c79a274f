import { ConflictError, type Decider, type EventData, SourceIdentityLinked } from '@gamepod/events';

export type SourceIdentityEvent = ReturnType<typeof SourceIdentityLinked.of>;

export type SourceIdentityCommand = { readonly type: 'Link' } & EventData<typeof SourceIdentityLinked>;

export type SourceIdentityState =
  | { readonly status: 'none' }
  | { readonly status: 'linked'; readonly user_id: string; readonly client_id: string };

/**
 * One person of one client's source (their uid or DN, their card's barcode): linked to an
 * account once, and to that account only. Linking it again to the same account writes
 * nothing; to another account is refused.
 */
export const sourceIdentityDecider: Decider<SourceIdentityCommand, SourceIdentityState, SourceIdentityEvent> = {
  aggregate: SourceIdentityLinked.aggregate,
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SourceIdentityLinked':
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
        return [SourceIdentityLinked.of(data)];
      }
      case 'linked':
        if (state.user_id === command.user_id) return [];
        throw new ConflictError('This card or directory entry is already linked to another account');
      default: {
        const never: never = state;
        return never;
      }
    }
  },
};
