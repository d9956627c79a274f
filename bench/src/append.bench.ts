import { randomBytes } from 'node:crypto';
import { type EventStore, ensureStreams, EventStore as Store } from '@gamepod/event-store';
import { isolatedNames, uuidv7 } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { AmountPosted, ledgerRegistry } from '../../log-runtime/test/support/ledger.ts';
import { type BenchResult, type BenchSuite, perSecond, pipelined, timeIt } from './bench-kit.ts';

const context = { actor: { kind: 'user' as const, user_id: 'bench-user-0001', role: 4 } };

/** A ~200-byte JSON payload, the size the raw JetStream and Postgres rates were measured with. */
function rawPayload(i: number): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify({
      type: 'TestAmountPosted',
      data: { amount: i % 17 },
      id: uuidv7(),
      at: new Date().toISOString(),
      pad: 'x'.repeat(80),
    }),
  );
}

export const appendSuite: BenchSuite = {
  name: 'append',
  async run({ natsUrl, log }) {
    const nc = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(nc);
    const js = jetstream(nc);
    const names = isolatedNames(`bench${Date.now()}`);
    await ensureStreams(jsm, names);
    const store: EventStore = new Store({ nc, names, registry: ledgerRegistry });
    const results: BenchResult[] = [];
    try {
      for (const [label, count, window] of [
        ['one at a time', 3_000, 1],
        ['pipelined (500 in flight)', 40_000, 500],
      ] as const) {
        // warm up both paths so neither pays for JIT or connection set-up
        await pipelined(500, window, (i) => js.publish(`${names.prefix}.evt.warm.${i}`, rawPayload(i)));
        await pipelined(500, window, (i) =>
          store.append('warmup', `w${i}`, [AmountPosted.of({ amount: 1 })], { expectedVersion: 'any', context }),
        );
        const rawMs = await timeIt(() =>
          pipelined(count, window, (i) => js.publish(`${names.prefix}.evt.raw.${label.length}${i}`, rawPayload(i))),
        );
        // each append makes a new aggregate with expectedVersion 0: the optimistic check runs on every message
        const runId = randomBytes(4).toString('hex');
        const oursMs = await timeIt(() =>
          pipelined(count, window, (i) =>
            store.append('account', `${runId}-${i}`, [AmountPosted.of({ amount: i % 17 })], {
              expectedVersion: 0,
              context,
            }),
          ),
        );
        const raw = perSecond(count, rawMs);
        const ours = perSecond(count, oursMs);
        log(`append ${label}: ours ${ours.toFixed(0)}/s, raw ${raw.toFixed(0)}/s`);
        results.push({
          suite: 'append',
          name: `EventStore.append, ${label}`,
          value: ours,
          unit: 'events/s',
          baseline: { label: 'raw js.publish', value: raw },
          ratio: ours / raw,
          target: '≥ 70% of raw',
          pass: ours / raw >= 0.7,
          notes: `${count} appends, schema-validated, with msgID and expect.lastSubjectSequence`,
        });
      }
    } finally {
      for (const s of [names.eventsStream, names.telemetryStream]) await jsm.streams.delete(s).catch(() => undefined);
      await nc.close();
    }
    return results;
  },
};
