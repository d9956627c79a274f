import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonPlayersPayments, type OfferPaymentStatus } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { type PaymentTable, paidPaymentsOfUser, userById } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole } from '../../auth/guards.ts';
import { staffActor } from '../../auth/request-actors.ts';
import { CLIENT_ADMIN, PLAYER, SUPER_ADMIN } from '../../domain/roles.ts';
import { dateTimeFormatter, statusText } from '../../http/list-formats.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { assertManages } from '../../users/domain/user-admin-decisions.ts';
import { usdOf } from '../domain/offer-form.ts';

/** A day the filter names, as 'YYYY-MM-DD'; empty or absent: open. */
function isoDay(day: string | undefined): string | null {
  if (!day) return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : day;
}

/** Where a payment the provider took stands: an open or lost dispute first, then refunds. */
export function offerPaymentStatus(
  r: Pick<PaymentTable, 'status' | 'refunded_cents' | 'amount_cents' | 'dispute_status'>,
): OfferPaymentStatus {
  if (r.status === 'processing') return 'processing';
  if (r.status !== 'paid') return 'failed';
  if (r.dispute_status === 'open') return 'disputed';
  if (r.dispute_status === 'lost') return 'dispute_lost';
  if (r.refunded_cents >= r.amount_cents) return 'refunded';
  if (r.refunded_cents > 0) return 'partially_refunded';
  return r.dispute_status === 'won' ? 'dispute_won' : 'paid';
}

/**
 * User Detail's Offer Payments: a player's payments the provider took. Its URL is under /common, its rules are
 * User Detail's: their client's admin or a super admin (a facilitator or restricted admin 403).
 */
export const playerPaymentsRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    commonPlayersPayments.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(commonPlayersPayments, {
        summary: "A player's offers the provider took, newest first, in a date range, and where each stands",
        description:
          "10 per page: paid, processing (nothing credited yet) and failed after processing, each with its status (refunded, disputed...) and the minutes refunds and disputes took back. The player's client's admins and super admins, as User Detail; facilitators, restricted admins and another client's admins 403, no such player 404.",
        tags: ['payments'],
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const q = request.query;
      const player = await userById(deps.db, q.player_id);
      if (!player || player.role !== PLAYER)
        throw new NotFoundError('This player does not exist', { field: 'player_id' });
      // a player without a client is a super admin's to see
      assertManages(staffActor(request), player);
      const timeZone = q.user_timezone ?? 'UTC';
      const format = dateTimeFormatter(timeZone);
      const offset = (q.page - 1) * q.length;
      const { rows, total } = await paidPaymentsOfUser(deps.db, {
        userId: player.id,
        from: isoDay(q.start_date),
        to: isoDay(q.end_date),
        timeZone,
        limit: q.length,
        offset,
      });
      return ok({
        payments: rows.map((r) => ({
          payment_intent: r.intent_id,
          offer_time: r.minutes,
          offer_cost: usdOf(r.amount_cents),
          offer_name: r.offer_name,
          FormattedCreatedAt: format(r.paid_at ?? r.accepted_at ?? r.created_at),
          status: offerPaymentStatus(r),
          minutes_taken_back: r.minutes_taken_back,
          refunded_usd: usdOf(r.refunded_cents),
        })),
        current_page: q.page,
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
      });
    },
  );
};
