// Webhook delivery lag: 50 endpoints on local receivers, events appended to the log at 1,000 a
// minute for two minutes, each timed from its append to its arrival at the receiver, beside a
// bare loop POSTing the same body to the same receiver at the moment of the append, in the
// same run. The product stack is whole: services (the webhooks reaction, its timers) and the
// projection workers in their own processes, NATS and Postgres.
//
// Shape: the 50 endpoints belong to 50 clients, one each, and the events are reservations
// spread over the clients in turn, so each event is one delivery (1,000 deliveries a minute).
// An endpoint receives its own client's events only; a fleet's 50 endpoints are its venues'.

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toPublicEvents } from '@gamepod/contracts/public-events';
import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue, isolatedNames, uuidv7 } from '@gamepod/events';
import { openDatabase } from '@gamepod/log-runtime';
import { newWebhookSecret, WebhookSecrets } from '@gamepod/services';
import { type BenchResult, type BenchSuite, oneDecimal, percentile } from './bench-kit.ts';
import { startServiceProcesses } from './service-processes.ts';

const ENDPOINTS = 50;
const PER_MINUTE = 1_000;
const RUN_MS = 2 * 60_000;
/** The webhooks' p99 may be the bare loop's p99 and this much more. */
const ALLOWANCE_MS = 1_000;

const now = () => performance.timeOrigin + performance.now();
const actor = { kind: 'system', name: 'bench' } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One receiver for both: `/hook/<n>` is what the webhooks send, `/bare/<n>` what the loop sends. */
async function startReceiver() {
  const arrived = { hook: new Map<string, number>(), bare: new Map<string, number>() };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = now();
      const kind = req.url?.startsWith('/bare/') ? 'bare' : 'hook';
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { reservation_id: string } };
      if (!arrived[kind].has(data.reservation_id)) arrived[kind].set(data.reservation_id, at);
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    arrived,
    url: (kind: 'hook' | 'bare', n: number) => `http://127.0.0.1:${port}/${kind}/${n}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export const webhooksSuite: BenchSuite = {
  name: 'webhooks',
  async run({ natsUrl, databaseUrl: maintenanceUrl, log }) {
    const namespace = `wh${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({
      natsUrl,
      databaseUrl: maintenanceUrl,
      namespace,
      servicesEnv: { GP_WEBHOOKS_ALLOW_LOOPBACK: '1' },
    });
    const receiver = await startReceiver();
    const nc = await connectNats({ url: natsUrl, name: 'gamepod-bench-webhooks' });
    const database = openDatabase(services.databaseUrl, { max: 1 });
    const bareAgent = new http.Agent({ keepAlive: true });
    try {
      const store = new EventStore({ nc, names, registry: catalogue });
      const secrets = new WebhookSecrets({ nc, names });
      const clients = Array.from({ length: ENDPOINTS }, () => ({ client_id: uuidv7(), lab_id: uuidv7() }));
      // endpoints go straight to the log (the console takes https only), each with its secret first
      for (const [n, c] of clients.entries()) {
        const id = uuidv7();
        const secret = newWebhookSecret();
        await secrets.put(id, secret);
        const data = {
          client_id: c.client_id,
          secret_hint: secret.slice(0, 12),
          url: receiver.url('hook', n),
          event_types: ['reservation.created'],
          active: true,
          description: 'bench receiver',
        };
        await store.append('webhook_endpoint', id, [{ type: 'WebhookEndpointAdded', data }], {
          expectedVersion: 0,
          context: { actor },
        });
      }
      for (;;) {
        const { rows } = await database.pool.query<{ n: string }>(
          'select count(*) as n from rm_webhook_endpoints.webhook_endpoints',
        );
        if (Number(rows[0]?.n) === ENDPOINTS) break;
        await sleep(200);
      }

      const bodies = new Map<string, string>();
      const appendedAt = new Map<string, number>();
      const bare = (n: number, body: string) =>
        new Promise<void>((resolve, reject) => {
          const req = http.request(
            receiver.url('bare', n),
            {
              method: 'POST',
              agent: bareAgent,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              res.resume();
              res.on('end', resolve);
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      /** Appends a reservation for client `n`, then POSTs its public event bare at once. */
      const emit = async (n: number) => {
        const c = clients[n] as (typeof clients)[number];
        const id = uuidv7();
        const start = new Date(Date.now() + 86_400_000);
        const data = {
          client_id: c.client_id,
          lab_id: c.lab_id,
          pod_ids: [uuidv7()],
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + 7_200_000).toISOString(),
          timezone: 'America/Chicago',
          group_name: 'Bench club',
          emails: ['guest@example.com'],
          hold_id: uuidv7(),
        };
        const appended = await store.append('reservation', id, [{ type: 'ReservationMade', data }], {
          expectedVersion: 0,
          context: { actor },
        });
        const at = now();
        appendedAt.set(id, at);
        const [event] = toPublicEvents(
          {
            id: appended.events[0]?.metadata.event_id ?? uuidv7(),
            type: 'ReservationMade',
            aggregate_id: id,
            data,
            occurred_at: new Date(at).toISOString(),
          },
          { client_id: c.client_id, lab_id: c.lab_id, pod_id: null },
        );
        const body = JSON.stringify(event);
        bodies.set(id, body);
        await bare(n, body);
      };
      const waitFor = async (ids: readonly string[], ms: number) => {
        const deadline = Date.now() + ms;
        while (ids.some((id) => !receiver.arrived.hook.has(id) || !receiver.arrived.bare.has(id))) {
          if (Date.now() > deadline) return false;
          await sleep(100);
        }
        return true;
      };

      log('warming up: one event per endpoint…');
      await Promise.all(clients.map((_, n) => emit(n)));
      if (!(await waitFor([...appendedAt.keys()], 60_000))) throw new Error('the warm-up events were not delivered');
      appendedAt.clear();

      const count = Math.round((PER_MINUTE * RUN_MS) / 60_000);
      const every = 60_000 / PER_MINUTE;
      log(`appending ${count} events, one every ${every} ms, ${ENDPOINTS} endpoints…`);
      const t0 = performance.now();
      const pending: Promise<void>[] = [];
      for (let k = 0; k < count; k++) {
        const wait = t0 + k * every - performance.now();
        if (wait > 0) await sleep(wait);
        pending.push(emit(k % ENDPOINTS));
      }
      await Promise.all(pending);
      const appendMs = performance.now() - t0;
      const ids = [...appendedAt.keys()];
      const complete = await waitFor(ids, 120_000);
      const lag = (kind: 'hook' | 'bare') =>
        ids.flatMap((id) => {
          const got = receiver.arrived[kind].get(id);
          return got === undefined ? [] : [got - (appendedAt.get(id) as number)];
        });
      const hook = lag('hook');
      const bareLag = lag('bare');
      log(
        `${ids.length} appended in ${(appendMs / 1000).toFixed(1)} s; delivered ${hook.length} by webhook, ${bareLag.length} bare`,
      );
      // where the time goes: append → queued on its lane (the reaction's first pass, read models
      // awaited) and queued → received (the lane's timer, the send); and whether it grows over the run
      const { rows: queued } = await database.pool.query<{ id: string; queued_at: Date }>(
        "select payload->'data'->>'reservation_id' as id, queued_at from rm_webhook_deliveries.webhook_deliveries",
      );
      const queuedAt = new Map(queued.map((r) => [r.id, r.queued_at.getTime()]));
      const toQueue = ids.flatMap((id) => {
        const q = queuedAt.get(id);
        return q === undefined ? [] : [q - (appendedAt.get(id) as number)];
      });
      const toReceiver = ids.flatMap((id) => {
        const q = queuedAt.get(id);
        const got = receiver.arrived.hook.get(id);
        return q === undefined || got === undefined ? [] : [got - q];
      });
      const stages = `append → queued p50 ${percentile(toQueue, 50).toFixed(0)} ms, p99 ${percentile(toQueue, 99).toFixed(0)} ms; queued → received p50 ${percentile(toReceiver, 50).toFixed(0)} ms, p99 ${percentile(toReceiver, 99).toFixed(0)} ms`;
      const quarter = Math.ceil(ids.length / 4);
      const trend = [0, 1, 2, 3]
        .map((q) => `${percentile(hook.slice(q * quarter, (q + 1) * quarter), 50).toFixed(0)}`)
        .join(' / ');
      log(`${stages}; p50 by quarter of the run: ${trend} ms`);
      const results: BenchResult[] = [];
      for (const p of [50, 99] as const) {
        const value = percentile(hook, p);
        const baseline = percentile(bareLag, p);
        log(`p${p}: webhooks ${value.toFixed(1)} ms, bare POST ${baseline.toFixed(1)} ms`);
        const judged = p === 99;
        results.push({
          suite: 'webhooks',
          name: `delivery lag, append to receiver, ${ENDPOINTS} endpoints at ${PER_MINUTE.toLocaleString('en-US')} events/min, p${p}`,
          value: oneDecimal(value),
          unit: 'ms',
          baseline: { label: `bare POST loop of the same bodies, p${p}`, value: oneDecimal(baseline) },
          ratio: baseline / value,
          ...(judged
            ? { target: `≤ bare p99 + ${ALLOWANCE_MS} ms`, pass: complete && value <= baseline + ALLOWANCE_MS }
            : {}),
          notes: `${ids.length} events over ${(appendMs / 1000).toFixed(0)} s, one delivery each (50 clients, one endpoint each); ${complete ? 'all delivered' : `${hook.length} delivered before the wait ran out`}; ${stages}; p50 by quarter of the run: ${trend} ms; ratio = bare / webhooks`,
        });
      }
      return results;
    } finally {
      bareAgent.destroy();
      receiver.close();
      await nc.drain();
      await database.close();
      await services.stop();
    }
  },
};
