import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SURVEY_COMMENT_MAX, SURVEY_COUNT_MAX, SURVEY_MARK_MAX } from '@gamepod/events';
import Type from 'typebox';
import type { AppDeps } from '../../app.ts';
import { tokenFrom } from '../../auth/authenticate.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { offeredGames, saveSurveyStep } from '../../domain/survey/survey-service.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { Flag } from '../admin/kiosk/pods/pod-schemas.ts';
import { GameIdField, KioskKeys } from '../kiosk/kiosk-session-schemas.ts';

const tags = ['survey'];
const Mark = Type.Optional(Type.Integer({ minimum: 1, maximum: SURVEY_MARK_MAX }));

const SaveBody = Type.Object(
  {
    ...KioskKeys,
    id: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'the survey, from the first step’s reply' }),
    ),
    step: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal('between')]),
    mark_cleanliness: Mark,
    mark_network_speed: Mark,
    mark_game_selection: Mark,
    mark_overall_experience: Mark,
    survey_group: Type.Optional(Flag),
    survey_count: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: SURVEY_COUNT_MAX }), Type.Null()])),
    upcoming_games: Type.Optional(Type.Array(GameIdField, { maxItems: 50 })),
    comment: Type.Optional(Type.String({ maxLength: SURVEY_COMMENT_MAX })),
  },
  { additionalProperties: false },
);

const GamesReply = Type.Object({
  games: Type.Array(Type.Object({ GameId: Type.String(), GameName: Type.String(), ImageURL: Type.String() })),
  last_survey: Type.Null(),
});

/**
 * The exit survey after a player's logout (kiosk spec §4, "Exit survey"). It runs on the
 * pod's kiosk session: the login it follows has usually ended, so its token may be dead.
 */
export const surveyRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/survey/games',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: 'The upcoming games step 2 of the survey offers',
        tags,
        querystring: Type.Object(KioskKeys),
        response: withErrors({ 200: Reply(GamesReply) }),
      },
    },
    async () => {
      const games = await offeredGames(deps);
      return ok({
        games: games.map((g) => ({ GameId: g.game_id, GameName: g.name, ImageURL: g.image_url })),
        last_survey: null,
      });
    },
  );

  app.post(
    '/survey/save',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: "Save one step of the pod's exit survey; the first step's reply holds the survey id",
        tags,
        body: SaveBody,
        response: withErrors({ 200: Reply(Type.Object({ id: Type.String() })) }),
      },
    },
    async (request) => {
      const { id, session_id_key: _key, session_id: _session, token: _token, ...answers } = request.body;
      return ok(await saveSurveyStep(deps, { pod: kioskPodOf(request), id, token: tokenFrom(request), answers }));
    },
  );
};
