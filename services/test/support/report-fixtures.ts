import { EventStore } from '@gamepod/event-store';
import { catalogue, type NewEvent, SYSTEM_ACTOR, UPCOMING_GAMES_ID, uuidv7 } from '@gamepod/events';
import { paymentEvents, playedEvents, surveyEvents } from '@gamepod/events/testing';
import type { TestServices } from './test-services.ts';

// Backdated history for the report tests: play sessions carry their own times, and payments
// and surveys are stamped with the time they happened by a store whose clock is set to it.

const context = { actor: SYSTEM_ACTOR };
type Deps = Pick<TestServices, 'deps' | 'env'>;
/** What appending backdated history needs: the log's connection and names (a browser harness has them too). */
type Log = { readonly env: Pick<TestServices['env'], 'nc' | 'names'> };

export type PodAt = { readonly id: string; readonly client_id: string; readonly lab_id: string };

/** Appends `events` on `aggregate.id` as having happened at `at`; returns the commit's sequence. */
async function appendAt(s: Log, at: Date, aggregate: string, id: string, events: NewEvent[]): Promise<number> {
  const store = new EventStore({ nc: s.env.nc, names: s.env.names, registry: catalogue, clock: () => at });
  return (await store.append(aggregate, id, events, { expectedVersion: 'any', context })).seq;
}

const where = (pod: PodAt) => ({ pod_id: pod.id, client_id: pod.client_id, lab_id: pod.lab_id });

/** A launch that played from `start` for `seconds`, on `pod`, by `player` (null: a walk-in). */
export function playedSession(
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
  const events = playedEvents({ ...where(pod), ...o, game_id: o.game, user_id: o.player });
  return appendAt(s, o.start, 'play', pod.id, events);
}

/**
 * A payment for an offer made at `at`: paid, or refused by the card's bank; a paid one may
 * then be refunded in part (`refunded`) or lost to a chargeback (`disputeLost`).
 */
export async function payment(
  s: Deps,
  pod: PodAt,
  o: {
    player: string;
    offer: string;
    minutes: number;
    cents: number;
    at: Date;
    paid: boolean;
    refunded?: { cents: number; minutes: number };
    disputeLost?: boolean;
  },
): Promise<number> {
  const intent_id = `pi_${uuidv7()}`;
  const user_id = o.player;
  const bought = { ...where(pod), intent_id, user_id, offer_id: uuidv7(), offer_name: o.offer };
  let seq = await appendAt(s, o.at, 'payment', intent_id, paymentEvents({ ...bought, ...o }));
  const later: NewEvent[] = [];
  if (o.refunded) {
    const { cents, minutes } = o.refunded;
    const charge_id = `ch_${uuidv7()}`;
    const data = { intent_id, user_id, charge_id, amount_cents: cents, refunded_cents: cents, minutes };
    later.push({ type: 'PaymentRefunded', data });
  }
  if (o.disputeLost) {
    const dispute_id = `dp_${uuidv7()}`;
    const disputed = { intent_id, user_id, dispute_id };
    later.push(
      {
        type: 'PaymentDisputed',
        data: { ...disputed, amount_cents: o.cents, reason: 'fraudulent', minutes: o.minutes },
      },
      { type: 'PaymentDisputeClosed', data: { ...disputed, status: 'lost', minutes: 0 } },
    );
  }
  if (later.length > 0) seq = await appendAt(s, o.at, 'payment', intent_id, later);
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
export function survey(
  s: Deps,
  pod: PodAt,
  o: { player: string | null; at: Date; overall: number; picks: readonly string[]; comment?: string },
): Promise<number> {
  const mark = Math.max(1, o.overall - 1);
  const marks = { cleanliness: mark, network_speed: mark, game_selection: mark, overall_experience: o.overall };
  return appendAt(s, o.at, 'survey', uuidv7(), surveyEvents({ ...where(pod), ...o, user_id: o.player, marks }));
}

/** How a queued place left the line, and when: seated, a no-show, left or removed by staff. */
export type PlaceEnd = { readonly at: Date; readonly as: 'taken' | 'no_show' | 'left' | 'removed' };

/**
 * A place in `lab`'s queue that joined at `joined`, was offered pod `pod` at `offered` (if it
 * was), and left the line as `end` says (if it did), each commit stamped with its own time.
 */
export async function queuedPlace(
  s: Log,
  lab: string,
  o: { player: string; joined: Date; offered?: Date; end?: PlaceEnd; pod?: string },
): Promise<number> {
  const entry_id = uuidv7();
  const user_id = o.player;
  const pod_id = o.pod ?? 'pod-1';
  const place = { entry_id, user_id };
  const joined = { ...place, ticket: 1, display_name: 'Ada L.', platform: null };
  let seq = await appendAt(s, o.joined, 'lab_queue', lab, [{ type: 'LabQueueJoined', data: joined }]);
  if (o.offered) {
    const expires_at = new Date(o.offered.getTime() + 600_000).toISOString();
    const offer = { type: 'LabQueueSeatOffered', data: { ...place, pod_id, expires_at } };
    seq = await appendAt(s, o.offered, 'lab_queue', lab, [offer]);
  }
  if (o.end) {
    const released_pod_id = o.offered ? pod_id : null;
    const data = {
      taken: { type: 'LabQueueSeatTaken', data: { ...place, pod_id } },
      no_show: { type: 'LabQueueOfferExpired', data: { ...place, pod_id, expires_at: o.end.at.toISOString() } },
      left: { type: 'LabQueueLeft', data: { ...place, released_pod_id } },
      removed: { type: 'LabQueueRemoved', data: { ...place, released_pod_id } },
    }[o.end.as];
    seq = await appendAt(s, o.end.at, 'lab_queue', lab, [data]);
  }
  return seq;
}
