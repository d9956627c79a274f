// What the fault benchmark asks of the log after each scenario: duplicates of every kind it can
// name, and whether the timers that fell due fired once.
import type { CensusEvent, LogCensus } from '@gamepod/testbed';

/**
 * Events stored more than once, by what makes them the same, counting each extra copy:
 * - `msg_id`: one `Nats-Msg-Id` stored twice (a command id, a reaction's follow-up id
 *   `<reaction>:<event id>`, a timer's `timer:<reaction>:<key>:<set_by_seq>`): JetStream drops
 *   a repeat inside its 2-minute duplicate window, so a second copy is a retry that came later;
 * - `event_id`: one event id stored twice;
 * - `outcome`: a pod command with more than one outcome (completed, failed or expired);
 * - `payment`: an intent credited more than once (PaymentSucceeded);
 * - `follow_up`: one cause (causation id) followed by the same event type on the same aggregate
 *   twice, under different message ids;
 * - `paid_time_end`: a player's paid play stopped more than once by the paid_time end timer.
 */
export type Duplicates = Readonly<Record<DuplicateKind, number>>;
export type DuplicateKind = 'msg_id' | 'event_id' | 'outcome' | 'payment' | 'follow_up' | 'paid_time_end';

const extra = (counts: Iterable<number>) => [...counts].reduce((n, c) => n + Math.max(0, c - 1), 0);

const OUTCOMES = ['PodCommandCompleted', 'PodCommandFailed', 'PodCommandExpired'];

/** The command id a pod command's outcome is for. */
const commandOf = (e: CensusEvent) => String(e.data.command_id ?? '');

/** The user whose paid_time end timer issued a reset command (its message id names the timer's key). */
export function paidTimeEndUser(e: CensusEvent): string | null {
  const m = /^timer:paid_time:paid:(.+):end:\d+$/.exec(e.msgId ?? '');
  return e.type === 'PodCommandIssued' && m ? (m[1] ?? null) : null;
}

export function countDuplicates(census: LogCensus): Duplicates {
  const outcomes = new Map<string, number>();
  for (const type of OUTCOMES)
    for (const [id, n] of census.countBy(type, commandOf)) outcomes.set(id, (outcomes.get(id) ?? 0) + n);
  const followUps = new Map<string, Set<string>>();
  for (const e of census.events) {
    if (!e.causationId) continue;
    const key = `${e.causationId}|${e.type}|${e.aggregateId}`;
    const ids = followUps.get(key) ?? new Set<string>();
    ids.add(e.msgId ?? `seq:${e.seq}`);
    followUps.set(key, ids);
  }
  const ends = new Map<string, number>();
  for (const e of census.ofType('PodCommandIssued')) {
    const user = paidTimeEndUser(e);
    if (user) ends.set(user, (ends.get(user) ?? 0) + 1);
  }
  return {
    msg_id: extra([...census.repeatedMsgIds.values()].map((s) => s.length)),
    event_id: extra([...census.repeatedEventIds.values()].map((s) => s.length)),
    outcome: extra(outcomes.values()),
    payment: extra(census.countBy('PaymentSucceeded', (e) => e.aggregateId).values()),
    follow_up: extra([...followUps.values()].map((s) => s.size)),
    paid_time_end: extra(ends.values()),
  };
}

/** How many of each kind appeared between two counts. */
export function newDuplicates(before: Duplicates, after: Duplicates): Duplicates {
  const out = {} as Record<DuplicateKind, number>;
  for (const k of Object.keys(after) as DuplicateKind[]) out[k] = Math.max(0, after[k] - (before[k] ?? 0));
  return out;
}

export const totalDuplicates = (d: Duplicates) => Object.values(d).reduce((n, c) => n + c, 0);

/** Due timers that should have fired in a window, and how often each did. */
export type TimerCheck = {
  readonly due: number;
  readonly firedOnce: number;
  readonly notFired: readonly string[];
  readonly firedTwice: readonly string[];
};

/**
 * The timers that fell due: the paid_time end of each of `players` (each must have stopped its
 * play with one reset), and the expiry of each pod command with no outcome whose `expires_at`
 * lies in `[from, to]` (each must have been marked expired once).
 */
export function timersFired(census: LogCensus, players: readonly string[], from: number, to: number): TimerCheck {
  const ends = new Map<string, number>();
  for (const e of census.ofType('PodCommandIssued')) {
    const user = paidTimeEndUser(e);
    if (user) ends.set(user, (ends.get(user) ?? 0) + 1);
  }
  const finished = new Set(['PodCommandCompleted', 'PodCommandFailed'].flatMap((t) => census.ofType(t).map(commandOf)));
  const expired = census.countBy('PodCommandExpired', commandOf);
  const expiring = census
    .ofType('PodCommandIssued')
    .filter((e) => {
      const at = Date.parse(String(e.data.expires_at ?? ''));
      return at >= from && at <= to && !finished.has(commandOf(e));
    })
    .map(commandOf);
  const timers = [
    ...players.map((u) => ({ id: `paid_time end of ${u}`, fired: ends.get(u) ?? 0 })),
    ...expiring.map((c) => ({ id: `expiry of command ${c}`, fired: expired.get(c) ?? 0 })),
  ];
  return {
    due: timers.length,
    firedOnce: timers.filter((t) => t.fired === 1).length,
    notFired: timers.filter((t) => t.fired === 0).map((t) => t.id),
    firedTwice: timers.filter((t) => t.fired > 1).map((t) => t.id),
  };
}
