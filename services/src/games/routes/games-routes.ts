import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminKioskAddGameids,
  adminKioskDelGameids,
  adminKioskGamesList,
  type GameAssignBody,
} from '@gamepod/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { actorOf } from '../../auth/request-actors.ts';
import { appendContext } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { lastPage } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { adminGamesList } from '../application/admin-games-list.ts';
import { changeAssignments } from '../application/game-assignment-service.ts';
import { gameDto } from './game-view.ts';

const tags = ['games'];
const security = [{ bearer: [] }];
const admins = requireRole(CLIENT_ADMIN, SUPER_ADMIN);
const DEFAULT_LENGTH = 10;

/** '', '0', 0 and null all say "none". */
const idOrNull = (v: string | number | null | undefined): string | null =>
  v === undefined || v === null || v === '' || v === '0' || v === 0 ? null : String(v);

type AssignBody = GameAssignBody;

/** Manage Your Games: the catalogue and a client's games, and assigning local games to a client, lab or pod. */
export const adminGamesRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskGamesList.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskGamesList, {
        summary: "The game catalogue (client_id 0), marked for a client, lab or pod; or a client's assigned games",
        description:
          'A client admin reads the catalogue and their own client only (403 otherwise). In the catalogue a game is locked when it is not a local game players can have, or when it reaches the target through a broader assignment (its lab or client).',
        tags,
        security,
      }),
    },
    async (request) => {
      const q = request.query;
      const length = q.length ?? DEFAULT_LENGTH;
      const page = q.page ?? 1;
      const { rows, total } = await adminGamesList(
        deps.db,
        sessionOf(request),
        {
          client_id: idOrNull(q.client_id),
          for_client_id: idOrNull(q.for_client_id),
          lab_id: idOrNull(q.lab_id),
          pod_id: idOrNull(q.pod_id),
          search: (q.search ?? '').trim(),
          page,
          length,
        },
        gameDto,
      );
      return ok({ games: rows, current_page: page, last_page: lastPage(total, length), total_rows: total });
    },
  );

  const assign = async (request: FastifyRequest, body: AssignBody, mode: 'add' | 'del') => {
    const changed = await changeAssignments(deps, actorOf(request), appendContext(request), {
      mode,
      client_id: body.client_id,
      lab_id: idOrNull(body.lab_id),
      pod_id: idOrNull(body.pod_id),
      game_ids: body.game_ids,
    });
    const what = changed === 1 ? '1 game' : `${changed} games`;
    return ok({ changed }, mode === 'add' ? `${what} assigned` : `${what} removed`);
  };

  app.post(
    adminKioskAddGameids.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskAddGameids, {
        summary: 'Assign local games to a client, one of its labs (lab_id) or one of its pods (pod_id)',
        description: "mode del takes them back instead. A client admin assigns to their own client's only (403).",
        tags,
        security,
      }),
    },
    (request) => assign(request, request.body, request.body.mode ?? 'add'),
  );

  app.post(
    adminKioskDelGameids.url,
    {
      preValidation: admins,
      schema: routeSchema(adminKioskDelGameids, {
        summary: 'Take games back from a client, lab or pod',
        description: 'mode add assigns instead. Only what was given to that very target is taken back.',
        tags,
        security,
      }),
    },
    (request) => assign(request, request.body, request.body.mode ?? 'del'),
  );
};
