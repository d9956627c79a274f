// A few weeks of venue history for the demo, so that the reports' first look shows real charts:
// play sessions, exit surveys with ratings, picks and comments, and purchases of paid time.
// Each is appended through the event store as it would have been, stamped with the time it
// happened (a store whose clock reads that time), in batches of parallel appends. A venue that
// already has play before today gets nothing: a restart keeps its history.

import { EventStore } from '@gamepod/event-store';
import { catalogue, type NewEvent, type StoreNames, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { paymentEvents, playedEvents, surveyEvents } from '@gamepod/events/testing';

type NatsConnection = EventStore['nc'];

export type HistoryPod = { readonly id: string; readonly lab_id: string; readonly paid: boolean };
export type HistoryGame = { readonly id: string; readonly platform: 'xb' | 'ps' | 'pc' | 'sw' };
export type HistoryOffer = {
  readonly id: string;
  readonly name: string;
  readonly minutes: number;
  readonly cents: number;
};

export type DemoHistory = {
  readonly clientId: string;
  readonly pods: readonly HistoryPod[];
  /** Players who sign in (the rest of the sessions are walk-ins). */
  readonly players: readonly string[];
  /** Games played, the most popular first. */
  readonly games: readonly HistoryGame[];
  /** Games the exit survey offers as upcoming. */
  readonly upcoming: readonly string[];
  readonly offers: readonly HistoryOffer[];
  /** Days of history before today. */
  readonly days: number;
  /** Opening hour (UTC) of the venue's day; it stays open 12 hours. */
  readonly openUtcHour: number;
};

const COMMENTS = [
  'Loved the racing setup!',
  'Headset on this pod crackles a little.',
  'Great selection, please add more co-op games.',
  'Staff were super helpful.',
  'Controller battery died mid-game.',
  'Best night out in ages.',
];

/** A small seeded generator (mulberry32): the same history on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Commit = { aggregate: string; id: string; at: Date; events: NewEvent[] };

/** The commits of one play session, and what followed it (a survey) or came before (a purchase). */
function sessionCommits(h: DemoHistory, pod: HistoryPod, start: Date, rnd: () => number): Commit[] {
  const pick = <T>(list: readonly T[]) => list[Math.min(list.length - 1, Math.floor(rnd() ** 1.6 * list.length))] as T;
  const game = pick(h.games);
  const player = h.players.length > 0 && rnd() < 0.6 ? pick(h.players) : null;
  const seconds = Math.round((15 + rnd() * 75) * 60);
  const players = rnd() < 0.2 ? 2 + Math.floor(rnd() * 3) : 1;
  const where = { pod_id: pod.id, client_id: h.clientId, lab_id: pod.lab_id };
  const commits: Commit[] = [];
  if (pod.paid && player && h.offers.length > 0 && rnd() < 0.5) {
    const offer = pick(h.offers);
    const intent_id = `pi_demo_${uuidv7()}`;
    const bought = { ...where, intent_id, user_id: player, offer_id: offer.id, offer_name: offer.name };
    commits.push({
      aggregate: 'payment',
      id: intent_id,
      at: new Date(start.getTime() - 60_000),
      events: paymentEvents({ ...bought, minutes: offer.minutes, cents: offer.cents, paid: true }),
    });
  }
  commits.push({
    aggregate: 'play',
    id: pod.id,
    at: start,
    events: playedEvents({
      ...where,
      game_id: game.id,
      platform: game.platform,
      user_id: player,
      start,
      seconds,
      players,
    }),
  });
  if (rnd() < 0.35) {
    const overall = rnd() < 0.7 ? 5 : 3 + Math.floor(rnd() * 2);
    const mark = () => Math.max(2, overall - Math.floor(rnd() * 2));
    const marks = { cleanliness: mark(), network_speed: mark(), game_selection: mark(), overall_experience: overall };
    const picks = h.upcoming.filter(() => rnd() < 0.4).slice(0, 2);
    const comment = rnd() < 0.3 ? pick(COMMENTS) : undefined;
    commits.push({
      aggregate: 'survey',
      id: uuidv7(),
      at: new Date(start.getTime() + seconds * 1000 + 30_000),
      events: surveyEvents({ ...where, user_id: player, marks, picks, comment }),
    });
  }
  return commits;
}

/**
 * Every commit of the history, oldest first: busier evenings and weekends, a gap between
 * sessions. A venue day runs 12 hours from `openUtcHour`; nothing happens after `now`.
 */
export function historyCommits(h: DemoHistory, now: Date): Commit[] {
  const rnd = random(h.days * 7919 + h.pods.length);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const commits: Commit[] = [];
  for (let d = h.days; d >= 1; d--) {
    const open = midnight - d * 86_400_000 + h.openUtcHour * 3_600_000;
    const weekend = [0, 6].includes(new Date(open).getUTCDay());
    for (const pod of h.pods) {
      let at = open + rnd() * 90 * 60_000;
      while (at < open + 11 * 3_600_000) {
        // later hours are busier: the gap shrinks through the day
        const through = (at - open) / (12 * 3_600_000);
        const made = sessionCommits(h, pod, new Date(at), rnd);
        if (made.some((c) => c.at.getTime() > now.getTime())) break;
        commits.push(...made);
        const played = made.find((c) => c.aggregate === 'play')?.events[2]?.data as { seconds: number };
        const gap = (weekend ? 10 : 25) + rnd() * (weekend ? 40 : 90) * (1.2 - through);
        at += played.seconds * 1000 + gap * 60_000;
      }
    }
  }
  return commits.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Appends the history in batches of parallel appends, each stamped with its own time; returns the last sequence. */
export async function appendHistory(
  nc: NatsConnection,
  names: StoreNames,
  commits: readonly Commit[],
): Promise<number> {
  let now = new Date();
  // the store stamps a commit as append() starts, before its first await: setting the clock
  // right before each call is safe with many appends in flight
  const store = new EventStore({ nc, names, registry: catalogue, clock: () => now });
  const context = { actor: SYSTEM_ACTOR };
  let last = 0;
  for (let i = 0; i < commits.length; i += 128) {
    const batch = commits.slice(i, i + 128).map((c) => {
      now = c.at;
      return store.append(c.aggregate, c.id, c.events, { expectedVersion: 'any', context });
    });
    for (const r of await Promise.all(batch)) last = Math.max(last, r.seq);
  }
  return last;
}

type Get = (path: string) => Promise<Record<string, unknown>>;
type Row = Record<string, unknown>;

/**
 * Seeds three weeks of history for the demo client unless it has play before today (read
 * through the activity report, as a venue would see it). The games, pods, offers and the
 * demo player come from the API; returns the commits appended (0 when skipped).
 */
export async function ensureDemoHistory(
  get: Get,
  nc: NatsConnection,
  names: StoreNames,
  o: { clientId: string; paidLab: string; playerEmail: string | undefined; days?: number },
): Promise<number> {
  const q = `client_id=${o.clientId}&user_timezone=UTC`;
  const month = (await get(`/common/reports/summary?interval=lastmonth&${q}`)) as {
    report: { sessions_per_day: Array<{ sessions: number }> };
  };
  if (month.report.sessions_per_day.slice(0, -1).some((d) => d.sessions > 0)) return 0;
  const pods = ((await get(`/admin/kiosk/pods?client_id=${o.clientId}`)).pods as Row[]).map((p) => ({
    id: String(p.id),
    lab_id: String(p.lab_id),
    paid: p.lab_id === o.paidLab,
  }));
  const games = (await get('/admin/kiosk/games_list?client_id=0&length=100')).games as Row[];
  const offers = (await get(`/admin/offers/list?client_id=${o.clientId}&length=100`)).offers as Row[];
  const found = o.playerEmail
    ? ((await get(`/admin/kiosk/users?client_id=${o.clientId}&search=${encodeURIComponent(o.playerEmail)}`))
        .users as Row[])
    : [];
  const history: DemoHistory = {
    clientId: o.clientId,
    pods,
    players: found.map((u) => String(u.id)),
    games: games
      .filter((g) => g.IsSurveyOnly === 0)
      .map((g) => ({
        id: String(g.GameId),
        platform: ((g.Platforms as string[])[0] ?? 'pc') as HistoryGame['platform'],
      })),
    upcoming: games.filter((g) => g.IsSurveyOnly === 1).map((g) => String(g.GameId)),
    offers: offers.map((f) => ({
      id: String(f.id),
      name: String(f.name),
      minutes: Number(f.minutes),
      cents: Math.round(Number(f.usd_cost) * 100),
    })),
    days: o.days ?? 21,
    openUtcHour: 16,
  };
  if (history.games.length === 0 || pods.length === 0) return 0;
  const commits = historyCommits(history, new Date());
  await appendHistory(nc, names, commits);
  return commits.length;
}
