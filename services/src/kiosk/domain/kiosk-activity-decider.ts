import { type Decider, type PodActivity, PodActivityRecorded, ValidationError } from '@gamepod/events';

export type KioskActivityEvent = ReturnType<typeof PodActivityRecorded.of>;

/** What the kiosk aggregate remembers: the activity its page last reported. */
export type KioskActivityState =
  | { readonly status: 'none' }
  | { readonly status: 'reporting'; readonly last: PodActivity };

export type KioskActivityCommand = {
  readonly type: 'Record';
  readonly activity: PodActivity;
  /** Whether the activity's game (if it names one) is in the catalogue and reaches this pod; the handler looks. */
  readonly game_on_pod: boolean;
};

const same = (a: PodActivity, b: PodActivity) =>
  a.activity === b.activity && a.game_id === b.game_id && a.guests === b.guests && a.user_id === b.user_id;

/**
 * A pod's kiosk activity (gp.evt.kiosk.<pod_id>). The page re-sends its activity every
 * 60 s; only a change is history, so a repeat appends nothing. A game it names must be one
 * the pod has: the log never holds a made-up game id.
 */
export const kioskActivityDecider: Decider<KioskActivityCommand, KioskActivityState, KioskActivityEvent> = {
  aggregate: 'kiosk',
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'PodActivityRecorded':
        return { status: 'reporting', last: event.data };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Record':
        if (command.activity.game_id !== null && !command.game_on_pod) {
          throw new ValidationError('game_id: is not a game of this pod', { field: 'game_id' });
        }
        if (state.status === 'reporting' && same(state.last, command.activity)) return [];
        return [PodActivityRecorded.of(command.activity)];
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
