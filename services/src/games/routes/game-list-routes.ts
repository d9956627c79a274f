import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_GAME_SORT } from '@gamepod/contracts/catalogues';
import { gameList } from '@gamepod/contracts/http';
import { ForbiddenError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { assertSessionOnPod } from '../../auth/session-on-pod.ts';
import { FACILITATOR } from '../../domain/roles.ts';
import { lastPage } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { podGames } from '../application/game-list-service.ts';
import { gameDto } from './game-view.ts';

const tags = ['games'];
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The games a pod may play: the player's game screens and staff's pod games. */
export const gameListRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    gameList.url,
    {
      preValidation: [requireAuth, requireKioskSession],
      schema: routeSchema(gameList, {
        summary: "A page of the games the pod's signed-in player (or staff on the pod) may play on a console",
        description:
          "xd1/xd2 list the platform of that output's console; staff and facilitators on the pod may name a platform (xb, ps, sw, pc). Active games only, never survey-only ones, cloud or assigned to the pod's client, lab or pod. A player's birth date limits the ESRB ratings listed (Everyone under 10, Everyone 10+ from 10, Teen 13+ from 13, Mature 17+ from 17; a rating filter keeps the allowed ones it names); staff, facilitators and players with no birth date see every rating. Sort popular (play count), newest (release) or abc; search is case-insensitive on the name; screen sm pages hold 12, lg 24.",
        tags,
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const q = request.query;
      const pod = kioskPodOf(request);
      const { staff } = assertSessionOnPod(sessionOf(request), pod);
      // a platform named outright is staff's pod games screen and the facilitator's games of a
      // platform (PLAY XBOX / PLAY PS5); players list what their outputs have
      const facilitator = sessionOf(request).role === FACILITATOR;
      if (q.xd !== 'xd1' && q.xd !== 'xd2' && !staff && !facilitator) throw new ForbiddenError();
      const page = q.page ?? 1;
      const result = await podGames(deps, {
        pod,
        xd: q.xd,
        page,
        screen: q.screen ?? 'lg',
        sort: q.sort ?? DEFAULT_GAME_SORT,
        search: q.search ?? '',
        types: list(q.game_type),
        genres: list(q.game_genre),
        esrb: list(q.game_esrb),
        viewer: sessionOf(request),
      });
      return ok({
        games: result.rows.map(gameDto),
        current_page: page,
        last_page: lastPage(result.total, result.perPage),
        total_rows: result.total,
        per_page: result.perPage,
        platform: result.platform,
      });
    },
  );
};
