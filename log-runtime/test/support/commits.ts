// Stored events as a projection worker hands them over, for tests that apply events to a
// read model directly, without a stream or a worker.
import type { Actor, NewEvent, StoredEvent } from '@gamepod/events';
import type { Kysely } from 'kysely';
import type { EventsProjection } from '../../src/read-models/projection.ts';

const SYSTEM: Actor = { kind: 'system', name: 'test' };

/**
 * A commit maker: each call is one commit of `events` to one aggregate, with the next
 * sequence number and an occurred_at a minute after the previous commit's.
 *
 * @example const commit = commits(); await applyEvents(db, labsProjection, commit('lab', 'l1', [LabDeployed.of(lab)]))
 */
export function commits(): (aggregate: string, id: string, events: NewEvent[], actor?: Actor) => StoredEvent[] {
  let seq = 0;
  return (aggregate, id, events, actor = SYSTEM) => {
    seq++;
    return events.map((e, index) => ({
      ...e,
      metadata: {
        event_id: `${seq}-${index}`,
        schema_version: 1,
        occurred_at: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
        actor,
        correlation_id: 'c',
        causation_id: null,
      },
      seq,
      index,
      subject: `t.evt.${aggregate}.${id}`,
      aggregate,
      aggregate_id: id,
    }));
  };
}

/** Applies `events` to a projection's read model (schema `rm_<name>`) in one transaction, as a worker's batch. */
export function applyEvents(db: Kysely<unknown>, p: EventsProjection, events: StoredEvent[]): Promise<void> {
  return db.transaction().execute((trx) => p.apply(trx.withSchema(`rm_${p.name}`), events, { schema: `rm_${p.name}` }));
}
