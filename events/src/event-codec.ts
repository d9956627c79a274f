import type { EventEnvelope, StoredEvent } from './envelope.ts';
import type { EventRegistry } from './event-registry.ts';
import { parseAggregateSubject, type StoreNames } from './subjects.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * One JetStream message holds one commit: the events one command produced for one
 * aggregate, as a JSON array. A commit is appended atomically or not at all.
 */
export function encodeCommit(events: readonly EventEnvelope[]): Uint8Array {
  return encoder.encode(JSON.stringify(events));
}

/** A raw message as any of our readers sees it. */
export type RawMessage = { readonly seq: number; readonly subject: string; readonly data: Uint8Array };

/** Parses a commit without upcasting: what ops tools show and export. */
export function parseCommit(data: Uint8Array): EventEnvelope[] {
  const parsed: unknown = JSON.parse(decoder.decode(data));
  if (!Array.isArray(parsed)) throw new Error('commit is not a JSON array');
  return parsed as EventEnvelope[];
}

/**
 * Decodes a commit into stored events, upcasting each known type to its current version.
 * Types this code does not know are passed through untouched, for readers that ignore them.
 */
export function decodeCommit(names: StoreNames, registry: EventRegistry, msg: RawMessage): StoredEvent[] {
  const { aggregate, id } = parseAggregateSubject(names, msg.subject);
  const events = parseCommit(msg.data);
  const out: StoredEvent[] = new Array(events.length);
  for (let index = 0; index < events.length; index++) {
    const e = events[index] as EventEnvelope;
    const def = registry.get(e.type);
    // only an upcast changes data or metadata; otherwise reuse the parsed objects (this is the replay hot path)
    const upcast = def !== undefined && e.metadata.schema_version !== def.version;
    const data = upcast ? def.upcast(e.data, e.metadata.schema_version) : e.data;
    const metadata = upcast ? { ...e.metadata, schema_version: def.version } : e.metadata;
    out[index] = {
      type: e.type,
      data,
      metadata,
      seq: msg.seq,
      index,
      subject: msg.subject,
      aggregate,
      aggregate_id: id,
    };
  }
  return out;
}
