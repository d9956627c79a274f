import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PREFIX, type AreaContext } from '../../area-context.ts';
import { adminGameRoutes } from './admin-game-routes.ts';
import { gameListRoutes } from './game-list-routes.ts';
import { gameStartRoutes } from './game-start-routes.ts';
import { adminGamesRoutes } from './games-routes.ts';

/** The games area: the catalogue, the console's games screens and starting a game on a pod. */
export const gamesRoutes: FastifyPluginAsyncTypebox<AreaContext> = async (app, { deps, files }) => {
  const api = { prefix: API_PREFIX, deps };
  await app.register(adminGameRoutes, { ...api, files });
  await app.register(adminGamesRoutes, api);
  await app.register(gameListRoutes, api);
  await app.register(gameStartRoutes, api);
};
