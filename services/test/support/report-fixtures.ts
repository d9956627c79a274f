import { catalogue, EventStore, SYSTEM_ACTOR, UPCOMING_GAMES_ID, uuidv7 } from '@gamepod/events';
import type { TestServices } from './test-services.ts';

// Backdated history for the report tests: play sessions carry their own times, and payments
// and surveys are stamped with the time they happened by a store whose clock is set to it.

const context = { actor: SYSTEM_ACTOR };
type Deps = Pick<TestServices, 'deps' | 'env'>;

/** An event store over the test's log whose clock reads `at`: its events happened then. */
const storeAt = (s: Deps, at: Date) =>
  new EventStore({ nc: s.env.nc, names: s.env.names, registry: catalogue, clock: () => at });

export type PodAt = { readonly id: string; readonly client_id: string; readonly lab_id: string };

/** A launch that played from `start` for `seconds`, on `pod`, by `player` (null: a walk-in). */
export async function playedSession(
  s: Deps,
  pod: PodAt,
  o: {
    player: string | null;
    game: string;
    platform: 'xb' | 'ps' | 'pc';
    start: Date;
    seconds: number;
    players?: number;
  },
): Promise<number> {
  const launch_id = uuidv7();
  const end = new Date(o.start.getTime() + o.seconds * 1000);
  const base = { launch_id, game_id: o.game, user_id: o.player, platform: o.platform };
  const at = { started_at: o.start.toISOString() };
  const { seq } = await storeAt(s, o.start).append(
    'play',
    pod.id,
    [
      {
        type: 'GameLaunchRequested',
        data: {
          ...base,
          client_id: pod.client_id,
          lab_id: pod.lab_id,
          xd: 'xd1',
          players: o.players ?? 1,
          paid: false,
          via: 'player',
        },
      },
      { type: 'GamePlayStarted', data: { ...base, ...at } },
      {
        type: 'GamePlayEnded',
        data: {
          ...base,
          ...at,
          ended_at: end.toISOString(),
          seconds: o.seconds,
          minutes: Math.ceil(o.seconds / 60),
          paid: false,
          reason: 'ended',
        },
      },
    ],
    { expectedVersion: 'any', context },
  );
  return seq;
}

/** A payment for an offer made at `at`: paid, or refused by the card's bank. */
export async function payment(
  s: Deps,
  pod: PodAt,
  o: { player: string; offer: string; minutes: number; cents: number; at: Date; paid: boolean },
): Promise<number> {
  const intent_id = `pi_${uuidv7()}`;
  const offer_id = uuidv7();
  const outcome = o.paid
    ? {
        type: 'PaymentSucceeded',
        data: {
          intent_id,
          user_id: o.player,
          offer_id,
          minutes: o.minutes,
          amount_cents: o.cents,
          status: 'succeeded',
          via: 'confirm',
          payment_method: null,
          existing_method: false,
        },
      }
    : { type: 'PaymentFailed', data: { intent_id, status: 'card_declined', message: 'Your card was declined.' } };
  const created = {
    type: 'PaymentIntentCreated',
    data: {
      intent_id,
      provider: 'local',
      user_id: o.player,
      client_id: pod.client_id,
      lab_id: pod.lab_id,
      pod_id: pod.id,
      offer_id,
      offer_name: o.offer,
      minutes: o.minutes,
      amount_cents: o.cents,
      currency: 'usd',
    },
  };
  const { seq } = await storeAt(s, o.at).append('payment', intent_id, [created, outcome], {
    expectedVersion: 0,
    context,
  });
  return seq;
}

/** The upcoming games the exit survey offers. */
export async function seedUpcoming(s: Deps, games: ReadonlyArray<{ game_id: string; name: string }>): Promise<number> {
  const list = games.map((g) => ({ ...g, image_url: `https://example.com/${g.game_id}.png` }));
  const { seq } = await s.deps.store.append(
    'upcoming_games',
    UPCOMING_GAMES_ID,
    [{ type: 'UpcomingGamesSeeded', data: { games: list } }],
    { expectedVersion: 'any', context },
  );
  return seq;
}

/** An exit survey answered at `at`: the overall mark (the others one less), picks and a comment. */
export async function survey(
  s: Deps,
  pod: PodAt,
  o: { player: string | null; at: Date; overall: number; picks: readonly string[]; comment?: string },
): Promise<number> {
  const mark = Math.max(1, o.overall - 1);
  const { seq } = await storeAt(s, o.at).append(
    'survey',
    uuidv7(),
    [
      {
        type: 'SurveyStarted',
        data: { pod_id: pod.id, client_id: pod.client_id, lab_id: pod.lab_id, user_id: o.player },
      },
      {
        type: 'SurveyRatingsSaved',
        data: {
          mark_cleanliness: mark,
          mark_network_speed: mark,
          mark_game_selection: mark,
          mark_overall_experience: o.overall,
        },
      },
      { type: 'SurveyUpcomingGamesPicked', data: { upcoming_games: [...o.picks] } },
      ...(o.comment ? [{ type: 'SurveyCommentSaved', data: { comment: o.comment } }] : []),
    ],
    { expectedVersion: 0, context },
  );
  return seq;
}
