// A child process of the fan-out benchmark's baseline (bare-fanout.ts): N stand-ins for a
// station, each the least a bridge must do for a command: its own NATS connection and durable
// pull consumer, one helper call over node:http to a helper of its own, the ack, and the
// outcome published to JetStream. None of our code beyond the HTTP helper call runs here.
// Arrivals at the helpers are stamped on the wall clock and reported in batches over IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestUrl } from '@gamepod/pod-bridge';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { reportInBatches, wallClock } from './station-hosts.ts';

export type BareHostMessage = { readonly op: 'ready' } | { readonly op: 'arrivals'; readonly at: readonly number[] };

const count = Number(process.env.GP_BARE_PODS ?? 0);
const stream = process.env.GP_BARE_STREAM ?? '';
const prefix = process.env.GP_BARE_PREFIX ?? '';
const send = (m: BareHostMessage) => process.send?.(m);

const arrived = reportInBatches<number>((at) => send({ op: 'arrivals', at }));
const helper = () =>
  new Promise<string>((resolve) => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        arrived(wallClock());
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":true,"message":"","data":{}}');
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`));
  });

const connections: NatsConnection[] = [];
for (let i = 0; i < count; i++) {
  const helperUrl = await helper();
  const nc = await connect({ servers: process.env.NATS_URL ?? '', noAsyncTraces: true });
  connections.push(nc);
  const js = jetstream(nc);
  const messages = await (await js.consumers.get(stream, `pod${i}`)).consume({ max_messages: 10 });
  void (async () => {
    for await (const m of messages) {
      const command = m.json<Array<{ data: unknown }>>();
      await requestUrl(`${helperUrl}/kiosk/set/pod_disabled`, {
        method: 'POST',
        json: { pod_disabled: true },
        timeoutMs: 5_000,
      });
      m.ack();
      await js.publish(`${prefix}.out.${i}`, JSON.stringify({ type: 'PodCommandCompleted', data: command[0]?.data }));
    }
  })();
}
send({ op: 'ready' });
process.on('message', (m: { op?: string }) => {
  if (m.op !== 'stop') return;
  void Promise.allSettled(connections.map((nc) => nc.close())).then(() => process.exit(0));
});
