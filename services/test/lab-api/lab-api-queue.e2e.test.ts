import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { QueuePlace } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { webhookDeliveriesProjection, webhookEndpointsProjection } from '@gamepod/projections';
import type { KioskPod } from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import { openQueueServices, type QueuePlayer, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

const api = '/api/v1/lab-api/v1';

type QueueReply = {
  lab_id: string;
  enabled: boolean;
  places: Array<{
    ticket: number;
    position: number;
    platform: string | null;
    waiting_since: string;
    offer: { pod_id: string; expires_at: string } | null;
  }>;
};

describe("the lab read API's queue, opened by a lab API key", () => {
  let f: QueueServices;
  let base = '';
  let client: TestClient;
  let lab = '';
  let otherLab = '';
  let xbox: KioskPod;
  let key = '';
  let keyId = '';
  let otherLabKey = '';
  let otherClientKey = '';
  let cy: QueuePlayer;
  let di: QueuePlayer;
  let events: { text(): string; close(): void };

  const read = (path: string, k?: string) =>
    f.app.inject({ method: 'GET', url: `${api}${path}`, headers: k ? { authorization: `Bearer ${k}` } : {} });
  const makeKey = async (owner: TestClient, lab_id: string) => {
    const res = await f.post(
      '/api/v1/admin/kiosk/lab_api_keys',
      { lab_id, api_key_name: 'Discord bot' },
      await f.token(3, owner.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: { api_key: string; id: string } }).data;
  };
  /** The lab's server-sent events, as they come. */
  const openEvents = (k: string) =>
    new Promise<{ text(): string; close(): void }>((resolve, reject) => {
      let text = '';
      const req = http.get(`${base}${api}/events`, { headers: { authorization: `Bearer ${k}` } }, (res) => {
        assert.equal(res.statusCode, 200);
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        resolve({ text: () => text, close: () => req.destroy() });
      });
      req.on('error', reject);
    });
  const queueFrames = () =>
    events
      .text()
      .split('\n\n')
      .filter((fr) => fr.includes('event: queue.advanced'))
      .map((fr) =>
        JSON.parse(
          fr
            .split('\n')
            .find((l) => l.startsWith('data: '))
            ?.slice(6) ?? '{}',
        ),
      );

  before(async () => {
    // the webhooks reaction sends the events stream its public events; queue_seats offers freed pods
    f = await openQueueServices({
      reactions: { maxPollMs: 100 },
      extra: [webhookEndpointsProjection, webhookDeliveriesProjection],
    });
    await f.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(f.app.server.address() as AddressInfo).port}`;
    let pc: KioskPod;
    ({ client, lab_id: lab, xbox, pc } = await f.venue());
    otherLab = await f.lab(client.id);
    const other = await f.venue();
    await f.policy(client, lab);
    await f.policy(other.client, other.lab_id);
    ({ api_key: key, id: keyId } = await makeKey(client, lab));
    otherLabKey = (await makeKey(client, otherLab)).api_key;
    otherClientKey = (await makeKey(other.client, other.lab_id)).api_key;
    events = await openEvents(key);

    // both pods taken, Cy and Di join (Di for the next Xbox), then Ada leaves the Xbox: it is offered to Cy
    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    cy = await f.onPhone(client.id, 'Cy');
    di = await f.onPhone(client.id, 'Di');
    okData(await f.post('/api/v1/user/queue/join', { lab_id: lab }, cy.token));
    okData(await f.post('/api/v1/user/queue/join', { lab_id: lab, platform: 'xb' }, di.token));
    const out = await f.post('/api/v1/user/logout', { token: ada.token, reason_text: 'Player logged out' });
    assert.equal(out.statusCode, 200, out.body);
    await eventually('the Xbox offered to Cy', async () => {
      const place = okData<QueuePlace>(await f.get(`/api/v1/user/queue/place?lab_id=${lab}`, cy.token));
      return place.offer !== null;
    });
  });
  after(async () => {
    events?.close();
    await f.close();
  });

  it('shows the line after two joins and an offer: tickets, platforms, waiting since, the held pod and its end', async () => {
    const res = await read('/queue', key);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['ratelimit-limit'], '600');
    const data = (res.json() as { data: QueueReply }).data;
    assert.equal(data.lab_id, lab);
    assert.equal(data.enabled, true);
    const [first, second] = data.places;
    assert.equal(data.places.length, 2);
    assert.deepEqual(
      { ticket: first?.ticket, position: first?.position, platform: first?.platform, pod: first?.offer?.pod_id },
      { ticket: 1, position: 1, platform: null, pod: xbox.id },
    );
    const holds = Date.parse(first?.offer?.expires_at ?? '') - f.now().getTime();
    assert.ok(holds > 9 * 60_000 && holds <= 10 * 60_000, `held for ${holds} ms`);
    assert.deepEqual(second, { ...second, ticket: 2, position: 2, platform: 'xb', offer: null });
    const since = [first?.waiting_since, second?.waiting_since].map((t) => Date.parse(t ?? ''));
    assert.ok(
      since.every((t) => t <= Date.now() && t > Date.now() - 120_000),
      'each joined within the test',
    );
    assert.ok((since[0] ?? 0) <= (since[1] ?? 0), 'Cy joined before Di');
    for (const personal of [cy.id, cy.email, di.id, di.email, 'Cy', 'Di']) {
      assert.ok(!res.body.includes(personal), `the reply names ${personal}`);
    }
  });

  it("carries the line's moves on the lab's event stream as queue.advanced, in order", async () => {
    await eventually('two joins and an offer streamed', () => queueFrames().length >= 3, { timeoutMs: 15_000 });
    assert.deepEqual(
      queueFrames().map((e) => [e.lab_id, e.data.change, e.data.ticket, e.data.pod_id, e.data.line_length]),
      [
        [lab, 'joined', 1, null, 1],
        [lab, 'joined', 2, null, 2],
        [lab, 'offered', 1, xbox.id, 2],
      ],
    );
    assert.ok(!events.text().includes(cy.email) && !events.text().includes(cy.id), 'no personal data streamed');
  });

  it("lets a key of the client's other lab, or of another client, read nothing of it, even naming the lab", async () => {
    const sibling = await read('/queue', otherLabKey);
    assert.equal(sibling.statusCode, 200, sibling.body);
    assert.deepEqual((sibling.json() as { data: QueueReply }).data, { lab_id: otherLab, enabled: false, places: [] });
    for (const k of [otherLabKey, otherClientKey]) {
      for (const path of ['/queue', `/queue?lab_id=${lab}`]) {
        const res = await read(path, k);
        assert.ok(res.statusCode === 200 || res.statusCode === 400, `${path}: ${res.statusCode} ${res.body}`);
        if (res.statusCode === 200) assert.deepEqual((res.json() as { data: QueueReply }).data.places, []);
        assert.ok(!res.body.includes(lab) && !res.body.includes(xbox.id), `${path} told of the lab's line`);
      }
    }
  });

  it('is in the OpenAPI document under the lab API key, with an example', async () => {
    const doc = JSON.parse((await f.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    const op = doc.paths[`${api}/queue`]?.get;
    assert.ok(op, 'GET /lab-api/v1/queue is documented');
    assert.deepEqual(op.tags, ['lab api']);
    assert.deepEqual(op.security, [{ labApiKey: [] }]);
    const body = JSON.stringify(op.responses['200']);
    assert.ok(body.includes('"examples"') && body.includes('waiting_since'), body.slice(0, 400));
  });

  it('appends nothing, and answers 401 once the key is revoked', async () => {
    const seq = await f.lastSeq();
    assert.equal((await read('/queue', key)).statusCode, 200);
    assert.equal(await f.lastSeq(), seq, 'a read appends nothing');
    const revoked = await f.post(
      '/api/v1/admin/kiosk/delete/lab_api_keys',
      { lab_id: lab, id: keyId },
      await f.token(3, client.id),
    );
    assert.equal(revoked.statusCode, 200, revoked.body);
    const res = await read('/queue', key);
    assert.equal(res.statusCode, 401, res.body);
    assert.equal((res.json() as { status: boolean }).status, false);
    assert.ok(!res.body.includes(xbox.id));
  });
});
