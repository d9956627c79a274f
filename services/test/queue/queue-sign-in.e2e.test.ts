import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { QueueOpen, QueuePlace, QueueSignIn } from '@gamepod/contracts/http';
import type { LightMyRequestResponse } from 'fastify';
import { type KioskPod, RIGHT_PASSWORD } from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import { openQueueServices, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

describe('signing in only to queue, at a station or on a phone', () => {
  let f: QueueServices;
  let client: TestClient;
  let lab: string;
  let xbox: KioskPod;
  let pc: KioskPod;
  before(async () => {
    f = await openQueueServices();
    ({ client, lab_id: lab, xbox, pc } = await f.venue());
    await f.policy(client, lab);
  });
  after(() => f.close());

  const atStation = (pod: KioskPod, body: Record<string, unknown>) =>
    f.post('/api/v1/user/queue/sign_in', { session_id_key: pod.session_id_key, ...body });
  const onPhone = (pod: KioskPod, body: Record<string, unknown>) =>
    f.post('/api/v1/user/queue/mobile_sign_in', { remote_id: pod.remote_id_key, ...body });
  /** `send` is refused with `status` (and `message` when given) and the log is as it was. */
  const refusedUnlogged = async (send: () => Promise<LightMyRequestResponse>, status: number, message?: string) => {
    const before = await f.lastSeq();
    const res = await send();
    assert.equal(res.statusCode, status, res.body);
    const body = res.json() as { status: boolean; message: string; data: unknown };
    assert.equal(body.status, false);
    if (message !== undefined) assert.equal(body.message, message);
    assert.equal(await f.lastSeq(), before, 'a refused sign-in appended to the log');
    return body;
  };

  it("tells a station and a scanned QR code whether their lab's queue is open, without sign-in", async () => {
    const station = okData<QueueOpen>(
      await f.get(`/api/v1/user/queue/open?session_id_key=${encodeURIComponent(xbox.session_id_key)}`),
    );
    assert.deepEqual(station, { lab_id: lab, lab_name: station.lab_name, enabled: true, platforms: ['xb'] });
    const phone = okData<QueueOpen>(
      await f.get(`/api/v1/user/queue/open_remote?remote_id=${encodeURIComponent(pc.remote_id_key)}`),
    );
    assert.deepEqual(phone, station);
    await refusedUnlogged(() => f.get('/api/v1/user/queue/open_remote?remote_id=nope'), 404);
    await refusedUnlogged(() => f.get('/api/v1/user/queue/open'), 400);
    await refusedUnlogged(
      () => f.get(`/api/v1/user/queue/open_remote?remote_id=${encodeURIComponent(pc.remote_id_key)}&lab_id=${lab}`),
      400,
    );
  });

  it('signs a player in at the station without taking its pod, and the session joins the queue', async () => {
    await f.onPod(pc, 'Bob');
    const cy = await f.account(1, { client_id: client.id, first_name: 'Cy' });
    const signedIn = okData<QueueSignIn>(await atStation(xbox, { username: cy.email, password: RIGHT_PASSWORD }));
    assert.deepEqual(
      [signedIn.user_id, signedIn.first_name, signedIn.lab_id, signedIn.queue_enabled, signedIn.platforms],
      [cy.id, 'Cy', lab, true, ['xb']],
    );
    const started = (await f.logged('SessionStarted')).at(-1)?.data as { kind: string; pod_id: string | null };
    assert.deepEqual([started.kind, started.pod_id], ['web', null]);
    const login = (await f.logged('UserLoggedIn')).at(-1);
    assert.ok(login);
    const logged = login.data as { kind: string; pod_id: string | null };
    assert.deepEqual([login.aggregate_id, logged.kind, logged.pod_id], [cy.id, 'web', null]);
    // the station's pod is still free: joining is refused as a seat is free, and a player signs in on it
    await f.refused(() => f.post('/api/v1/user/queue/join', { lab_id: lab }, signedIn.token), 409, 'seat-free');
    await f.onPod(xbox, 'Ada');
    const place = okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id: lab }, signedIn.token));
    assert.deepEqual([place.queued, place.position], [true, 1]);
  });

  it('signs a player in on a phone from a pod QR code, for that pod’s lab', async () => {
    const di = await f.account(1, { client_id: client.id, first_name: 'Di' });
    const signedIn = okData<QueueSignIn>(await onPhone(pc, { username: di.email, password: RIGHT_PASSWORD }));
    assert.equal(signedIn.lab_id, lab);
    const login = (await f.logged('UserLoggedIn')).at(-1)?.data as { via: string; kind: string };
    assert.deepEqual([login.kind, login.via], ['web', 'mobile']);
    const place = okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id: lab }, signedIn.token));
    assert.equal(place.position, 2);
  });

  it('refuses bad input, wrong credentials and accounts that may not queue there, appending nothing', async () => {
    const player = await f.account(1, { client_id: client.id });
    const other = await f.client();
    const stranger = await f.account(1, { client_id: other.id });
    const admin = await f.account(3, { client_id: client.id });
    const right = { username: player.email, password: RIGHT_PASSWORD };

    await refusedUnlogged(() => atStation(xbox, { username: player.email }), 400);
    await refusedUnlogged(() => atStation(xbox, { ...right, lab_id: lab }), 400);
    await refusedUnlogged(() => atStation(xbox, { username: 42, password: RIGHT_PASSWORD }), 400);
    await refusedUnlogged(() => onPhone(xbox, { username: player.email, password: 'x'.repeat(5000) }), 400);
    await refusedUnlogged(() => f.post('/api/v1/user/queue/sign_in', right), 400);
    await refusedUnlogged(() => f.post('/api/v1/user/queue/sign_in', { ...right, session_id_key: 'nope' }), 401);
    await refusedUnlogged(() => f.post('/api/v1/user/queue/mobile_sign_in', { ...right, remote_id: 'nope' }), 404);
    await refusedUnlogged(
      () => atStation(xbox, { username: player.email, password: 'wrong-password' }),
      401,
      'invalid',
    );
    await refusedUnlogged(() => onPhone(xbox, { username: 'nobody@example.com', password: 'x' }), 401, 'invalid');
    await refusedUnlogged(
      () => atStation(xbox, { username: stranger.email, password: RIGHT_PASSWORD }),
      403,
      'notregistered',
    );
    await refusedUnlogged(
      () => onPhone(xbox, { username: admin.email, password: RIGHT_PASSWORD }),
      403,
      'notauthorized',
    );
  });

  it('holds a guessing phone back as the pod login does: 429 after five wrong passwords', async () => {
    const player = await f.account(1, { client_id: client.id });
    for (let i = 0; i < 5; i++) {
      await refusedUnlogged(() => onPhone(xbox, { username: player.email, password: `wrong-${i}` }), 401, 'invalid');
    }
    const held = await refusedUnlogged(() => onPhone(xbox, { username: player.email, password: RIGHT_PASSWORD }), 429);
    assert.equal(typeof (held.data as { retry_after_s?: unknown }).retry_after_s, 'number');
  });
});
