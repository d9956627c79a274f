import { SURVEY_COMMENT_MAX, SURVEY_COUNT_MAX, SURVEY_MARK_MAX } from '@gamepod/contracts/catalogues';
import Type, { type Static } from 'typebox';
import { defineEvent } from '../define-event.ts';

/** The aggregate id of the one upcoming-games list the survey offers. */
export const UPCOMING_GAMES_ID = 'catalogue';

const Id = Type.String({ minLength: 1, maxLength: 128 });
const Mark = Type.Integer({ minimum: 1, maximum: SURVEY_MARK_MAX });

export const SurveyStarted = defineEvent({
  type: 'SurveyStarted',
  aggregate: 'survey',
  description:
    "A logged-out player's exit survey began on a pod. The survey belongs to the pod's kiosk session, not to the (already ended) login; user_id is the player of that login.",
  schema: Type.Object({
    pod_id: Id,
    client_id: Id,
    lab_id: Id,
    user_id: Type.Union([Id, Type.Null()]),
  }),
});

export const SurveyRatingsSaved = defineEvent({
  type: 'SurveyRatingsSaved',
  aggregate: 'survey',
  description: 'Step 1 of the exit survey: four ratings of 1–5 stars.',
  schema: Type.Object({
    mark_cleanliness: Mark,
    mark_network_speed: Mark,
    mark_game_selection: Mark,
    mark_overall_experience: Mark,
  }),
});

export const SurveyGroupSaved = defineEvent({
  type: 'SurveyGroupSaved',
  aggregate: 'survey',
  description: "The survey's in-between step: whether the player played with anyone in person, and with how many.",
  schema: Type.Object({
    survey_group: Type.Boolean(),
    survey_count: Type.Union([Type.Integer({ minimum: 1, maximum: SURVEY_COUNT_MAX }), Type.Null()]),
  }),
});

export const SurveyUpcomingGamesPicked = defineEvent({
  type: 'SurveyUpcomingGamesPicked',
  aggregate: 'survey',
  description: 'Step 2 of the exit survey: the upcoming games the player would like (ids from UpcomingGamesSeeded).',
  schema: Type.Object({ upcoming_games: Type.Array(Id, { maxItems: 50 }) }),
});

export const SurveyCommentSaved = defineEvent({
  type: 'SurveyCommentSaved',
  aggregate: 'survey',
  description: 'Step 3 of the exit survey (pods with a keyboard): anything the team should know.',
  schema: Type.Object({ comment: Type.String({ maxLength: SURVEY_COMMENT_MAX }) }),
});

export const UpcomingGame = Type.Object({
  game_id: Id,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  image_url: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type UpcomingGame = Static<typeof UpcomingGame>;

export const UpcomingGamesSeeded = defineEvent({
  type: 'UpcomingGamesSeeded',
  aggregate: 'upcoming_games',
  description: `The built-in list of upcoming games the exit survey offers, seeded once on gp.evt.upcoming_games.${UPCOMING_GAMES_ID}.`,
  schema: Type.Object({ games: Type.Array(UpcomingGame, { minItems: 1, maxItems: 50 }) }),
});

/** The survey and upcoming-games event types, for the catalogue. */
export const SURVEY_EVENTS = [
  SurveyStarted,
  SurveyRatingsSaved,
  SurveyGroupSaved,
  SurveyUpcomingGamesPicked,
  SurveyCommentSaved,
  UpcomingGamesSeeded,
] as const;
