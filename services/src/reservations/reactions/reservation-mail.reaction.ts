import { type EventData, ReservationChanged, ReservationMade, type StoredEvent } from '@gamepod/events';
import { clientsProjection, labById, labsProjection, livePodsByIds, podsProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { composeReservationMail } from '../adapters/reservation-mail.ts';
import { dateText, realLengthText, timeText, wallTimeAt } from '../domain/zoned-time.ts';

type Written = StoredEvent<string, EventData<typeof ReservationMade>>;

const inZone = (iso: string, timezone: string) => {
  const w = wallTimeAt(new Date(iso), timezone);
  return `${dateText(w)} ${timeText(w)}`;
};

/**
 * Mails the lab's reservation address, in its venue's brand, when one of its reservations is made or changed (a
 * lab without one gets none). The Message-ID is the event's, so a mail sent twice after a
 * crash can be dropped by the receiver.
 */
export function reservationMail(deps: Pick<ReactionDeps, 'db' | 'mailer' | 'mailFrom' | 'brands' | 'clock'>) {
  return defineReaction({
    name: 'reservation_mail',
    description: "mails a lab's reservation address when a reservation is made or changed",
    eventTypes: [ReservationMade.type, ReservationChanged.type],
    aggregate: ReservationMade.aggregate,
    readModels: [labsProjection.name, podsProjection.name, clientsProjection.name],
    async handle(events) {
      for (const e of events as readonly Written[]) {
        const r = e.data;
        const lab = await labById(deps.db, r.lab_id);
        if (!lab?.reservation_email) continue;
        const pods = await livePodsByIds(deps.db, r.pod_ids);
        const facts = {
          change: e.type === ReservationMade.type ? ('made' as const) : ('changed' as const),
          lab_name: lab.lab_name,
          group_name: r.group_name,
          start: inZone(r.start_at, r.timezone),
          end: inZone(r.end_at, r.timezone),
          length: realLengthText(new Date(r.start_at), new Date(r.end_at), r.timezone),
          timezone: r.timezone,
          pods: pods.map((p) => p.license ?? p.pod_id_key),
          emails: r.emails,
        };
        const now = deps.clock();
        await deps.mailer.send(
          composeReservationMail({
            brand: await deps.brands.forClient(lab.client_id),
            from: deps.mailFrom,
            to: lab.reservation_email,
            eventId: e.metadata.event_id,
            now,
            facts,
          }),
        );
      }
    },
  });
}
