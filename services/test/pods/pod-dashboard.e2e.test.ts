import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { findSession } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import type { RealtimePush } from '../../src/realtime/realtime-hub.ts';
import { issueSession } from '../../src/users/application/sessions.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  staffSession,
} from '../support/identity-fixtures.ts';

const PODS = '/api/v1/admin/kiosk/pods';

type PodList = { pods: { id: string; lab_id: string; letter: string | null }[]; letters: string[] };

describe("the pod dashboard's target pods", () => {
  let k: IdentityServices;
  let pod: KioskPod;
  before(async () => {
    k = await openIdentityServices();
    pod = await k.kioskPod();
  });
  after(() => k.close());

  const byPodSession = (key: string, token: string) => k.get(`${PODS}?pod_session=${encodeURIComponent(key)}`, token);

  it("lists the pods of the lab of the pod whose kiosk session key it is given, and no other lab's", async () => {
    const neighbour = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const elsewhere = await k.kioskPod({ client: pod.client });
    const res = await byPodSession(pod.session_id_key, await k.token(3, pod.client.id));
    assert.equal(res.statusCode, 200, res.body);
    const list = k.json(res).data as unknown as PodList;
    const ids = list.pods.map((p) => p.id);
    assert.ok(ids.includes(pod.id) && ids.includes(neighbour.id), 'both pods of the lab are listed');
    assert.ok(!ids.includes(elsewhere.id), "another lab's pod is not listed");
    assert.ok(list.pods.every((p) => p.lab_id === pod.lab_id));
  });

  it('answers a super admin on any pod', async () => {
    const res = await byPodSession(pod.session_id_key, await k.token(4, null));
    assert.equal(res.statusCode, 200, res.body);
    assert.ok((k.json(res).data as unknown as PodList).pods.some((p) => p.id === pod.id));
  });

  it("refuses a client admin on another client's pod (403) and an unknown key (401)", async () => {
    const other = await k.kioskPod();
    const foreign = await byPodSession(pod.session_id_key, await k.token(3, other.client.id));
    assert.equal(foreign.statusCode, 403, foreign.body);
    const unknown = await byPodSession('not-a-session-key', await k.token(3, pod.client.id));
    assert.equal(unknown.statusCode, 401, unknown.body);
    assert.equal(k.json(unknown).message, 'Session Id invalid!');
  });

  it('refuses a restricted admin (role 5): the target pods belong to the commands only roles 3 and 4 send', async () => {
    const res = await byPodSession(pod.session_id_key, await k.token(5, pod.client.id));
    assert.equal(res.statusCode, 403, res.body);
  });
});

describe('admin-pod-command: an admin signs in on pods where nobody is', () => {
  const URL = '/api/v1/admin/run/admin_pod_command';
  let k: IdentityServices;
  let pod: KioskPod;
  before(async () => {
    k = await openIdentityServices();
    pod = await k.kioskPod();
    await k.vouch(pod, pod.session_id_key);
  });
  after(() => k.close());

  const staff = (role: number, clientId: string | null) => staffSession(k, role, clientId);

  it("pushes a free pod's kiosk a code that redeems an admin session bound to that pod", async () => {
    const admin = await staff(3, pod.client.id);
    const pushes: RealtimePush[] = [];
    const stop = k.app.realtime.listen(`kiosk.${pod.id}`, (p) => pushes.push(p));
    try {
      const res = await k.post(URL, { pod_ids: [pod.id] }, admin.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(k.json(res).data.results, [{ pod_id: pod.id, status: 'sent' }]);
      await eventually('the login push', () => pushes.length > 0);
      const payload = (pushes[0] as RealtimePush & { payload: { message: string; data: { login_code: string } } })
        .payload;
      assert.equal(payload.message, 'login');
      const redeemed = await k.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: pod.session_id_key,
        login_code: payload.data.login_code,
      });
      assert.equal(redeemed.statusCode, 200, redeemed.body);
      const user = k.json(redeemed).data as { token: string; user_id: string; role_id: number };
      assert.deepEqual([user.user_id, user.role_id], [admin.id, 3]);
      const session = await findSession(k.deps.db, hashToken(user.token));
      assert.deepEqual([session?.kind, session?.pod_id], ['admin', pod.id]);
    } finally {
      stop();
    }
  });

  it("opens the pod's games when asked: the redeemed session names the console page, and nothing else is accepted", async () => {
    const admin = await staff(4, null);
    const games = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    await k.vouch(games, games.session_id_key);
    const pushes: RealtimePush[] = [];
    const stop = k.app.realtime.listen(`kiosk.${games.id}`, (p) => pushes.push(p));
    try {
      const bad = await k.post(URL, { pod_ids: [games.id], open: 'elsewhere' }, admin.token);
      assert.equal(bad.statusCode, 400, bad.body);
      const res = await k.post(URL, { pod_ids: [games.id], open: 'pod_games', xd: 'xd2' }, admin.token);
      assert.equal(res.statusCode, 200, res.body);
      await eventually('the login push', () => pushes.length > 0);
      const payload = (pushes[0] as RealtimePush & { payload: { data: { login_code: string } } }).payload;
      const redeemed = await k.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: games.session_id_key,
        login_code: payload.data.login_code,
      });
      assert.equal(redeemed.statusCode, 200, redeemed.body);
      const user = k.json(redeemed).data as { role_id: number; landing?: string };
      assert.deepEqual([user.role_id, user.landing], [4, '/admin/pod_games/xd2']);
    } finally {
      stop();
    }
  });

  it('leaves a pod where a player is signed in alone: occupied, and nothing pushed', async () => {
    const busy = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    await k.vouch(busy, busy.session_id_key);
    const player = await k.account(1, { client_id: pod.client.id });
    await issueSession(k.deps, {
      user_id: player.id,
      role: 1,
      client_id: pod.client.id,
      pod_id: busy.id,
      kind: 'pod',
      ttlMs: 600_000,
    });
    const pushes: RealtimePush[] = [];
    const stop = k.app.realtime.listen(`kiosk.${busy.id}`, (p) => pushes.push(p));
    try {
      const res = await k.post(URL, { pod_ids: [busy.id] }, (await staff(4, null)).token);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(k.json(res).data.results, [{ pod_id: busy.id, status: 'occupied' }]);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(pushes.length, 0);
    } finally {
      stop();
    }
  });

  it("sends nothing to a pod whose station vouches for no kiosk page: 'no-page', nothing appended or pushed", async () => {
    const unopened = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const admin = await staff(4, null);
    const pushes: RealtimePush[] = [];
    const stop = k.app.realtime.listen(`kiosk.${unopened.id}`, (p) => pushes.push(p));
    try {
      const before = await k.lastSeq();
      const res = await k.post(URL, { pod_ids: [unopened.id] }, admin.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(k.json(res).data.results, [{ pod_id: unopened.id, status: 'no-page' }]);
      assert.equal(await k.lastSeq(), before);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(pushes.length, 0);
    } finally {
      stop();
    }
  });

  it("refuses a client admin naming another client's pod (403), a facilitator (403), and appends nothing", async () => {
    const other = await k.kioskPod();
    const foreign = await staff(3, other.client.id);
    const facilitator = await staff(2, pod.client.id);
    const before = await k.lastSeq();
    const mixed = await k.post(URL, { pod_ids: [other.id, pod.id] }, foreign.token);
    assert.equal(mixed.statusCode, 403, mixed.body);
    assert.equal((await k.post(URL, { pod_ids: [pod.id] }, facilitator.token)).statusCode, 403);
    assert.equal(await k.lastSeq(), before);
  });

  it("answers 'no-pod-selected' for an empty selection and 400 for a bad pod id, appending nothing", async () => {
    const admin = await staff(3, pod.client.id);
    const before = await k.lastSeq();
    const empty = await k.post(URL, { pod_ids: [] }, admin.token);
    assert.equal(empty.statusCode, 400, empty.body);
    assert.deepEqual([k.json(empty).message, k.json(empty).data.field], ['no-pod-selected', 'pod_ids']);
    assert.equal(await k.lastSeq(), before);
    await assertBadInput(k, () => k.post(URL, { pod_ids: 'A1' }, admin.token), 'pod_ids');
  });
});
