import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { listTimers } from '@gamepod/log-runtime';
import {
  webhookDeliveriesOfEndpoint,
  webhookDeliveriesProjection,
  webhookEndpointsProjection,
} from '@gamepod/projections';
import { Webhook } from 'standardwebhooks';
import { WebhookLaneSnapshots } from '../../src/webhooks/adapters/webhook-lane-snapshots.ts';
import type { WebhookLaneState } from '../../src/webhooks/domain/webhook-lane-decider.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

describe('webhook deliveries to a local receiver', () => {
  let k: KioskServices;
  let client: TestClient;
  let pod: KioskPod;
  let server: http.Server;
  let port = 0;
  let offset = 0;
  const received: Received[] = [];
  /** What the receiver answers next, one entry per request; 200 when empty. */
  const answers: Array<number | 'hang'> = [];
  /** The path of every request the receiver got, whatever it answered. */
  const hits: string[] = [];
  /** A path the receiver always answers 500. */
  const failing = '/always-500';

  const listen = async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        hits.push(req.url ?? '');
        if (req.url === failing) return void res.writeHead(500).end();
        const answer = answers.shift() ?? 200;
        if (answer === 'hang') return;
        if (answer === 200) received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(answer).end('x'.repeat(answer === 200 ? 200_000 : 10));
      });
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  };
  const stop = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };

  before(async () => {
    await listen();
    k = await openKioskServices({
      extra: [webhookEndpointsProjection, webhookDeliveriesProjection],
      build: {
        clock: () => new Date(Date.now() + offset),
        reactions: { webhooks: { allowLoopback: true, timeoutMs: 1_000 }, maxPollMs: 200 },
      },
    });
    client = await k.client();
    pod = await k.kioskPod({ client });
  });
  after(async () => {
    await k.close();
    server.closeAllConnections();
    server.close();
  });

  const addEndpoint = async (url: string, event_types = ['pod.locked', 'pod.status_changed']) =>
    k.post(
      '/api/v1/admin/webhooks/endpoints/add',
      { url, event_types, active: true, description: 'Front desk' },
      await k.token(3, client.id),
    );
  const lock = async (command_type: 'lockout' | 'unlockout') => {
    const res = await k.post('/api/v1/admin/run/command', { command_type, pod_ids: [pod.id] }, await k.token(4, null));
    assert.equal(res.statusCode, 200, res.body);
  };
  const deliveries = async (endpointId: string) => {
    const res = await k.app.inject({
      method: 'GET',
      url: `/api/v1/admin/webhooks/deliveries?endpoint_id=${endpointId}`,
      headers: { authorization: `Bearer ${await k.token(3, client.id)}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: { deliveries: Array<Record<string, unknown>> } }).data.deliveries;
  };

  let secret = '';
  let endpointId = '';

  it('refuses an endpoint at a private address, and appends nothing', async () => {
    const before = (await k.logged('WebhookEndpointAdded')).length;
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::ffff:192.168.1.1]/',
      'http://example.com/hook',
    ]) {
      const res = await addEndpoint(url);
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
    }
    assert.equal((await k.logged('WebhookEndpointAdded')).length, before);
  });

  it('shows the secret once and signs each delivery so that the library verifies it', async () => {
    const res = await addEndpoint(`http://127.0.0.1:${port}/hook`);
    assert.equal(res.statusCode, 200, res.body);
    const data = (res.json() as { data: { secret: string; endpoint: { id: string; secret_hint: string } } }).data;
    secret = data.secret;
    endpointId = data.endpoint.id;
    assert.match(secret, /^whsec_/);
    assert.ok(
      !JSON.stringify(await k.logged('WebhookEndpointAdded')).includes(secret),
      'the log never holds the secret',
    );
    const list = await k.app.inject({
      method: 'GET',
      url: '/api/v1/admin/webhooks/endpoints',
      headers: { authorization: `Bearer ${await k.token(3, client.id)}` },
    });
    assert.ok(!list.body.includes(secret), 'the list shows a hint, not the secret');

    await lock('lockout');
    await eventually('two deliveries', () => received.length >= 2, { timeoutMs: 15_000 });
    const verifier = new Webhook(secret);
    const payloads = received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>)) as Array<{
      type: string;
      data: Record<string, unknown>;
    }>;
    assert.deepEqual(
      payloads.map((p) => [p.type, p.data]),
      [
        ['pod.locked', { pod_id: pod.id, locked: true }],
        ['pod.status_changed', { pod_id: pod.id, status: 'locked' }],
      ],
    );
    assert.throws(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        received[0]?.body ?? '',
        received[0]?.headers as Record<string, string>,
      ),
    );
    await eventually('both delivered', async () =>
      (await deliveries(endpointId)).every((d) => d.status === 'delivered'),
    );
    const [last] = await deliveries(endpointId);
    assert.equal(last?.response_code, 200);
    // each send saves the lane's fold, so the next send on another instance reads from there
    const laneId = `${endpointId}.pod-${pod.id}`;
    const snapshots = new WebhookLaneSnapshots({ nc: k.env.nc, names: k.env.names });
    const lane = await k.deps.store.read('webhook_lane', laneId);
    await eventually('the lane saved at its last commit', async () => {
      const saved = await snapshots.get(laneId);
      return saved?.version === lane.version && (saved.state as WebhookLaneState).pending.length === 0;
    });
  });

  it("retries after a 500 and a timeout, and keeps the pod's events in order", async () => {
    received.length = 0;
    answers.push(500, 'hang');
    await lock('unlockout');
    await lock('lockout');
    await eventually('the first attempt failed', async () =>
      (await deliveries(endpointId)).some((d) => d.response_code === 500),
    );
    offset += 11_000;
    await eventually(
      'the retry timed out',
      async () => (await deliveries(endpointId)).some((d) => String(d.error).includes('no answer')),
      { timeoutMs: 15_000 },
    );
    assert.equal(received.length, 0, 'nothing behind the failing head was sent');
    offset += 21_000;
    await eventually('all four delivered', () => received.length >= 4, { timeoutMs: 15_000 });
    const payloads = received.map((r) =>
      new Webhook(secret).verify(r.body, r.headers as Record<string, string>),
    ) as Array<{
      type: string;
      data: { locked?: boolean; status?: string };
    }>;
    assert.deepEqual(
      payloads.map((p) => `${p.type}:${p.data.locked ?? p.data.status}`),
      ['pod.locked:false', 'pod.status_changed:free', 'pod.locked:true', 'pod.status_changed:locked'],
    );
  });

  it('delivers what waited once the receiver is back, and sets aside and resends after a day down', async () => {
    received.length = 0;
    // read straight from the read model while the clock is a day on: the staff token has expired by then
    const rows = () => webhookDeliveriesOfEndpoint(k.deps.db, endpointId);
    await stop();
    await lock('unlockout');
    await eventually('a failed attempt', async () => (await rows()).some((d) => d.status === 'retrying'), {
      timeoutMs: 15_000,
    });
    offset += 25 * 3_600_000;
    await eventually('set aside', async () => (await rows()).some((d) => d.status === 'set_aside'), {
      timeoutMs: 15_000,
    });
    await listen();
    offset += 3_600_000;
    await eventually('the one behind it delivered', () => received.length >= 1, { timeoutMs: 15_000 });
    offset = 0;
    const aside = (await deliveries(endpointId)).find((d) => d.status === 'set_aside');
    assert.ok(aside);
    const res = await k.post(
      '/api/v1/admin/webhooks/deliveries/resend',
      { id: String(aside.id) },
      await k.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    await eventually('resent', () => received.length >= 2, { timeoutMs: 15_000 });
    const types = received.map((r) => (JSON.parse(r.body) as { type: string }).type);
    assert.deepEqual(types, ['pod.status_changed', 'pod.locked']);
  });

  it("refuses another client's admin, and sends a test event", async () => {
    const other = await k.client();
    const res = await k.post('/api/v1/admin/webhooks/endpoints/test', { id: endpointId }, await k.token(3, other.id));
    assert.equal(res.statusCode, 404, res.body);
    received.length = 0;
    const sent = await k.post('/api/v1/admin/webhooks/endpoints/test', { id: endpointId }, await k.token(3, client.id));
    assert.equal(sent.statusCode, 200, sent.body);
    await eventually('the test event', () => received.length >= 1, { timeoutMs: 15_000 });
    assert.equal((JSON.parse(received[0]?.body ?? '{}') as { type: string }).type, 'webhook.test');
  });

  it('rotates the secret: the new one is shown once and signs what follows, the old one no longer verifies', async () => {
    const other = await k.client();
    const logged = async () =>
      (await k.logged('WebhookEndpointSecretRotated')).length + (await k.logged('WebhookEndpointDeleted')).length;
    const before = await logged();
    for (const path of ['rotate-secret', 'delete']) {
      const res = await k.post(
        `/api/v1/admin/webhooks/endpoints/${path}`,
        { id: endpointId },
        await k.token(3, other.id),
      );
      assert.equal(res.statusCode, 404, `${path}: ${res.body}`);
      const bad = await k.post(`/api/v1/admin/webhooks/endpoints/${path}`, { id: '' }, await k.token(3, client.id));
      assert.equal(bad.statusCode, 400, `${path}: ${bad.body}`);
    }
    assert.equal(await logged(), before, "another client's admin and a bad id append nothing");

    const res = await k.post(
      '/api/v1/admin/webhooks/endpoints/rotate-secret',
      { id: endpointId },
      await k.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    const data = (res.json() as { data: { secret: string; endpoint: { secret_hint: string } } }).data;
    assert.match(data.secret, /^whsec_/);
    assert.notEqual(data.secret, secret);
    assert.equal(data.endpoint.secret_hint, `${data.secret.slice(0, 12)}…`);
    assert.ok(!JSON.stringify(await k.logged('WebhookEndpointSecretRotated')).includes(data.secret));
    received.length = 0;
    const sent = await k.post('/api/v1/admin/webhooks/endpoints/test', { id: endpointId }, await k.token(3, client.id));
    assert.equal(sent.statusCode, 200, sent.body);
    await eventually('the test event', () => received.length >= 1, { timeoutMs: 15_000 });
    const [delivery] = received;
    assert.ok(delivery);
    const headers = delivery.headers as Record<string, string>;
    assert.equal((new Webhook(data.secret).verify(delivery.body, headers) as { type: string }).type, 'webhook.test');
    assert.throws(() => new Webhook(secret).verify(delivery.body, headers));
  });

  it('deletes an endpoint: it leaves the list and is sent nothing more', async () => {
    const res = await k.post(
      '/api/v1/admin/webhooks/endpoints/delete',
      { id: endpointId },
      await k.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    const list = await k.app.inject({
      method: 'GET',
      url: '/api/v1/admin/webhooks/endpoints',
      headers: { authorization: `Bearer ${await k.token(3, client.id)}` },
    });
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(!list.body.includes(endpointId));
    const again = await k.post(
      '/api/v1/admin/webhooks/endpoints/test',
      { id: endpointId },
      await k.token(3, client.id),
    );
    assert.equal(again.statusCode, 404, again.body);
    // a second endpoint of the same client still gets the pod's events, the deleted one nothing
    const added = await addEndpoint(`http://127.0.0.1:${port}/second`, ['pod.locked']);
    assert.equal(added.statusCode, 200, added.body);
    received.length = 0;
    const queuedBefore = (await k.logged('WebhookDeliveryQueued')).length;
    await lock('lockout');
    await eventually('the second endpoint got it', () => received.length >= 1, { timeoutMs: 15_000 });
    const queued = (await k.logged('WebhookDeliveryQueued')).slice(queuedBefore) as Array<{
      data: { endpoint_id: string };
    }>;
    assert.ok(queued.length >= 1);
    assert.ok(
      queued.every((q) => q.data.endpoint_id !== endpointId),
      'nothing is queued for the deleted endpoint',
    );
  });

  it("drops a deleted endpoint's retrying delivery: nothing more reaches the receiver and its lane's timer ends", async () => {
    const added = await addEndpoint(`http://127.0.0.1:${port}${failing}`, ['pod.locked']);
    assert.equal(added.statusCode, 200, added.body);
    const doomed = (added.json() as { data: { endpoint: { id: string } } }).data.endpoint.id;
    const laneTimers = async () =>
      (await listTimers(k.deps.db, ['webhooks'])).filter((t) => t.key.startsWith(`lane:${doomed}.`));
    await lock('unlockout');
    await eventually(
      'a retrying delivery with its timer',
      async () =>
        (await webhookDeliveriesOfEndpoint(k.deps.db, doomed)).some((d) => d.status === 'retrying') &&
        (await laneTimers()).length === 1,
      { timeoutMs: 15_000 },
    );
    const [timer] = await laneTimers();
    assert.ok(timer);
    const res = await k.post('/api/v1/admin/webhooks/endpoints/delete', { id: doomed }, await k.token(3, client.id));
    assert.equal(res.statusCode, 200, res.body);
    const tries = hits.filter((h) => h === failing).length;
    assert.ok(tries >= 1);
    await eventually('the lane timer cancelled', async () => (await laneTimers()).length === 0, { timeoutMs: 15_000 });
    assert.ok(Date.now() + offset < timer.due_at.getTime(), 'cancelled by the delete, before it was due');
    const gone = await k.app.inject({
      method: 'GET',
      url: `/api/v1/admin/webhooks/deliveries?endpoint_id=${doomed}`,
      headers: { authorization: `Bearer ${await k.token(3, client.id)}` },
    });
    assert.equal(gone.statusCode, 404, 'the console lists none of its deliveries');
    // past the retries it would have had in a minute; the live endpoint still gets what follows
    offset += 60_000;
    received.length = 0;
    await lock('lockout');
    await eventually('the live endpoint got the next event', () => received.length >= 1, { timeoutMs: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal(hits.filter((h) => h === failing).length, tries, 'no request reached the deleted endpoint');
    assert.deepEqual(await laneTimers(), []);
    offset = 0;
  });
});
