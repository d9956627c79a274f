import {
  SurveyCommentSaved,
  SurveyGroupSaved,
  SurveyRatingsSaved,
  SurveyUpcomingGamesPicked,
  ValidationError,
} from '@gamepod/events';
import type { SurveyStep } from './survey-decider.ts';

/** What `/survey/save` may carry besides the keys; the schema has bounded each field already. */
export type SurveyAnswers = {
  readonly step: 1 | 2 | 3 | 'between';
  readonly mark_cleanliness?: number;
  readonly mark_network_speed?: number;
  readonly mark_game_selection?: number;
  readonly mark_overall_experience?: number;
  readonly survey_group?: 0 | 1;
  readonly survey_count?: number | null;
  readonly upcoming_games?: readonly (string | number)[];
  readonly comment?: string;
};

/** The kiosk shows its 'generic-required-message' for a missing answer in the exit survey. */
const required = (field: string) =>
  new ValidationError(`${field}: is required`, { field, msg_key: 'generic-required-message' });

function need<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null) throw required(field);
  return value;
}

/**
 * Turns one step's answers into the event that records it, or a 400 naming the first
 * missing answer. `knownGames` are the upcoming games the survey offers.
 */
export function surveyStep(answers: SurveyAnswers, knownGames: ReadonlySet<string>): SurveyStep {
  switch (answers.step) {
    case 1:
      return SurveyRatingsSaved.of({
        mark_cleanliness: need(answers.mark_cleanliness, 'mark_cleanliness'),
        mark_network_speed: need(answers.mark_network_speed, 'mark_network_speed'),
        mark_game_selection: need(answers.mark_game_selection, 'mark_game_selection'),
        mark_overall_experience: need(answers.mark_overall_experience, 'mark_overall_experience'),
      });
    case 'between': {
      const group = need(answers.survey_group, 'survey_group') === 1;
      const count = group ? need(answers.survey_count, 'survey_count') : null;
      return SurveyGroupSaved.of({ survey_group: group, survey_count: count });
    }
    case 2: {
      const picked = [...new Set(need(answers.upcoming_games, 'upcoming_games').map(String))];
      const unknown = picked.find((id) => !knownGames.has(id));
      if (unknown !== undefined) {
        throw new ValidationError(`upcoming_games: ${unknown} is not an upcoming game`, { field: 'upcoming_games' });
      }
      return SurveyUpcomingGamesPicked.of({ upcoming_games: picked });
    }
    case 3:
      return SurveyCommentSaved.of({ comment: need(answers.comment, 'comment') });
    default: {
      const never: never = answers.step;
      return never;
    }
  }
}
