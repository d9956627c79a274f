// The events of things that happened at a venue, as the product appends them: a play session
// from launch to end, a purchase of paid time, an exit survey. The demo history and the
// report tests build their backdated history from these.
import { type NewEvent, uuidv7 } from '@gamepod/events';

type Where = { readonly pod_id: string; readonly client_id: string; readonly lab_id: string };

/** A launch that played from `start` for `seconds` (on the pod's play subject). */
export function playedEvents(
  o: Omit<Where, 'pod_id'> & {
    game_id: string;
    platform: string;
    user_id: string | null;
    start: Date;
    seconds: number;
    players?: number;
  },
): NewEvent[] {
  const base = { launch_id: uuidv7(), game_id: o.game_id, user_id: o.user_id, platform: o.platform };
  const started_at = o.start.toISOString();
  const ended_at = new Date(o.start.getTime() + o.seconds * 1000).toISOString();
  return [
    {
      type: 'GameLaunchRequested',
      data: {
        ...base,
        client_id: o.client_id,
        lab_id: o.lab_id,
        xd: 'xd1',
        players: o.players ?? 1,
        paid: false,
        via: 'player',
      },
    },
    { type: 'GamePlayStarted', data: { ...base, started_at } },
    {
      type: 'GamePlayEnded',
      data: {
        ...base,
        started_at,
        ended_at,
        seconds: o.seconds,
        minutes: Math.ceil(o.seconds / 60),
        paid: false,
        reason: 'ended',
      },
    },
  ];
}

/** A payment for an offer (on the subject `intent_id`): paid, or refused by the card's bank. */
export function paymentEvents(
  o: Where & {
    intent_id: string;
    user_id: string;
    offer_id: string;
    offer_name: string;
    minutes: number;
    cents: number;
    paid: boolean;
  },
): NewEvent[] {
  const { intent_id, user_id, offer_id, minutes, cents: amount_cents } = o;
  return [
    {
      type: 'PaymentIntentCreated',
      data: {
        intent_id,
        provider: 'local',
        user_id,
        client_id: o.client_id,
        lab_id: o.lab_id,
        pod_id: o.pod_id,
        offer_id,
        offer_name: o.offer_name,
        minutes,
        amount_cents,
        currency: 'usd',
      },
    },
    o.paid
      ? {
          type: 'PaymentSucceeded',
          data: {
            intent_id,
            user_id,
            offer_id,
            minutes,
            amount_cents,
            status: 'succeeded',
            via: 'confirm',
            payment_method: null,
            existing_method: false,
          },
        }
      : { type: 'PaymentFailed', data: { intent_id, status: 'card_declined', message: 'Your card was declined.' } },
  ];
}

export type SurveyMarks = {
  readonly cleanliness: number;
  readonly network_speed: number;
  readonly game_selection: number;
  readonly overall_experience: number;
};

/** An exit survey (on a subject of its own): its marks, the upcoming games picked, a comment. */
export function surveyEvents(
  o: Where & { user_id: string | null; marks: SurveyMarks; picks: readonly string[]; comment?: string },
): NewEvent[] {
  return [
    { type: 'SurveyStarted', data: { pod_id: o.pod_id, client_id: o.client_id, lab_id: o.lab_id, user_id: o.user_id } },
    {
      type: 'SurveyRatingsSaved',
      data: {
        mark_cleanliness: o.marks.cleanliness,
        mark_network_speed: o.marks.network_speed,
        mark_game_selection: o.marks.game_selection,
        mark_overall_experience: o.marks.overall_experience,
      },
    },
    ...(o.picks.length > 0 ? [{ type: 'SurveyUpcomingGamesPicked', data: { upcoming_games: [...o.picks] } }] : []),
    ...(o.comment ? [{ type: 'SurveyCommentSaved', data: { comment: o.comment } }] : []),
  ];
}
