import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ForbiddenError,
  NotFoundError,
  SurveyCommentSaved,
  SurveyGroupSaved,
  SurveyRatingsSaved,
  SurveyStarted,
  SurveyUpcomingGamesPicked,
  UpcomingGamesSeeded,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type SurveyCommand, surveyDecider } from '../../src/surveys/domain/survey-decider.ts';
import { type SurveyAnswers, surveyStep } from '../../src/surveys/domain/survey-steps.ts';
import { UPCOMING_GAMES_SEED, upcomingGamesDecider } from '../../src/surveys/domain/upcoming-games.ts';

const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => 'id' };
const place = { pod_id: 'p1', client_id: 'c1', lab_id: 'l1', user_id: 'u1' };
const ratings = SurveyRatingsSaved.of({
  mark_cleanliness: 5,
  mark_network_speed: 4,
  mark_game_selection: 3,
  mark_overall_experience: 5,
});
const comment = SurveyCommentSaved.of({ comment: 'More racing games' });
const save = (over: Partial<SurveyCommand> = {}): SurveyCommand => ({
  type: 'SaveStep',
  pod_id: 'p1',
  start: null,
  step: comment,
  ...over,
});
const given = DeciderSpecification.for(surveyDecider, ctx);

describe('the survey decider', () => {
  it('given nothing, when a step starts a survey, then SurveyStarted and the step, in one commit', () => {
    given([])
      .when(save({ start: place, step: ratings }))
      .thenEvents([SurveyStarted.of(place), ratings]);
  });
  it('given nothing, when a step names the survey, then it is not found', () => {
    given([]).when(save()).thenThrows(NotFoundError);
  });
  it('given an open survey, when its pod saves a step, then the step', () => {
    given([SurveyStarted.of(place), ratings])
      .when(save())
      .thenEvents([comment]);
  });
  it('given an open survey, when another pod saves a step, then forbidden', () => {
    given([SurveyStarted.of(place)])
      .when(save({ pod_id: 'p2' }))
      .thenThrows(ForbiddenError);
  });
});

describe("a survey step's answers", () => {
  const known = new Set(['g1', 'g2']);
  const fails = (answers: SurveyAnswers, field: string) =>
    assert.throws(
      () => surveyStep(answers, known),
      (e: unknown) => e instanceof ValidationError && e.data.field === field && e.message.includes(field),
    );

  it('step 1 needs all four ratings, with the generic required message', () => {
    const all = {
      step: 1,
      mark_cleanliness: 5,
      mark_network_speed: 4,
      mark_game_selection: 3,
      mark_overall_experience: 5,
    } as const;
    assert.deepEqual(surveyStep(all, known), ratings);
    fails({ ...all, mark_network_speed: undefined }, 'mark_network_speed');
    assert.throws(
      () => surveyStep({ step: 1 }, known),
      (e: unknown) => e instanceof ValidationError && e.data.msg_key === 'generic-required-message',
    );
  });
  it('the in-between step needs a count only when the player played with others', () => {
    assert.deepEqual(
      surveyStep({ step: 'between', survey_group: 1, survey_count: 3 }, known),
      SurveyGroupSaved.of({ survey_group: true, survey_count: 3 }),
    );
    assert.deepEqual(
      surveyStep({ step: 'between', survey_group: 0, survey_count: 3 }, known),
      SurveyGroupSaved.of({ survey_group: false, survey_count: null }),
    );
    fails({ step: 'between' }, 'survey_group');
    fails({ step: 'between', survey_group: 1 }, 'survey_count');
    fails({ step: 'between', survey_group: 1, survey_count: null }, 'survey_count');
  });
  it('step 2 takes known upcoming games, once each, and may pick none', () => {
    assert.deepEqual(
      surveyStep({ step: 2, upcoming_games: ['g2', 'g1', 'g2'] }, known),
      SurveyUpcomingGamesPicked.of({ upcoming_games: ['g2', 'g1'] }),
    );
    assert.deepEqual(
      surveyStep({ step: 2, upcoming_games: [] }, known),
      SurveyUpcomingGamesPicked.of({ upcoming_games: [] }),
    );
    fails({ step: 2 }, 'upcoming_games');
    fails({ step: 2, upcoming_games: ['g3'] }, 'upcoming_games');
  });
  it('step 3 needs the comment field, which may be empty', () => {
    assert.deepEqual(surveyStep({ step: 3, comment: '' }, known), SurveyCommentSaved.of({ comment: '' }));
    fails({ step: 3 }, 'comment');
  });
});

describe('the upcoming games decider', () => {
  const seed = { type: 'Seed', games: UPCOMING_GAMES_SEED } as const;
  const givenGames = DeciderSpecification.for(upcomingGamesDecider, ctx);
  it('given nothing, when seeded, then the eight games', () => {
    const [seeded] = givenGames([])
      .when(seed)
      .thenEvents([UpcomingGamesSeeded.of({ games: [...UPCOMING_GAMES_SEED] })]);
    assert.equal(seeded?.data.games.length, 8);
  });
  it('given a seeded list, when seeded again, then nothing', () => {
    givenGames([UpcomingGamesSeeded.of({ games: [...UPCOMING_GAMES_SEED] })])
      .when(seed)
      .thenNothingHappened();
  });
});
