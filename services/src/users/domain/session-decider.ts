import {
  ConflictError,
  type Decider,
  type EventData,
  SessionEnded,
  SessionReportedStuck,
  SessionStarted,
  UnauthorizedError,
} from '@gamepod/events';

export type SessionEvent =
  | ReturnType<typeof SessionStarted.of>
  | ReturnType<typeof SessionEnded.of>
  | ReturnType<typeof SessionReportedStuck.of>;

export type SessionCommand =
  | ({ readonly type: 'Start' } & EventData<typeof SessionStarted>)
  | { readonly type: 'End'; readonly reason: string }
  | { readonly type: 'ReportStuck'; readonly pod_id: string };

export type SessionState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active';
      readonly user_id: string;
      readonly expires_at: string;
      readonly pod_id: string | null;
      readonly stuck: boolean;
    }
  | { readonly status: 'ended'; readonly user_id: string };

/**
 * A session token's life: started once (the id is the token's hash), ended at most once. A
 * pod's kiosk page may report its open session on that pod stuck, once.
 */
export const sessionDecider: Decider<SessionCommand, SessionState, SessionEvent> = {
  aggregate: 'session',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted': {
        const { user_id, expires_at, pod_id } = event.data;
        return { status: 'active', user_id, expires_at, pod_id, stuck: false };
      }
      case 'SessionEnded':
        return state.status === 'none' ? state : { status: 'ended', user_id: state.user_id };
      case 'SessionReportedStuck':
        return state.status === 'active' ? { ...state, stuck: true } : state;
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
      case 'ReportStuck':
        // only an open session on that very pod, and once: a repeat report is no news
        if (state.status !== 'active' || state.pod_id !== command.pod_id || state.stuck) return [];
        return [SessionReportedStuck.of({ pod_id: command.pod_id })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
