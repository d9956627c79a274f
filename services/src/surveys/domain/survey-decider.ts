import {
  type Decider,
  ForbiddenError,
  NotFoundError,
  type SurveyCommentSaved,
  type SurveyGroupSaved,
  type SurveyRatingsSaved,
  SurveyStarted,
  type SurveyUpcomingGamesPicked,
} from '@gamepod/events';

export type SurveyEvent =
  | ReturnType<typeof SurveyStarted.of>
  | ReturnType<typeof SurveyRatingsSaved.of>
  | ReturnType<typeof SurveyGroupSaved.of>
  | ReturnType<typeof SurveyUpcomingGamesPicked.of>
  | ReturnType<typeof SurveyCommentSaved.of>;

/** One step's answers, already checked (survey-steps.ts): the event it records. */
export type SurveyStep =
  | ReturnType<typeof SurveyRatingsSaved.of>
  | ReturnType<typeof SurveyGroupSaved.of>
  | ReturnType<typeof SurveyUpcomingGamesPicked.of>
  | ReturnType<typeof SurveyCommentSaved.of>;

/** Where a survey runs and for whom: the pod's kiosk session, and the player of the login that just ended. */
export type SurveyPlace = { pod_id: string; client_id: string; lab_id: string; user_id: string | null };

export type SurveyState =
  | { readonly status: 'none' }
  | { readonly status: 'open'; readonly pod_id: string; readonly steps: number };

export type SurveyCommand = {
  readonly type: 'SaveStep';
  /** The pod whose kiosk page sends the step: only it may add to its survey. */
  readonly pod_id: string;
  /** Present when the step starts a new survey. */
  readonly start: SurveyPlace | null;
  readonly step: SurveyStep;
};

export const SURVEY_NOT_FOUND = () => new NotFoundError('This survey does not exist', { field: 'id' });

/**
 * An exit survey (gp.evt.survey.<id>). It belongs to the pod's kiosk session, not to the
 * login before it (that login has ended by now), so the only actor check is the pod.
 */
export const surveyDecider: Decider<SurveyCommand, SurveyState, SurveyEvent> = {
  aggregate: 'survey',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'SurveyStarted':
        return { status: 'open', pod_id: event.data.pod_id, steps: 0 };
      case 'SurveyRatingsSaved':
      case 'SurveyGroupSaved':
      case 'SurveyUpcomingGamesPicked':
      case 'SurveyCommentSaved':
        return state.status === 'open' ? { ...state, steps: state.steps + 1 } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (state.status) {
      case 'none':
        if (!command.start) throw SURVEY_NOT_FOUND();
        return [SurveyStarted.of(command.start), command.step];
      case 'open':
        if (state.pod_id !== command.pod_id) throw new ForbiddenError();
        return [command.step];
      default: {
        const never: never = state;
        return never;
      }
    }
  },
};
