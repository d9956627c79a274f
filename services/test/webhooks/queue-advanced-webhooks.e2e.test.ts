import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { QueuePlace } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { webhookDeliveriesProjection, webhookEndpointsProjection } from '@gamepod/projections';
import { Webhook } from 'standardwebhooks';
import { openQueueServices, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

type Received = { headers: Record<string, string>; body: string };
type QueueAdvanced = { type: string; lab_id: string; data: Record<string, unknown> };

describe('queue.advanced webhooks to a local receiver', () => {
  let f: QueueServices;
  let server: http.Server;
  const received: Received[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(204).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    f = await openQueueServices({
      reactions: { webhooks: { allowLoopback: true, timeoutMs: 2_000 }, maxPollMs: 100 },
      extra: [webhookEndpointsProjection, webhookDeliveriesProjection],
    });
  });
  after(async () => {
    await f.close();
    server.closeAllConnections();
    server.close();
  });

  it('delivers a join then an offer, in order, each verified by the library with the endpoint secret', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    const port = (server.address() as AddressInfo).port;
    const add = await f.post(
      '/api/v1/admin/webhooks/endpoints/add',
      {
        url: `http://127.0.0.1:${port}/queue`,
        event_types: ['queue.advanced'],
        active: true,
        description: 'Discord bot',
      },
      await f.token(3, client.id),
    );
    assert.equal(add.statusCode, 200, add.body);
    const secret = (add.json() as { data: { secret: string } }).data.secret;

    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    okData(await f.post('/api/v1/user/queue/join', { lab_id }, cy.token));
    const out = await f.post('/api/v1/user/logout', { token: ada.token, reason_text: 'Player logged out' });
    assert.equal(out.statusCode, 200, out.body);
    await eventually('the Xbox offered to Cy', async () => {
      const place = okData<QueuePlace>(await f.get(`/api/v1/user/queue/place?lab_id=${lab_id}`, cy.token));
      return place.offer !== null;
    });
    await eventually('a join and an offer delivered', () => received.length >= 2, { timeoutMs: 20_000 });

    const verifier = new Webhook(secret);
    const events = received.map((r) => verifier.verify(r.body, r.headers) as QueueAdvanced);
    assert.deepEqual(
      events.map((e) => [e.type, e.lab_id, e.data.change, e.data.ticket, e.data.pod_id, e.data.line_length]),
      [
        ['queue.advanced', lab_id, 'joined', 1, null, 1],
        ['queue.advanced', lab_id, 'offered', 1, xbox.id, 1],
      ],
    );
    assert.equal(received[0]?.headers['webhook-id'], (events[0] as unknown as { id: string }).id);
    assert.ok(typeof events[1]?.data.expires_at === 'string', 'the offer says until when the pod is held');
    for (const personal of [cy.id, cy.email, 'Cy']) {
      assert.ok(!received.some((r) => r.body.includes(personal)), `a delivery named ${personal}`);
    }
    // the session events of the pods were not asked for, so nothing else came
    assert.equal(received.length, 2);
  });
});
