import {
  ConflictError,
  type Decider,
  type EventData,
  SessionEnded,
  SessionStarted,
  UnauthorizedError,
} from '@gamepod/events';

export type SessionEvent = ReturnType<typeof SessionStarted.of> | ReturnType<typeof SessionEnded.of>;

export type SessionCommand =
  | ({ readonly type: 'Start' } & EventData<typeof SessionStarted>)
  | { readonly type: 'End'; readonly reason: string };

export type SessionState =
  | { readonly status: 'none' }
  | { readonly status: 'active'; readonly user_id: string; readonly expires_at: string }
  | { readonly status: 'ended'; readonly user_id: string };

/** A session token's life: started once (the id is the token's hash), ended at most once. */
export const sessionDecider: Decider<SessionCommand, SessionState, SessionEvent> = {
  aggregate: 'session',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'active', user_id: event.data.user_id, expires_at: event.data.expires_at };
      case 'SessionEnded':
        return state.status === 'none' ? state : { status: 'ended', user_id: state.user_id };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Start': {
        // 256 random bits never collide; reaching this means the same token was issued twice
        if (state.status !== 'none') throw new ConflictError('This session already exists');
        const { type: _type, ...data } = command;
        return [SessionStarted.of(data)];
      }
      case 'End':
        if (state.status === 'none') throw new UnauthorizedError();
        // ending twice (two tabs logging out) is not an error, and writes nothing
        if (state.status === 'ended') return [];
        return [SessionEnded.of({ reason: command.reason })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
