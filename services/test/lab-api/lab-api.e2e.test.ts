import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { labsProjection, reservationsProjection } from '@gamepod/projections';
import { buildApp } from '../../src/app.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';

const api = '/api/v1/lab-api/v1';

describe('the lab read API, opened by a lab API key', () => {
  let f: PodServices;
  let clientA: TestClient;
  let clientB: TestClient;
  let labA1 = '';
  let labA2 = '';
  let labB1 = '';
  let podA1: DeployedPod;
  let podA2: DeployedPod;
  let podB1: DeployedPod;
  let keyA1 = '';
  let keyA1Id = '';
  let keyB1 = '';

  const read = (path: string, key?: string) =>
    f.app.inject({ method: 'GET', url: `${api}${path}`, headers: key ? { authorization: `Bearer ${key}` } : {} });
  const makeKey = async (client: TestClient, lab_id: string) => {
    const res = await f.post(
      '/api/v1/admin/kiosk/lab_api_keys',
      { lab_id, api_key_name: `Integration ${randomBytes(3).toString('hex')}` },
      await f.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    const data = (res.json() as { data: { id: string; api_key: string } }).data;
    return { key: data.api_key, id: data.id };
  };
  const podSession = async (pod: DeployedPod, client: TestClient, role = 1) => {
    const id = hashToken(randomBytes(16).toString('hex'));
    const data = {
      user_id: uuidv7(),
      role,
      client_id: client.id,
      pod_id: pod.id,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      kind: 'pod',
      kiosk_session_hash: null,
      sign_in: 'password',
      cached_credential: false,
    };
    await f.deps.store.append('session', id, [{ type: 'SessionStarted', data }], {
      expectedVersion: 0,
      context: { actor: SYSTEM_ACTOR },
    });
    return id;
  };
  const reservation = async (client: TestClient, lab_id: string, pod: DeployedPod, group_name: string) => {
    const start = Date.now() + 86_400_000;
    await f.deps.store.append(
      'reservation',
      uuidv7(),
      [
        {
          type: 'ReservationMade',
          data: {
            client_id: client.id,
            lab_id,
            pod_ids: [pod.id],
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + 7_200_000).toISOString(),
            timezone: 'America/Chicago',
            group_name,
            emails: ['guest@example.com'],
            hold_id: uuidv7(),
          },
        },
      ],
      { expectedVersion: 0, context: { actor: SYSTEM_ACTOR } },
    );
  };

  before(async () => {
    f = await openPodServices({
      extra: [labsProjection, reservationsProjection],
      build: { labApi: { perMinute: 40 } },
    });
    clientA = await f.client();
    clientB = await f.client();
    labA1 = await f.lab(clientA.id);
    labA2 = await f.lab(clientA.id);
    labB1 = await f.lab(clientB.id);
    podA1 = await f.deployPod(clientA, labA1);
    podA2 = await f.deployPod(clientA, labA2);
    podB1 = await f.deployPod(clientB, labB1);
    ({ key: keyA1, id: keyA1Id } = await makeKey(clientA, labA1));
    ({ key: keyB1 } = await makeKey(clientB, labB1));
    for (let i = 0; i < 3; i++) await podSession(podA1, clientA);
    await podSession(podA2, clientA);
    await podSession(podB1, clientB);
    await reservation(clientA, labA1, podA1, 'Chess club');
    await reservation(clientA, labA2, podA2, 'Other lab');
    await reservation(clientB, labB1, podB1, 'Other client');
  });
  after(() => f.close());

  it("answers 401 without a key, with a staff session's token, or with a key never made", async () => {
    const staff = await f.token(4, null);
    for (const key of [undefined, staff, `gpk_${randomBytes(24).toString('base64url')}`]) {
      const res = await read('/pods', key);
      assert.equal(res.statusCode, 401, res.body);
      assert.equal((res.json() as { status: boolean }).status, false);
    }
  });

  it("lists only its own lab's pods: nothing of the client's other lab or another client", async () => {
    const res = await read('/pods', keyA1);
    assert.equal(res.statusCode, 200, res.body);
    const data = (res.json() as { data: { lab_id: string; pods: Array<{ pod_id: string; status: string }> } }).data;
    assert.equal(data.lab_id, labA1);
    assert.deepEqual(
      data.pods.map((p) => [p.pod_id, p.status]),
      [[podA1.id, 'offline']],
    );
    const other = (await read('/pods', keyB1)).json() as { data: { pods: Array<{ pod_id: string }> } };
    assert.deepEqual(
      other.data.pods.map((p) => p.pod_id),
      [podB1.id],
    );
  });

  it("pages its own lab's sessions by time, with public session ids, never another lab's", async () => {
    await eventually('the sessions are read', async () => {
      const res = await read('/sessions?limit=500', keyA1);
      return (res.json() as { data: { sessions: unknown[] } }).data.sessions.length === 3;
    });
    const first = (await read('/sessions?limit=2', keyA1)).json() as {
      data: { sessions: Array<{ session_id: string; pod_id: string; started_at: string }>; next: string | null };
    };
    assert.equal(first.data.sessions.length, 2);
    assert.ok(first.data.next);
    const second = (await read(`/sessions?limit=2&cursor=${first.data.next}`, keyA1)).json() as typeof first;
    assert.equal(second.data.sessions.length, 1);
    assert.equal(second.data.next, null);
    const all = [...first.data.sessions, ...second.data.sessions];
    assert.equal(new Set(all.map((s) => s.session_id)).size, 3, 'each session once');
    assert.ok(all.every((s) => s.pod_id === podA1.id));
    assert.ok(all.every((s) => /^[0-9a-f]{32}$/.test(s.session_id)));
    const bad = await read('/sessions?cursor=not-a-cursor', keyA1);
    assert.equal(bad.statusCode, 400, bad.body);
  });

  it("lists its lab's upcoming reservations without the guests' emails", async () => {
    await eventually('the reservations are read', async () => {
      const res = await read('/reservations', keyA1);
      return (res.json() as { data: { reservations: unknown[] } }).data.reservations.length === 1;
    });
    const res = await read('/reservations', keyA1);
    const data = (res.json() as { data: { reservations: Array<{ group_name: string }> } }).data;
    assert.deepEqual(
      data.reservations.map((r) => r.group_name),
      ['Chess club'],
    );
    assert.ok(!res.body.includes('guest@example.com'));
  });

  it('appends nothing to the log', async () => {
    const seq = await f.lastSeq();
    for (const path of ['/pods', '/sessions', '/reservations']) await read(path, keyA1);
    assert.equal(await f.lastSeq(), seq);
  });

  it('says what is left in RateLimit headers, and answers 429 to a key over its minute without touching another key', async () => {
    const key = (await makeKey(clientA, labA1)).key;
    const first = await read('/pods', key);
    assert.equal(first.headers['ratelimit-limit'], '40');
    assert.equal(first.headers['ratelimit-remaining'], '39');
    assert.ok(Number(first.headers['ratelimit-reset']) <= 60);
    for (let i = 0; i < 39; i++) assert.equal((await read('/pods', key)).statusCode, 200);
    const over = await read('/pods', key);
    assert.equal(over.statusCode, 429, over.body);
    assert.equal((over.json() as { status: boolean; data: { code: string } }).data.code, 'rate_limited');
    assert.ok(over.headers['retry-after']);
    assert.equal((await read('/pods', keyB1)).statusCode, 200, "another key's minute is its own");
  });

  it("holds a key's limit across two services instances: requests alternated between them count once in total", async () => {
    const other = buildApp(f.deps, { labApi: { perMinute: 40 } });
    await other.ready();
    try {
      const key = (await makeKey(clientA, labA1)).key;
      const instances = [f.app, other];
      const remaining: string[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await instances[i % 2]?.inject({
          method: 'GET',
          url: `${api}/pods`,
          headers: { authorization: `Bearer ${key}` },
        });
        assert.equal(res?.statusCode, 200, res?.body);
        remaining.push(String(res?.headers['ratelimit-remaining']));
      }
      assert.deepEqual(
        remaining,
        Array.from({ length: 40 }, (_, i) => String(39 - i)),
        'each instance counts the other one’s requests',
      );
      for (const app of instances) {
        const over = await app.inject({
          method: 'GET',
          url: `${api}/pods`,
          headers: { authorization: `Bearer ${key}` },
        });
        assert.equal(over.statusCode, 429, over.body);
        assert.equal((over.json() as { data: { code: string } }).data.code, 'rate_limited');
        assert.equal(over.headers['ratelimit-remaining'], '0');
        assert.ok(Number(over.headers['retry-after']) > 0);
      }
    } finally {
      await other.close();
    }
  });

  it('opens nothing once the key is revoked', async () => {
    assert.equal((await read('/pods', keyA1)).statusCode, 200);
    const res = await f.post(
      '/api/v1/admin/kiosk/delete/lab_api_keys',
      { lab_id: labA1, id: keyA1Id },
      await f.token(3, clientA.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    const after = await read('/pods', keyA1);
    assert.equal(after.statusCode, 401, after.body);
  });
});
