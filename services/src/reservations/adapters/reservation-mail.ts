import { brandedMail } from '../../mail/branded-mail.ts';
import type { MailBrand } from '../../mail/mail-brand.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** What a reservation mail says: the lab, the group, when (in the lab's zone), which pods, who. */
export type ReservationMailFacts = {
  readonly change: 'made' | 'changed';
  readonly lab_name: string;
  readonly group_name: string;
  /** 'MM/DD/YYYY hh:mm AM/PM' in the lab's zone. */
  readonly start: string;
  readonly end: string;
  /** How long it really lasts, and how the clocks change in it: '2 hours (the clocks go forward 1 hour during it)'. */
  readonly length: string;
  readonly timezone: string;
  readonly pods: readonly string[];
  readonly emails: readonly string[];
};

export const reservationSubject = (f: Pick<ReservationMailFacts, 'change' | 'lab_name'>) =>
  f.change === 'made' ? `New reservation at ${f.lab_name}` : `Reservation changed at ${f.lab_name}`;

/** The mail to a lab's reservation address, in the venue's brand, when one of its reservations is made or changed. */
export function composeReservationMail(args: {
  readonly brand: MailBrand;
  readonly from: string;
  readonly to: string;
  readonly eventId: string;
  readonly now: Date;
  readonly facts: ReservationMailFacts;
}): MailMessage {
  const f = args.facts;
  return brandedMail({
    brand: args.brand,
    from: args.from,
    to: args.to,
    subject: reservationSubject(f),
    messageId: `${args.eventId}@gamepod`,
    date: args.now,
    blocks: [
      {
        kind: 'paragraph',
        text:
          f.change === 'made'
            ? `Pods at ${f.lab_name} have been reserved for ${f.group_name}.`
            : `The reservation of ${f.group_name} at ${f.lab_name} has changed. It now stands as follows.`,
      },
      {
        kind: 'facts',
        rows: [
          ['From', `${f.start} (${f.timezone})`],
          ['To', `${f.end} (${f.timezone})`],
          ['Length', f.length],
          ['Pods', f.pods.join(', ')],
          ['Who may use them', f.emails.join(', ')],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Players and facilitators not on the list are logged out of these pods when it starts.',
      },
    ],
  });
}
