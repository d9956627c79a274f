import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { surveyGames, surveySave } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { tokenFrom } from '../../auth/authenticate.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { offeredGames, saveSurveyStep } from '../application/survey-service.ts';

const tags = ['survey'];
/**
 * The exit survey after a player's logout. It runs on the
 * pod's kiosk session: the login it follows has usually ended, so its token may be dead.
 */
export const surveyRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    surveyGames.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(surveyGames, { summary: 'The upcoming games step 2 of the survey offers', tags }),
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
    surveySave.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(surveySave, {
        summary: "Save one step of the pod's exit survey; the first step's reply holds the survey id",
        tags,
      }),
    },
    async (request) => {
      const { id, session_id_key: _key, session_id: _session, token: _token, ...answers } = request.body;
      return ok(await saveSurveyStep(deps, { pod: kioskPodOf(request), id, token: tokenFrom(request), answers }));
    },
  );
};
