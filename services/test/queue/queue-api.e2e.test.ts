import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LabQueueView, QueuePlace } from '@gamepod/contracts/http';
import type { KioskPod } from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import { OPEN_POLICY, openQueueServices, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

describe('the fair queue over HTTP: two players on two pods, more waiting', () => {
  let f: QueueServices;
  let client: TestClient;
  let lab: string;
  let xbox: KioskPod;
  let pc: KioskPod;
  let admin: string;
  before(async () => {
    f = await openQueueServices();
    ({ client, lab_id: lab, xbox, pc } = await f.venue());
    admin = await f.token(3, client.id);
  });
  after(() => f.close());

  const join = (token: string, body: Record<string, unknown> = {}) =>
    f.post('/api/v1/user/queue/join', { lab_id: lab, ...body }, token);
  const leave = (token: string) => f.post('/api/v1/user/queue/leave', { lab_id: lab }, token);
  const place = async (token: string) =>
    okData<QueuePlace>(await f.get(`/api/v1/user/queue/place?lab_id=${lab}`, token));
  const list = async (token = admin) =>
    okData<LabQueueView>(await f.get(`/api/v1/admin/kiosk/lab_queue/list?lab_id=${lab}`, token));

  it('refuses a join while the queue is off, and while a seat is free (just sign in)', async () => {
    const early = await f.onPhone(client.id);
    await f.refused(() => join(early.token), 409, 'queue-off');
    await f.policy(client, lab);
    const policy = (await list()).policy;
    assert.deepEqual(policy, OPEN_POLICY);
    const refused = await f.refused(() => join(early.token), 409, 'seat-free');
    assert.equal(refused.message, 'A seat is free: just sign in');
  });

  it('queues phone players in order once both pods are taken, with places, tickets and estimates', async () => {
    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    const di = await f.onPhone(client.id, 'Di');
    const first = okData<QueuePlace>(await join(cy.token));
    assert.deepEqual(
      { queued: first.queued, position: first.position, ticket: first.ticket, offer: first.offer },
      { queued: true, position: 1, ticket: 1, offer: null },
    );
    assert.equal(typeof first.estimate_minutes, 'number');
    const second = okData<QueuePlace>(await join(di.token, { platform: 'xb' }));
    assert.deepEqual([second.position, second.ticket, second.platform], [2, 2, 'xb']);
    assert.ok((second.estimate_minutes ?? -1) >= (first.estimate_minutes ?? 0), 'the second waits at least as long');
    assert.deepEqual(
      (await list()).entries.map((e) => [e.position, e.display_name, e.email]),
      [
        [1, 'Cy T.', cy.email],
        [2, 'Di T.', di.email],
      ],
    );
    assert.equal((await place(di.token)).position, 2);

    await f.refused(() => join(cy.token), 409, 'already-queued');
    await f.refused(() => join(ada.token), 409, 'on-pod');
    const ps = await f.onPhone(client.id);
    await f.refused(() => join(ps.token, { platform: 'ps' }), 409, 'platform-queue-off');
  });

  it('lets staff move, call and remove places, and a player leave in one call', async () => {
    const [cy, di] = (await list()).entries;
    assert.ok(cy && di);
    const moved = okData<LabQueueView>(
      await f.post('/api/v1/admin/kiosk/lab_queue/move', { lab_id: lab, entry_id: di.entry_id, position: 1 }, admin),
    );
    assert.deepEqual(
      moved.entries.map((e) => e.entry_id),
      [di.entry_id, cy.entry_id],
    );
    const called = await f.post('/api/v1/admin/kiosk/lab_queue/call', { lab_id: lab, entry_id: cy.entry_id }, admin);
    assert.equal(called.statusCode, 200, called.body);
    assert.equal((await f.logged('LabQueueCalled')).length, 1);

    const removed = okData<LabQueueView>(
      await f.post('/api/v1/admin/kiosk/lab_queue/remove', { lab_id: lab, entry_id: di.entry_id }, admin),
    );
    assert.deepEqual(
      removed.entries.map((e) => [e.entry_id, e.position]),
      [[cy.entry_id, 1]],
    );
    await f.refused(
      () => f.post('/api/v1/admin/kiosk/lab_queue/remove', { lab_id: lab, entry_id: di.entry_id }, admin),
      404,
    );

    const cyToken = await f.onPhone(client.id, 'Eve');
    okData(await join(cyToken.token));
    assert.equal((await place(cyToken.token)).position, 2);
    assert.equal((await leave(cyToken.token)).statusCode, 200);
    assert.deepEqual(await place(cyToken.token), {
      lab_id: lab,
      queued: false,
      entry_id: null,
      ticket: null,
      position: null,
      platform: null,
      estimate_minutes: null,
      offer: null,
    });
    await f.refused(() => leave(cyToken.token), 404, 'not-queued');
  });

  it("lets a facilitator of the lab's client read the line and call, but not move, remove or set the policy", async () => {
    const facilitator = await f.token(2, client.id);
    const [entry] = (await list(facilitator)).entries;
    assert.ok(entry);
    const call = await f.post(
      '/api/v1/admin/kiosk/lab_queue/call',
      { lab_id: lab, entry_id: entry.entry_id },
      facilitator,
    );
    assert.equal(call.statusCode, 200, call.body);
    await f.refused(
      () =>
        f.post(
          '/api/v1/admin/kiosk/lab_queue/move',
          { lab_id: lab, entry_id: entry.entry_id, position: 1 },
          facilitator,
        ),
      403,
    );
    await f.refused(
      () => f.post('/api/v1/admin/kiosk/lab_queue/remove', { lab_id: lab, entry_id: entry.entry_id }, facilitator),
      403,
    );
    await f.refused(
      () => f.post('/api/v1/admin/kiosk/lab_queue/policy', { lab_id: lab, policy: OPEN_POLICY }, facilitator),
      403,
    );
    const player = await f.onPhone(client.id);
    await f.refused(() => f.get(`/api/v1/admin/kiosk/lab_queue/list?lab_id=${lab}`, player.token), 403);
  });

  it("refuses another client's players and staff on this lab, and appends nothing", async () => {
    const other = await f.client();
    const stranger = await f.onPhone(other.id);
    await f.refused(() => join(stranger.token), 403);
    await f.refused(() => leave(stranger.token), 403);
    const otherAdmin = await f.token(3, other.id);
    const [entry] = (await list()).entries;
    assert.ok(entry);
    await f.refused(() => f.get(`/api/v1/admin/kiosk/lab_queue/list?lab_id=${lab}`, otherAdmin), 403);
    for (const [url, body] of [
      ['move', { lab_id: lab, entry_id: entry.entry_id, position: 1 }],
      ['remove', { lab_id: lab, entry_id: entry.entry_id }],
      ['call', { lab_id: lab, entry_id: entry.entry_id }],
      ['policy', { lab_id: lab, policy: { ...OPEN_POLICY, enabled: false } }],
    ] as const) {
      await f.refused(() => f.post(`/api/v1/admin/kiosk/lab_queue/${url}`, body, otherAdmin), 403);
    }
    const superAdmin = await f.token(4, null);
    assert.equal((await list(superAdmin)).entries.length, 1, "a super admin reads every client's lab");
    const unknownLab = '01900000-0000-7000-8000-000000000000';
    await f.refused(() => f.post('/api/v1/user/queue/join', { lab_id: unknownLab }, stranger.token), 404);
  });

  it('refuses bad input with 400 naming the field, and a missing token with 401, appending nothing', async () => {
    const player = await f.onPhone(client.id);
    await f.refused(() => join(player.token, { lab_id: 'not-a-lab' }), 400);
    await f.refused(() => join(player.token, { platform: 'atari' }), 400);
    await f.refused(() => join(player.token, { extra: 1 }), 400);
    await f.refused(() => f.post('/api/v1/user/queue/join', { lab_id: lab }), 401);
    for (const policy of [
      { ...OPEN_POLICY, hold_minutes: 0 },
      { ...OPEN_POLICY, limit_minutes: 2 },
      { ...OPEN_POLICY, no_show: { count: 3, days: 14 } },
      { ...OPEN_POLICY, platforms: { ...OPEN_POLICY.platforms, atari: true } },
    ]) {
      const refused = await f.refused(
        () => f.post('/api/v1/admin/kiosk/lab_queue/policy', { lab_id: lab, policy }, admin),
        400,
      );
      assert.ok(String(refused.data.field ?? '').startsWith('policy'), JSON.stringify(refused));
    }
    await f.refused(
      () => f.post('/api/v1/admin/kiosk/lab_queue/move', { lab_id: lab, entry_id: 'x', position: 0 }, admin),
      400,
    );
  });
});

describe('joins at the same moment', () => {
  let f: QueueServices;
  before(async () => {
    f = await openQueueServices();
  });
  after(() => f.close());

  it('gives players joining at once one place each, and the same player joining twice at once one place', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id);
    await f.onPod(xbox);
    await f.onPod(pc);
    const players = await Promise.all([1, 2, 3, 4].map(() => f.onPhone(client.id)));
    const joins = await Promise.all(players.map((p) => f.post('/api/v1/user/queue/join', { lab_id }, p.token)));
    assert.deepEqual(
      joins.map((r) => r.statusCode),
      [200, 200, 200, 200],
    );
    const tickets = joins.map((r) => okData<QueuePlace>(r).ticket).sort();
    assert.deepEqual(tickets, [1, 2, 3, 4]);

    const twice = await f.onPhone(client.id);
    const both = await Promise.all([1, 2, 3].map(() => f.post('/api/v1/user/queue/join', { lab_id }, twice.token)));
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 409, 409]);
    assert.equal(
      (await f.logged('LabQueueJoined')).filter((e) => (e.data as { user_id: string }).user_id === twice.id).length,
      1,
    );
  });
});
