import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { labsProjection, webhookDeliveriesProjection, webhookEndpointsProjection } from '@gamepod/projections';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';

type Stream = { text(): string; ended(): boolean; close(): void; status: number };

describe("the lab read API's event stream", () => {
  let f: PodServices;
  let base = '';
  let clientA: TestClient;
  let clientB: TestClient;
  let labA1 = '';
  let podA1: DeployedPod;
  let podA2: DeployedPod;
  let podB1: DeployedPod;
  let key = '';
  let keyId = '';

  const open = (k: string) =>
    new Promise<Stream>((resolve, reject) => {
      let text = '';
      let ended = false;
      const req = http.get(`${base}/api/v1/lab-api/v1/events`, { headers: { authorization: `Bearer ${k}` } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          ended = true;
        });
        res.on('close', () => {
          ended = true;
        });
        resolve({ text: () => text, ended: () => ended, close: () => req.destroy(), status: res.statusCode ?? 0 });
      });
      req.on('error', reject);
    });
  const lock = async (pod: DeployedPod) => {
    const res = await f.post(
      '/api/v1/admin/run/command',
      { command_type: 'lockout', pod_ids: [pod.id] },
      await f.token(4, null),
    );
    assert.equal(res.statusCode, 200, res.body);
  };

  before(async () => {
    // the webhooks reaction sends the stream its events and reads the endpoints beside it
    f = await openPodServices({
      extra: [labsProjection, webhookEndpointsProjection, webhookDeliveriesProjection],
      build: { labApi: { recheckMs: 300 } },
    });
    await f.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(f.app.server.address() as AddressInfo).port}`;
    clientA = await f.client();
    clientB = await f.client();
    labA1 = await f.lab(clientA.id);
    const labA2 = await f.lab(clientA.id);
    const labB1 = await f.lab(clientB.id);
    podA1 = await f.deployPod(clientA, labA1);
    podA2 = await f.deployPod(clientA, labA2);
    podB1 = await f.deployPod(clientB, labB1);
    const res = await f.post(
      '/api/v1/admin/kiosk/lab_api_keys',
      { lab_id: labA1, api_key_name: 'Discord bot' },
      await f.token(3, clientA.id),
    );
    ({ api_key: key, id: keyId } = (res.json() as { data: { api_key: string; id: string } }).data);
  });
  after(() => f.close());

  it("sends its own lab's public events as server-sent events, and nothing of another lab or client", async () => {
    const refused = await open('gpk_nothing-such-key');
    assert.equal(refused.status, 401);
    const s = await open(key);
    assert.equal(s.status, 200);
    await lock(podB1);
    await lock(podA2);
    await lock(podA1);
    await eventually('the lock event', () => s.text().includes('event: pod.locked'), { timeoutMs: 15_000 });
    await eventually('the status event', () => s.text().includes('event: pod.status_changed'), { timeoutMs: 5_000 });
    const frames = s
      .text()
      .split('\n\n')
      .filter((f) => f.startsWith('id: '));
    const events = frames.map((fr) =>
      JSON.parse(
        fr
          .split('\n')
          .find((l) => l.startsWith('data: '))
          ?.slice(6) ?? '{}',
      ),
    );
    assert.deepEqual(
      events.map((e: { type: string; data: { pod_id: string } }) => [e.type, e.data.pod_id]),
      [
        ['pod.locked', podA1.id],
        ['pod.status_changed', podA1.id],
      ],
    );
    assert.ok(!s.text().includes(podB1.id) && !s.text().includes(podA2.id));
    s.close();
  });

  it('ends the stream once its key is revoked', async () => {
    const s = await open(key);
    const res = await f.post(
      '/api/v1/admin/kiosk/delete/lab_api_keys',
      { lab_id: labA1, id: keyId },
      await f.token(3, clientA.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    await eventually('the stream ended', () => s.ended(), { timeoutMs: 5_000 });
  });
});
