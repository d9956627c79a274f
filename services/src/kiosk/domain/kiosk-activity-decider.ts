import {
  type Decider,
  type PodActivity,
  PodActivityRecorded,
  type PodHelperLink,
  PodHelperLinkReported,
  ValidationError,
} from '@gamepod/events';

export type KioskActivityEvent =
  | ReturnType<typeof PodActivityRecorded.of>
  | ReturnType<typeof PodHelperLinkReported.of>;

/**
 * What the kiosk aggregate remembers: the activity its page last reported (none before the
 * first), and whether the page reaches the station's helper (a page that never said otherwise does).
 */
export type KioskActivityState =
  | { readonly status: 'none'; readonly helper: PodHelperLink['state'] }
  | { readonly status: 'reporting'; readonly last: PodActivity; readonly helper: PodHelperLink['state'] };

export type KioskActivityCommand =
  | {
      readonly type: 'Record';
      readonly activity: PodActivity;
      /** Whether the activity's game (if it names one) is in the catalogue and reaches this pod; the handler looks. */
      readonly game_on_pod: boolean;
      /** Whether the server's check finds the pod asleep now (asleep-rule.ts); the handler looks. */
      readonly asleep_check: boolean;
    }
  | { readonly type: 'ReportHelperLink'; readonly link: PodHelperLink };

const same = (a: PodActivity, b: PodActivity) =>
  a.activity === b.activity && a.game_id === b.game_id && a.guests === b.guests && a.user_id === b.user_id;

function decideRecord(command: Extract<KioskActivityCommand, { type: 'Record' }>, state: KioskActivityState) {
  const { activity } = command;
  if (activity.activity === 'asleep') {
    throw new ValidationError('activity: asleep is decided by the server', { field: 'activity' });
  }
  if (activity.game_id !== null && !command.game_on_pod) {
    throw new ValidationError('game_id: is not a game of this pod', { field: 'game_id' });
  }
  const last = state.status === 'reporting' ? state.last : null;
  if (activity.activity === 'session_idle') {
    // an asleep pod stays asleep until its page reports input (any other activity)
    if (last?.activity === 'asleep') return [];
    if (last?.activity === 'session_idle' && command.asleep_check) {
      return [PodActivityRecorded.of({ ...activity, activity: 'asleep' })];
    }
  }
  if (last && same(last, activity)) return [];
  return [PodActivityRecorded.of(activity)];
}

/**
 * A pod's kiosk activity (gp.evt.kiosk.<pod_id>). The page re-sends its activity every
 * 60 s; only a change is history, so a repeat appends nothing. A game it names must be one
 * the pod has: the log never holds a made-up game id. Asleep is the server's word, never the
 * page's: an idle report on a pod the server's check finds asleep records `asleep`. The page's
 * link to the station's helper is recorded only when it changes.
 */
export const kioskActivityDecider: Decider<KioskActivityCommand, KioskActivityState, KioskActivityEvent> = {
  aggregate: 'kiosk',
  initialState: () => ({ status: 'none', helper: 'up' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PodActivityRecorded':
        return { status: 'reporting', last: event.data, helper: state.helper };
      case 'PodHelperLinkReported':
        return { ...state, helper: event.data.state };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Record':
        return decideRecord(command, state);
      case 'ReportHelperLink':
        if (command.link.state === state.helper) return [];
        return [PodHelperLinkReported.of(command.link)];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
