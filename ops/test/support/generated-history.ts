// A history with every event type the catalogue knows, made from the types' own schemas, for
// tests that must hold for every read model whatever it reads. Ids are drawn from a small
// pool, so an update usually finds the row an earlier event made, and several read models
// see the same pods, users and clients.
import type { EventStore } from '@gamepod/event-store';
import { ALL_EVENTS, type EventDefinition, type NewEvent, type StoreNames, telemetrySubject } from '@gamepod/events';
import { paymentEvents, playedEvents, surveyEvents } from '@gamepod/events/testing';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { createGeneratorSync } from 'json-schema-faker';

export type GeneratedCommit = { readonly aggregate: string; readonly id: string; readonly events: NewEvent[] };

/** A small seeded generator (mulberry32), so every run appends the same history. */
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

const ID_KEY = /(^|_)id$/;
const TAKES_AWAY = /(Removed|Deleted|Released|Revoked|Unassigned|Ended|Closed|Cancelled)$/;

/** Every string under a key ending in `id` replaced by a pick from the pool, and no list holding a value twice. */
function withPooledIds(value: unknown, pick: () => string): unknown {
  // a list of ids or names holds each once, as the product writes them
  if (Array.isArray(value)) return [...new Set(value.map((v) => withPooledIds(v, pick)))];
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      ID_KEY.test(k) && typeof v === 'string' ? pick() : withPooledIds(v, pick),
    ]),
  );
}

/**
 * `rounds` of one commit of every event type, in a shuffled order each round, each made from
 * the type's schema and checked against it. Ids are pooled where the schema still holds with
 * them. A few whole play sessions, purchases and exit surveys go in between, as the product
 * appends them.
 */
export function generatedHistory(opts: { rounds: number; seed: number; ids?: readonly string[] }): GeneratedCommit[] {
  const next = random(opts.seed);
  const ids = opts.ids ?? ['0190a0a0-0000-7000-8000-000000000001', '0190a0a0-0000-7000-8000-000000000002'];
  const pick = () => ids[Math.floor(next() * ids.length)] as string;
  const gen = createGeneratorSync({ seed: opts.seed, alwaysFakeOptionals: true, maxDefaultItems: 2 });
  const out: GeneratedCommit[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    // what takes rows away goes first in a round, so the history ends with rows in every read model
    const shuffled = [...ALL_EVENTS].sort(() => next() - 0.5);
    const order = [
      ...shuffled.filter((d) => TAKES_AWAY.test(d.type)),
      ...shuffled.filter((d) => !TAKES_AWAY.test(d.type)),
    ];
    for (const def of order) {
      const check: EventDefinition['assert'] = def.assert;
      const made = gen.generate(def.schema as never);
      const pooled = withPooledIds(made, pick);
      let data: unknown = made;
      try {
        check(pooled);
        data = pooled;
      } catch {
        check(made);
      }
      out.push({ aggregate: def.aggregate, id: pick(), events: [{ type: def.type, data } as NewEvent] });
    }
    const where = { pod_id: pick(), client_id: pick(), lab_id: pick() };
    const start = new Date(Date.UTC(2026, 0, 1 + round, 10));
    out.push({
      aggregate: 'play',
      id: where.pod_id,
      events: playedEvents({ ...where, game_id: pick(), platform: 'pc', user_id: pick(), start, seconds: 600 + round }),
    });
    const intent = `0190a0a0-0000-7000-9000-${String(round).padStart(12, '0')}`;
    out.push({
      aggregate: 'payment',
      id: intent,
      events: paymentEvents({
        ...where,
        intent_id: intent,
        user_id: pick(),
        offer_id: pick(),
        offer_name: 'Hour',
        minutes: 60,
        cents: 500,
        paid: round % 3 !== 0,
      }),
    });
    const marks = { cleanliness: 4, network_speed: 3, game_selection: 5, overall_experience: 4 };
    out.push({
      aggregate: 'survey',
      id: `0190a0a0-0000-7000-a000-${String(round).padStart(12, '0')}`,
      events: surveyEvents({ ...where, user_id: pick(), marks, picks: [pick()], comment: 'good' }),
    });
  }
  return out;
}

const context = { actor: { kind: 'system' as const, name: 'generated-history' } };

/** Appends the commits in order, one at a time; returns the last sequence. */
export async function appendHistory(store: EventStore, commits: readonly GeneratedCommit[]): Promise<number> {
  let last = 0;
  for (const c of commits) {
    const r = await store.append(c.aggregate, c.id, c.events, { expectedVersion: 'any', context });
    last = r.seq;
  }
  return last;
}

/** Heartbeats from the pooled pods, as bridges publish them on telemetry. */
export async function publishHeartbeats(nc: NatsConnection, names: StoreNames, pods: readonly string[]): Promise<void> {
  const js = jetstream(nc);
  for (const [i, pod] of pods.entries()) {
    const body = { at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), helper_ok: true, uptime_s: 60 * i };
    await js.publish(telemetrySubject(names, 'heartbeat', pod), JSON.stringify(body));
  }
}
