import { type Actor, type EventEnvelope, parseAggregateSubject, type StoreNames } from '@gamepod/events';

/** One event of a commit, as tail sees it. */
export type TailedEvent = {
  readonly seq: number;
  /** Position in its commit, from 0. */
  readonly index: number;
  readonly subject: string;
  readonly envelope: EventEnvelope;
};

const ANSI = { dim: 2, bold: 1, cyan: 36, yellow: 33, green: 32, magenta: 35 } as const;

function paint(style: keyof typeof ANSI, text: string, on: boolean): string {
  return on ? `\x1b[${ANSI[style]}m${text}\x1b[0m` : text;
}

/** `user:42(role 3)`, `pod:7`, `system:gamepod`; whatever else an old event holds, as JSON. */
export function formatActor(actor: Actor | undefined): string {
  switch (actor?.kind) {
    case 'user':
      return `user:${actor.user_id}(role ${actor.role})`;
    case 'pod':
      return `pod:${actor.pod_id}`;
    case 'system':
      return `system:${actor.name}`;
    default:
      return actor === undefined ? '-' : JSON.stringify(actor);
  }
}

/** `pod:42` from `gp.evt.pod.42`; the raw subject when it is not an event subject. */
export function formatAggregate(names: StoreNames, subject: string): string {
  try {
    const { aggregate, id } = parseAggregateSubject(names, subject);
    return `${aggregate}:${id}`;
  } catch {
    return subject;
  }
}

/**
 * One line per event: seq (with `.index` for the later events of a commit), when it
 * happened, aggregate:id, type, actor, and the data as compact JSON.
 *
 * @example
 * formatEvent(names, e, { color: false })
 * // '      12  2026-11-21T09:00:00.000Z  pod:42  PodLockedOut  user:7(role 2)  {"pod_id":"42"}'
 */
export function formatEvent(names: StoreNames, e: TailedEvent, opts: { color: boolean }): string {
  const seq = `${e.seq}${e.index > 0 ? `.${e.index}` : ''}`.padStart(8);
  const time = e.envelope.metadata?.occurred_at ?? '-';
  return [
    paint('dim', seq, opts.color),
    paint('dim', time, opts.color),
    paint('cyan', formatAggregate(names, e.subject), opts.color),
    paint('bold', e.envelope.type, opts.color),
    paint('magenta', formatActor(e.envelope.metadata?.actor), opts.color),
    JSON.stringify(e.envelope.data) ?? 'null',
  ].join('  ');
}
