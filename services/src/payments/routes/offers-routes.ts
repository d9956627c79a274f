import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import { adminOffersDelete, adminOffersList, adminOffersSave } from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError, ValidationError } from '@gamepod/events';
import { listOffers, offerById } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { caughtUp } from '../../application/caught-up.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { deleteOffer, saveOffer } from '../application/offer-service.ts';
import { readOfferForm } from '../domain/offer-form.ts';
import { offerRowView } from './offer-view.ts';

const tags = ['offers'];
const security = [{ bearer: [] }];
const UUID = new RegExp(UUID_PATTERN);

/** A client id the request names, checked for shape; '' and absent are none. */
function namedClient(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!UUID.test(value)) throw new ValidationError('client_id: must be a client id', { field: 'client_id' });
  return value;
}

/**
 * Whose offers a request touches: a super admin's the client named (a save requires one), a
 * client admin's their own; naming another client is a 403.
 */
function offerClient(session: { role: number; client_id: string | null }, requested: string | null): string | null {
  if (session.role === SUPER_ADMIN) return requested;
  if (session.client_id === null || (requested !== null && requested !== session.client_id)) throw new ForbiddenError();
  return session.client_id;
}

const statusText = (offset: number, shown: number, total: number) =>
  total === 0 ? 'Showing 0 entries' : `Showing ${offset + 1} to ${offset + shown} of ${total} entries`;

/** Offers of paid time (roles 3 and 4): list, save (create or edit), delete. */
export const offersRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; clock: () => Date }> = async (
  app,
  { deps, clock },
) => {
  const offerDeps = { ...deps, clock };
  app.get(
    adminOffersList.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminOffersList, {
        summary: "One page of offers: a super admin's of any client or all, a client admin's own client's",
        description: "In the players' order (order, then id), by client; 10 per page.",
        tags,
        security,
      }),
    },
    async (request) => {
      const q = request.query;
      const clientId = offerClient(sessionOf(request), namedClient(q.client_id));
      const offset = (q.page - 1) * q.length;
      const { rows, total } = await listOffers(deps.db, { clientId, limit: q.length, offset });
      return ok({
        offers: rows.map(offerRowView),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.length)),
        total_rows: total,
        status_text: statusText(offset, rows.length, total),
      });
    },
  );

  app.post(
    adminOffersSave.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminOffersSave, {
        summary: 'Create an offer, or edit the one edit_id names',
        description:
          "usd_cost at most two decimals (0.50 to 100,000); lab_id one of the client's labs or empty for all; active defaults to 1, order to 0. An edit keeps the offer's client.",
        tags,
        security,
      }),
    },
    async (request) => {
      const { edit_id, client_id, ...input } = request.body;
      const session = sessionOf(request);
      const form = readOfferForm(input);
      const editId = edit_id || null;
      const clientId = offerClient(session, namedClient(client_id));
      if (!editId && clientId === null) throw new ValidationError('client_id: required', { field: 'client_id' });
      const id = await saveOffer(offerDeps, session, { editId, clientId, form }, appendContext(request));
      // the reply reads the saved offer: past the save's own bounded wait, a lagging read model
      // must not answer a create with "does not exist"
      await caughtUp(deps, ['offers'], 'offer', id);
      const row = await offerById(deps.db, id);
      // deleted by someone else between the save and this read
      if (!row) throw new NotFoundError('This offer does not exist', { field: 'edit_id' });
      return ok({ offer: offerRowView(row) }, editId ? 'Offer updated' : 'Offer created');
    },
  );

  app.post(
    adminOffersDelete.url,
    {
      preValidation: requireRole(CLIENT_ADMIN, SUPER_ADMIN),
      schema: routeSchema(adminOffersDelete, {
        summary: 'Delete an offer',
        description: "A client admin deletes only their own client's offers (403).",
        tags,
        security,
      }),
    },
    async (request) => {
      await deleteOffer(offerDeps, sessionOf(request), request.body.id, appendContext(request));
      return ok({}, 'Offer deleted');
    },
  );
};
