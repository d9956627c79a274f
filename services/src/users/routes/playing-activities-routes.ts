import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { platformNames } from '@gamepod/contracts/catalogues';
import { commonPlayingActivities, type PlayingActivity } from '@gamepod/contracts/http';
import { NotFoundError, ValidationError } from '@gamepod/events';
import { type PlayingActivityRow, playingActivities, userById } from '@gamepod/projections';
import { requireRole } from '../../auth/guards.ts';
import { staffActor } from '../../auth/request-actors.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { lastPage } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { AdminUsersDeps } from '../application/admin-users-service.ts';
import { assertManages } from '../domain/user-admin-decisions.ts';
import { dateTimeFormatter, statusText } from './admin-user-views.ts';

/** Minutes to 2 decimals. */
const minutesOf = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

function activityView(row: PlayingActivityRow, format: (at: Date) => string, now: Date): PlayingActivity {
  const started = row.started_at ?? row.requested_at;
  const seconds = row.seconds ?? Math.max(0, Math.round((now.getTime() - started.getTime()) / 1000));
  return {
    id: row.launch_id,
    session: { pod: { podnav: { license: row.pod_license } } },
    PlatformName: platformNames([row.platform]),
    game: { game_title: row.game_title },
    StartAt: format(started),
    EndAt: row.ended_at ? format(row.ended_at) : null,
    play_time: minutesOf(seconds),
    guests: row.guests,
  };
}

/**
 * User Detail's Game Playing Time: a player's play sessions in a date range, 10 a page. Its
 * URL is under /common, its rules (who may read which user) are the users screens'.
 */
export const playingActivitiesRoutes: FastifyPluginAsyncTypebox<{ deps: AdminUsersDeps }> = async (app, { deps }) => {
  app.get(
    commonPlayingActivities.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(commonPlayingActivities, {
        summary: "A player's play sessions, newest first, that started between start_date and end_date",
        description:
          "Days are read in user_timezone (UTC if left out); either end may be left open. A client admin sees only their own client's players (403 otherwise); a user that does not exist is 404; end_date before start_date is 400.",
        tags: ['users'],
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const q = request.query;
      const timeZone = q.user_timezone ?? 'UTC';
      const format = dateTimeFormatter(timeZone);
      if (q.start_date && q.end_date && q.end_date < q.start_date) {
        throw new ValidationError('end_date: must not be before start_date', { field: 'end_date' });
      }
      const user = await userById(deps.db, q.user_id);
      if (!user) throw new NotFoundError('User not found', { field: 'user_id' });
      assertManages(staffActor(request), user);
      const offset = (q.page - 1) * q.length;
      const { rows, total } = await playingActivities(deps.db, {
        userId: user.id,
        from: q.start_date ?? null,
        to: q.end_date ?? null,
        timeZone,
        limit: q.length,
        offset,
      });
      const now = deps.clock();
      return ok({
        activities: rows.map((r) => activityView(r, format, now)),
        current_page: q.page,
        last_page: lastPage(total, q.length),
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
      });
    },
  );
};
