import { vetCommit } from './commit-vetting.ts';
import type { EventEnvelope, StoredEvent } from './envelope.ts';
import type { EventRegistry } from './event-registry.ts';
import type { RawMessage } from './raw-message.ts';
import type { StoreNames } from './subjects.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * One JetStream message holds one commit: the events one command produced for one
 * aggregate, as a JSON array. A commit is appended atomically or not at all.
 */
export function encodeCommit(events: readonly EventEnvelope[]): Uint8Array {
  return encoder.encode(JSON.stringify(events));
}

/**
 * Parses a commit without upcasting or vetting: what ops tools show as it is stored.
 * @throws Error for anything that is not UTF-8 JSON holding an array of objects with a string
 *   `type`; a reader catches it, sets the message aside and goes on (anyone who may publish
 *   on the log, a station on its own subject, can write such a message)
 */
export function parseCommit(data: Uint8Array): EventEnvelope[] {
  const parsed: unknown = JSON.parse(decoder.decode(data));
  if (!Array.isArray(parsed)) throw new Error('commit is not a JSON array');
  for (const [index, e] of parsed.entries()) {
    if (typeof e !== 'object' || e === null || Array.isArray(e) || typeof (e as { type?: unknown }).type !== 'string')
      throw new Error(`event ${index} is not an envelope`);
  }
  return parsed as EventEnvelope[];
}

/** A message of the log that no reader may take as events (see vetCommit). */
export class PoisonCommitError extends Error {
  readonly seq: number;
  constructor(seq: number, reason: string) {
    super(`commit ${seq} is refused: ${reason}`);
    this.name = 'PoisonCommitError';
    this.seq = seq;
  }
}

/**
 * Decodes a commit into stored events, upcasting each known type to its current version.
 * Types this code does not know are passed through untouched, for readers that ignore them.
 * @throws PoisonCommitError when the message is not a commit any reader may take (vetCommit)
 */
export function decodeCommit(names: StoreNames, registry: EventRegistry, msg: RawMessage): StoredEvent[] {
  const verdict = vetCommit(names, registry, msg);
  if (!verdict.ok) throw new PoisonCommitError(msg.seq, verdict.reason);
  return verdict.events;
}
