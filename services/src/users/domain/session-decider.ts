import {
  ConflictError,
  type Decider,
  type EventData,
  ForbiddenError,
  SessionEnded,
  SessionLogoutLogged,
  SessionReportedStuck,
  SessionStarted,
  UnauthorizedError,
} from '@gamepod/events';

export type SessionEvent =
  | ReturnType<typeof SessionStarted.of>
  | ReturnType<typeof SessionEnded.of>
  | ReturnType<typeof SessionReportedStuck.of>
  | ReturnType<typeof SessionLogoutLogged.of>;

export type SessionCommand =
  | ({ readonly type: 'Start' } & EventData<typeof SessionStarted>)
  | { readonly type: 'End'; readonly reason: string }
  | { readonly type: 'ReportStuck'; readonly pod_id: string }
  | ({ readonly type: 'LogLogout' } & EventData<typeof SessionLogoutLogged>);

export type SessionState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active';
      readonly user_id: string;
      readonly expires_at: string;
      readonly pod_id: string | null;
      readonly stuck: boolean;
      readonly logout_logged: boolean;
    }
  | {
      readonly status: 'ended';
      readonly user_id: string;
      readonly pod_id: string | null;
      readonly logout_logged: boolean;
    };

/**
 * A session token's life: started once (the id is the token's hash), ended at most once. A
 * pod's kiosk page may report its open session on that pod stuck, once, and log why a session
 * of that pod logged out (the web logout log), once, before or after it ended.
 */
export const sessionDecider: Decider<SessionCommand, SessionState, SessionEvent> = {
  aggregate: 'session',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted': {
        const { user_id, expires_at, pod_id } = event.data;
        return { status: 'active', user_id, expires_at, pod_id, stuck: false, logout_logged: false };
      }
      case 'SessionEnded': {
        if (state.status === 'none') return state;
        const { user_id, pod_id, logout_logged } = state;
        return { status: 'ended', user_id, pod_id, logout_logged };
      }
      case 'SessionLogoutLogged':
        return state.status === 'none' ? state : { ...state, logout_logged: true };
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
      case 'LogLogout': {
        // a session of another user or another pod (or none) is not this page's to log
        if (state.status === 'none' || state.user_id !== command.user_id || state.pod_id !== command.pod_id) {
          throw new ForbiddenError('This session is not a session of this pod');
        }
        // the log says why the session ended once: a repeat (the page retried) is no news
        if (state.logout_logged) return [];
        const { type: _type, ...data } = command;
        return [SessionLogoutLogged.of(data)];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
