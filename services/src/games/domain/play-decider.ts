import {
  type Decider,
  type EventData,
  GameLaunchFailed,
  GameLaunchRequested,
  GamePlayEnded,
  GamePlayStarted,
} from '@gamepod/events';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;
export type PlayEvent =
  | Of<typeof GameLaunchRequested>
  | Of<typeof GamePlayStarted>
  | Of<typeof GamePlayEnded>
  | Of<typeof GameLaunchFailed>;

export type Launch = EventData<typeof GameLaunchRequested>;

/** A pod's play: the launch it waits on or plays, if any. */
export type PlayState = {
  readonly current: (Launch & { readonly started_at: string | null }) | null;
};

/**
 * What happened on the pod, as the play reaction tells it. `at` is when it happened (the
 * observing event's time), so a late or repeated reading dates the session the same way.
 */
export type PlayCommand =
  | { readonly type: 'RequestLaunch'; readonly launch: Launch; readonly at: string }
  | { readonly type: 'ObserveStarted'; readonly platform: string; readonly at: string }
  | { readonly type: 'ObserveEnded'; readonly platform: string; readonly at: string }
  | { readonly type: 'FailLaunch'; readonly launch_id: string; readonly reason: string }
  | { readonly type: 'EndForLogout'; readonly user_id: string; readonly at: string };

/** Seconds between two instants, never negative. */
const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** Play time is counted by the started minute: 61 s is 2 minutes. */
export const minutesPlayed = (seconds: number) => Math.ceil(seconds / 60);

function ended(
  current: NonNullable<PlayState['current']> & { started_at: string },
  at: string,
  reason: 'ended' | 'logout' | 'replaced',
) {
  // a reading dated before the start (a station's clock) ends the session where it began
  const ended_at = Date.parse(at) < Date.parse(current.started_at) ? current.started_at : at;
  const seconds = secondsBetween(current.started_at, ended_at);
  return GamePlayEnded.of({
    launch_id: current.launch_id,
    game_id: current.game_id,
    user_id: current.user_id,
    platform: current.platform,
    started_at: current.started_at,
    ended_at,
    seconds,
    minutes: minutesPlayed(seconds),
    paid: current.paid,
    reason,
  });
}

const isStarted = (c: PlayState['current']): c is NonNullable<PlayState['current']> & { started_at: string } =>
  c !== null && c.started_at !== null;

/**
 * A pod's play history (`gp.evt.play.<pod id>`): one launch at a time, which becomes a play
 * session when the station reports its game started, and ends when the station reports no
 * game, the player logs out, or the next launch replaces it. Observations that match no
 * launch append nothing, so a station cannot make up history.
 */
export const playDecider: Decider<PlayCommand, PlayState, PlayEvent> = {
  aggregate: 'play',
  initialState: () => ({ current: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'GameLaunchRequested':
        return { current: { ...event.data, started_at: null } };
      case 'GamePlayStarted':
        return state.current?.launch_id === event.data.launch_id
          ? { current: { ...state.current, started_at: event.data.started_at } }
          : state;
      case 'GamePlayEnded':
      case 'GameLaunchFailed':
        return state.current?.launch_id === event.data.launch_id ? { current: null } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    const { current } = state;
    switch (command.type) {
      case 'RequestLaunch': {
        if (current?.launch_id === command.launch.launch_id) return [];
        const before: PlayEvent[] = [];
        if (isStarted(current)) before.push(ended(current, command.at, 'replaced'));
        else if (current) {
          before.push(GameLaunchFailed.of({ launch_id: current.launch_id, reason: 'Replaced by another launch' }));
        }
        return [...before, GameLaunchRequested.of(command.launch)];
      }
      case 'ObserveStarted':
        if (!current || current.started_at !== null || current.platform !== command.platform) return [];
        return [
          GamePlayStarted.of({
            launch_id: current.launch_id,
            game_id: current.game_id,
            user_id: current.user_id,
            platform: current.platform,
            started_at: command.at,
          }),
        ];
      case 'ObserveEnded':
        return isStarted(current) && current.platform === command.platform ? [ended(current, command.at, 'ended')] : [];
      case 'FailLaunch':
        if (current?.launch_id !== command.launch_id || current.started_at !== null) return [];
        return [GameLaunchFailed.of({ launch_id: command.launch_id, reason: command.reason })];
      case 'EndForLogout':
        if (!current || current.user_id !== command.user_id) return [];
        if (isStarted(current)) return [ended(current, command.at, 'logout')];
        return [GameLaunchFailed.of({ launch_id: current.launch_id, reason: 'The player logged out first' })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
