import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, uuidv7 } from '@gamepod/events';
import { readLab } from '../../labs/application/read-lab.ts';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import type { OfferActor, OfferForm } from '../domain/offer-decider.ts';
import { offerDecider } from '../domain/offer-decider.ts';

type OfferDeps = Pick<PodDeps, 'store' | 'checkpoints' | 'clock'>;

async function labFact(deps: OfferDeps, labId: string | null) {
  if (labId === null) return null;
  const lab = await readLab(deps.store, labId);
  return lab ? { id: labId, client_id: lab.client_id } : null;
}

/**
 * Creates an offer for `clientId`, or edits the one `editId` names, then waits until the
 * offers read model holds it, so the list shows it at once.
 *
 * @returns the offer's id
 * @throws 403 for another client's offer, 404 for no such offer, 400 for a lab of another client.
 */
export async function saveOffer(
  deps: OfferDeps,
  actor: OfferActor,
  input: { readonly editId: string | null; readonly clientId: string | null; readonly form: OfferForm },
  context: AppendContext,
): Promise<string> {
  const lab = await labFact(deps, input.form.lab_id);
  const offerId = input.editId ?? uuidv7();
  const command = input.editId
    ? ({ type: 'Edit', actor, form: input.form, lab } as const)
    : ({ type: 'Create', actor, offer_id: offerId, client_id: input.clientId ?? '', form: input.form, lab } as const);
  const { seq, appended } = await handleCommand(deps.store, offerDecider, offerId, command, {
    context,
    clock: deps.clock,
  });
  if (appended) await deps.checkpoints.waitFor(['offers'], seq);
  return offerId;
}

/** Deletes an offer, then waits until the lists no longer show it. */
export async function deleteOffer(
  deps: OfferDeps,
  actor: OfferActor,
  offerId: string,
  context: AppendContext,
): Promise<void> {
  const { seq, appended } = await handleCommand(
    deps.store,
    offerDecider,
    offerId,
    { type: 'Delete', actor },
    {
      context,
      clock: deps.clock,
    },
  );
  if (appended) await deps.checkpoints.waitFor(['offers'], seq);
}
