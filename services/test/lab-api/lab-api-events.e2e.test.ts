import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { labsProjection, webhookDeliveriesProjection, webhookEndpointsProjection } from '@gamepod/projections';
import { jetstreamManager } from '@nats-io/jetstream';
import { publicEventsStreamName } from '../../src/webhooks/adapters/public-event-stream.ts';
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

  const open = (k: string, lastEventId?: string) =>
    new Promise<Stream>((resolve, reject) => {
      let text = '';
      let ended = false;
      const headers = {
        authorization: `Bearer ${k}`,
        ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
      };
      const req = http.get(`${base}/api/v1/lab-api/v1/events`, { headers }, (res) => {
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
  /** The stream's events so far: id, event name and the public event. */
  const framesOf = (s: Stream) =>
    s
      .text()
      .split('\n\n')
      .filter((fr) => fr.startsWith('id: ') || fr.startsWith('event: '))
      .map((fr) => {
        const field = (name: string) =>
          fr
            .split('\n')
            .find((l) => l.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        return {
          id: field('id'),
          event: field('event'),
          data: JSON.parse(field('data') || '{}') as Record<string, unknown>,
        };
      });
  const lock = async (pod: DeployedPod, command_type = 'lockout') => {
    const res = await f.post('/api/v1/admin/run/command', { command_type, pod_ids: [pod.id] }, await f.token(4, null));
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

  it('replays what a client missed after Last-Event-ID, then goes on live: each event once, in order', async () => {
    // a witness stays connected throughout and sees every event of the lab
    const witness = await open(key);
    const first = await open(key);
    await lock(podA1, 'unlockout');
    await eventually('two events on the first connection', () => framesOf(first).length === 2, { timeoutMs: 15_000 });
    const seen = framesOf(first);
    assert.ok(
      seen.every((fr) => /^\d+$/.test(fr.id)),
      'each event carries an id to resume from',
    );
    first.close();
    // missed while disconnected: the lab's own events, and others it must not get
    await lock(podA1);
    await lock(podB1, 'unlockout');
    await lock(podA2, 'unlockout');
    await eventually('the witness saw the missed two', () => framesOf(witness).length === 4, { timeoutMs: 15_000 });
    const again = await open(key, seen.at(-1)?.id);
    assert.equal(again.status, 200);
    await eventually('the missed two replayed', () => framesOf(again).length === 2, { timeoutMs: 15_000 });
    await lock(podA1, 'unlockout');
    await eventually('then the live two', () => framesOf(again).length === 4, { timeoutMs: 15_000 });
    await eventually('the witness saw them too', () => framesOf(witness).length === 6, { timeoutMs: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = (s: Stream) => framesOf(s).map((fr) => [fr.id, fr.event, fr.data.id]);
    assert.deepEqual(ids(again), ids(witness).slice(2), 'exactly what followed its last id, nothing twice');
    assert.deepEqual(
      framesOf(again).map((fr) => [
        fr.event,
        (fr.data.data as { locked?: boolean; status?: string }).locked ?? (fr.data.data as { status: string }).status,
      ]),
      [
        ['pod.locked', true],
        ['pod.status_changed', 'locked'],
        ['pod.locked', false],
        ['pod.status_changed', 'free'],
      ],
    );
    assert.ok(!again.text().includes(podB1.id) && !again.text().includes(podA2.id));
    for (const s of [witness, again]) s.close();
  });

  it('answers 400 to a Last-Event-ID that is no id, and starts with a gap event when the id is gone or unknown', async () => {
    const bad = await open(key, 'not-an-id');
    assert.equal(bad.status, 400);
    await eventually('the answer read', () => bad.ended());
    assert.equal((JSON.parse(bad.text()) as { status: boolean }).status, false);

    const unknown = await open(key, '999999999');
    assert.equal(unknown.status, 200);
    await eventually('the gap event', () => framesOf(unknown).length === 1, { timeoutMs: 5_000 });
    assert.equal(framesOf(unknown)[0]?.event, 'gap');
    assert.equal(framesOf(unknown)[0]?.data.reason, 'unknown');
    unknown.close();

    // the stream keeps an hour; dropping all but its last two stands for older ones aging out
    const name = publicEventsStreamName(f.env.names);
    const jsm = await jetstreamManager(f.env.nc);
    await jsm.streams.purge(name, { keep: 2 });
    const { state } = await jsm.streams.info(name);
    const old = await open(key, '1');
    await eventually('the gap, then what is kept', () => framesOf(old).length >= 1 + 2, { timeoutMs: 5_000 });
    const [gap, ...kept] = framesOf(old);
    assert.equal(gap?.event, 'gap');
    assert.deepEqual(gap?.data, { reason: 'too_old', oldest_id: state.first_seq });
    assert.deepEqual(
      kept.map((fr) => Number(fr.id)),
      [state.first_seq, state.first_seq + 1].filter((seq) => seq <= state.last_seq),
    );
    old.close();
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
