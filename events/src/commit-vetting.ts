import { Compile } from 'typebox/compile';
import type { EventDefinition } from './define-event.ts';
import { EventMetadata, type StoredEvent } from './envelope.ts';
import type { EventRegistry } from './event-registry.ts';
import { STATION_AGGREGATE, STATION_EVENTS } from './fleet/station-events.ts';
import type { RawMessage } from './raw-message.ts';
import { parseAggregateSubject, type StoreNames } from './subjects.ts';

/** What reading one message of the log gave: its events, or why none of them count. */
export type CommitVerdict =
  | { readonly ok: true; readonly events: StoredEvent[] }
  | { readonly ok: false; readonly reason: string };

const decoder = new TextDecoder('utf-8', { fatal: true });
const metadataCheck = Compile(EventMetadata);
const stationTypes: ReadonlySet<string> = new Set(STATION_EVENTS.map((d) => d.type));

const refuse = (reason: string): CommitVerdict => ({ ok: false, reason });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads one message of the log defensively: whatever its bytes, it returns a verdict and never
 * throws. A commit counts only when all of these hold, else none of its events do:
 * - the subject is an aggregate subject, and the body is UTF-8 JSON: a non-empty array of
 *   envelopes `{type, data, metadata}` with well-formed metadata;
 * - each known type belongs to the subject's aggregate (an event names no other aggregate
 *   than the one whose subject holds it);
 * - on a station subject (`<prefix>.evt.station.<pod id>`, the only subject a station may
 *   write), each type is one a station may write and its data passes the type's schema, and
 *   the actor is set to that station whatever the message claims.
 * Types this code does not know pass through untouched on other subjects, for readers that
 * ignore them. Known types are upcast to their current version.
 */
export function vetCommit(names: StoreNames, registry: EventRegistry, msg: RawMessage): CommitVerdict {
  let aggregate: string;
  let id: string;
  try {
    ({ aggregate, id } = parseAggregateSubject(names, msg.subject));
  } catch (err) {
    return refuse((err as Error).message);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(msg.data));
  } catch (err) {
    return refuse(`not a JSON commit: ${(err as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return refuse('a commit is a non-empty JSON array of events');
  const station = aggregate === STATION_AGGREGATE;
  const out: StoredEvent[] = new Array(parsed.length);
  for (let index = 0; index < parsed.length; index++) {
    const e: unknown = parsed[index];
    if (!isObject(e) || typeof e.type !== 'string' || !('data' in e))
      return refuse(`event ${index} is not an envelope`);
    if (!metadataCheck.Check(e.metadata)) return refuse(`event ${index} (${e.type}) has malformed metadata`);
    const type = e.type;
    const def: EventDefinition | undefined = registry.get(type);
    if (station && (!def || !stationTypes.has(type))) return refuse(`a station may not write ${type}`);
    if (def && def.aggregate !== aggregate) return refuse(`${type} belongs to ${def.aggregate}, not ${aggregate}`);
    let data = e.data;
    let metadata = e.metadata;
    if (def) {
      const known: EventDefinition = def;
      try {
        // a station's data is checked as it is read; services checked theirs as they appended it
        if (station && metadata.schema_version === known.version) known.assert(data);
        if (metadata.schema_version !== known.version) {
          data = known.upcast(data, metadata.schema_version);
          metadata = { ...metadata, schema_version: known.version };
        }
      } catch (err) {
        return refuse(`event ${index} (${type}): ${(err as Error).message}`);
      }
    }
    if (station) metadata = { ...metadata, actor: { kind: 'pod', pod_id: id } };
    out[index] = { type, data, metadata, seq: msg.seq, index, subject: msg.subject, aggregate, aggregate_id: id };
  }
  return { ok: true, events: out };
}
