import { type EventData, LabQueueSeatOffered, type StoredEvent } from '@gamepod/events';
import {
  clientsProjection,
  labById,
  labsProjection,
  podById,
  podsProjection,
  userById,
  usersProjection,
} from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { timeText, wallTimeAt } from '../../reservations/domain/zoned-time.ts';
import { composeSeatOfferMail } from '../adapters/seat-offer-mail.ts';
import { offerStands } from '../application/seat-passing.ts';

type Offered = StoredEvent<string, EventData<typeof LabQueueSeatOffered>>;

/**
 * "You're up" by mail, in the venue's brand, to a player with an email when a pod is held for
 * them. Only an offer that still stands is mailed (the seat still held for that player, its
 * hold not run out), so a replay of old offers sends nothing. The checkpoint, written after
 * the send, keeps a redelivery from mailing again; a crash between the two mails twice with
 * the same Message-ID (the event's id), which receivers drop.
 */
export function queueOfferMail(
  deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'mailer' | 'mailFrom' | 'brands' | 'clock'>,
) {
  return defineReaction({
    name: 'queue_offer_mail',
    description: "mails a player in line 'You're up' when a pod is held for them",
    eventTypes: [LabQueueSeatOffered.type],
    aggregate: LabQueueSeatOffered.aggregate,
    readModels: [usersProjection.name, labsProjection.name, podsProjection.name, clientsProjection.name],
    async handle(events) {
      for (const e of events as readonly Offered[]) {
        const { user_id, pod_id, expires_at } = e.data;
        if (!(await offerStands(deps, e.aggregate_id, e.data))) continue;
        const now = deps.clock();
        const expiresAt = new Date(expires_at);
        const user = await userById(deps.db, user_id);
        if (!user?.email) continue;
        const [lab, pod] = await Promise.all([labById(deps.db, e.aggregate_id), podById(deps.db, pod_id)]);
        if (!lab) continue;
        const nav_id = pod?.license ?? pod?.nav_id ?? pod_id;
        const heldMinutes = Math.round((expiresAt.getTime() - new Date(e.metadata.occurred_at).getTime()) / 60_000);
        await deps.mailer.send(
          composeSeatOfferMail({
            brand: await deps.brands.forClient(lab.client_id),
            from: deps.mailFrom,
            to: user.email,
            eventId: e.metadata.event_id,
            now,
            facts: {
              lab_name: lab.lab_name,
              nav_id,
              until: `${timeText(wallTimeAt(expiresAt, lab.timezone))} (${lab.timezone})`,
              hold_minutes: heldMinutes,
            },
          }),
        );
      }
    },
  });
}
