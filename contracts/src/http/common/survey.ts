import Type, { type Static } from 'typebox';
import { SURVEY_COMMENT_MAX, SURVEY_COUNT_MAX, SURVEY_MARK_MAX } from '../../catalogues/form-limits.ts';
import { TOKEN_ID_PATTERN } from '../../catalogues/id-patterns.ts';
import { Flag, KioskKeys, Nullable, Strict } from '../fields.ts';
import { get, post } from '../route.ts';
import { GameIdField } from './session-activity.ts';

const Mark = Type.Optional(Type.Integer({ minimum: 1, maximum: SURVEY_MARK_MAX }));

/** A game the survey's second step offers. */
export const SurveyGame = Type.Object({ GameId: Type.String(), GameName: Type.String(), ImageURL: Type.String() });
export type SurveyGame = Static<typeof SurveyGame>;

/** The upcoming games step 2 of the survey offers. */
export const surveyGames = get('/survey/games', {
  querystring: Type.Object(KioskKeys),
  data: Type.Object({ games: Type.Array(SurveyGame), last_survey: Type.Null() }),
});

/** Save one step of the pod's exit survey; the first step's reply holds the survey id. */
export const surveySave = post('/survey/save', {
  body: Strict({
    ...KioskKeys,
    id: Type.Optional(
      Type.String({ pattern: TOKEN_ID_PATTERN, description: 'the survey, from the first step’s reply' }),
    ),
    step: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal('between')]),
    mark_cleanliness: Mark,
    mark_network_speed: Mark,
    mark_game_selection: Mark,
    mark_overall_experience: Mark,
    survey_group: Type.Optional(Flag),
    survey_count: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: SURVEY_COUNT_MAX }))),
    upcoming_games: Type.Optional(Type.Array(GameIdField, { maxItems: 50 })),
    comment: Type.Optional(Type.String({ maxLength: SURVEY_COMMENT_MAX })),
  }),
  data: Type.Object({ id: Type.String() }),
});
