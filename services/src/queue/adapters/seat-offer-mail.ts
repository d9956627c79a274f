import { brandedMail } from '../../mail/branded-mail.ts';
import type { MailBrand } from '../../mail/mail-brand.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** What the "You're up" mail says: the lab, the pod held, and until when (in the lab's zone). */
export type SeatOfferMailFacts = {
  readonly lab_name: string;
  readonly nav_id: string;
  /** 'hh:mm AM/PM' in the lab's zone. */
  readonly until: string;
  readonly hold_minutes: number;
};

export const seatOfferSubject = (f: Pick<SeatOfferMailFacts, 'nav_id'>) => `You're up: pod ${f.nav_id}`;

/**
 * The mail to a player in line when a pod is held for them, in the venue's brand. The
 * Message-ID is the offer event's, so a copy sent again after a crash can be dropped.
 */
export function composeSeatOfferMail(args: {
  readonly brand: MailBrand;
  readonly from: string;
  readonly to: string;
  readonly eventId: string;
  readonly now: Date;
  readonly facts: SeatOfferMailFacts;
}): MailMessage {
  const f = args.facts;
  return brandedMail({
    brand: args.brand,
    from: args.from,
    to: args.to,
    subject: seatOfferSubject(f),
    messageId: `${args.eventId}@gamepod`,
    date: args.now,
    blocks: [
      { kind: 'paragraph', text: `You're up at ${f.lab_name}: pod ${f.nav_id} is held for you.` },
      {
        kind: 'facts',
        rows: [
          ['Pod', f.nav_id],
          ['Held until', f.until],
        ],
      },
      {
        kind: 'paragraph',
        text: `Sign in on pod ${f.nav_id} within ${f.hold_minutes} minutes to take it. After that the seat passes to the next in line and counts as a missed seat.`,
      },
    ],
  });
}
