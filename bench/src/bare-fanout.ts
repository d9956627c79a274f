import { randomBytes } from 'node:crypto';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { BareHostMessage } from './bare-fanout-host.ts';
import { forkBenchChild } from './bench-child.ts';
import { wallClock } from './station-hosts.ts';

/**
 * The fan-out's mechanism with none of the product around it, timed on the same machine in
 * the same run: one JetStream publish per pod from one connection, each pod's durable pull
 * consumer in one child process (one connection each, as the bridges), a helper call over
 * node:http, the ack and an outcome publish (bare-fanout-host.ts). No services, read models,
 * Postgres, polls or decoding. What the product's figure adds to this is what our code costs;
 * this itself is what the machine allows. Returns each delivery's publish → helper latency in ms,
 * the first two rounds left out as warm-up.
 */
export async function bareFanout(natsUrl: string, nc: NatsConnection, pods: number, rounds: number): Promise<number[]> {
  const id = randomBytes(4).toString('hex');
  const stream = `BENCH_BARE_${id}`;
  const prefix = `bare${id}`;
  const jsm = await jetstreamManager(nc);
  await jsm.streams.add({ name: stream, subjects: [`${prefix}.>`] });
  try {
    for (let i = 0; i < pods; i++)
      await jsm.consumers.add(stream, {
        durable_name: `pod${i}`,
        ack_policy: AckPolicy.Explicit,
        filter_subject: `${prefix}.pod.${i}`,
      });
    const child = forkBenchChild('bench/src/bare-fanout-host.ts', {
      GP_BARE_PODS: String(pods),
      GP_BARE_STREAM: stream,
      GP_BARE_PREFIX: prefix,
      NATS_URL: natsUrl,
    });
    try {
      let got: number[] = [];
      let whole: (() => void) | null = null;
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`the bare fan-out host exited with ${code}`)));
        child.on('message', (m: BareHostMessage) => {
          if (m.op === 'ready') resolve();
          else {
            got.push(...m.at);
            if (got.length >= pods) whole?.();
          }
        });
      });
      const js = jetstream(nc);
      // a commit the size of a PodCommandIssued one
      const payload = JSON.stringify([
        {
          type: 'PodCommandIssued',
          data: { command_id: randomBytes(18).toString('hex'), command_type: 'lockout', command_value: null },
          metadata: { event_id: randomBytes(18).toString('hex'), occurred_at: new Date().toISOString() },
        },
      ]);
      const latencies: number[] = [];
      for (let round = 0; round < rounds + 2; round++) {
        got = [];
        const all = new Promise<void>((resolve) => {
          whole = resolve;
        });
        const sent = wallClock();
        await Promise.all(Array.from({ length: pods }, (_, i) => js.publish(`${prefix}.pod.${i}`, payload)));
        await all;
        if (round >= 2) latencies.push(...got.map((at) => at - sent));
        await new Promise((r) => setTimeout(r, 300));
      }
      return latencies;
    } finally {
      child.removeAllListeners('exit');
      child.send({ op: 'stop' });
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }
  } finally {
    await jsm.streams.delete(stream).catch(() => false);
  }
}
