import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertBadInput } from '../support/fleet-admin.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

describe("the kiosk page's calls about its login", () => {
  let k: IdentityServices;
  let pod: KioskPod;
  let neighbour: KioskPod;
  let player: { id: string; email: string };
  before(async () => {
    k = await openIdentityServices();
    const client = await k.client();
    const lab = await k.lab(client.id);
    pod = await k.kioskPod({ client, lab_id: lab });
    neighbour = await k.kioskPod({ client, lab_id: lab });
    player = await k.account(1, { client_id: client.id });
  });
  after(() => k.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    k.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  const login = async (p: KioskPod = pod) => {
    const res = await post('/user/login', {
      session_id_key: p.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    return String(json(res).data.token);
  };
  const logout = (token: string) =>
    post('/user/logout', { token, reason_text: 'you clicked the onscreen logout button' });
  const check = (token?: string, p: KioskPod = pod) =>
    post('/kiosk/check/session', { session_id_key: p.session_id_key, ...(token ? { token } : {}) });

  describe('POST /kiosk/check/session', () => {
    it("is valid with the login's user session while the login lives on this pod", async () => {
      const token = await login();
      const res = await check(token);
      assert.equal(res.statusCode, 200, res.body);
      const { valid, user } = json(res).data as { valid: number; user: Record<string, unknown> };
      assert.equal(valid, 1);
      assert.equal(user.token, token);
      assert.equal(user.user_id, player.id);
      assert.equal(user.email, player.email);
      assert.equal(user.role_id, 1);
      await logout(token);
    });

    it('is not valid without a token, after the logout, or on another pod', async () => {
      const token = await login();
      assert.deepEqual(json(await check(token, neighbour)).data, { valid: 0, user: null });
      assert.deepEqual(json(await check()).data, { valid: 0, user: null });
      await logout(token);
      assert.deepEqual(json(await check(token)).data, { valid: 0, user: null });
    });

    it("answers 401 'Session Id invalid!' for a page key no pod holds", async () => {
      const res = await post('/kiosk/check/session', { session_id_key: 'stale-key' });
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Session Id invalid!');
    });
  });

  describe('POST /orientation/mark', () => {
    it('marks the free orientation seen for this login only, and the user session says so', async () => {
      const token = await login();
      const res = await post('/orientation/mark', { session_id_key: pod.session_id_key, token, type: 'free' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(json(res).data, { is_orientation: 0, is_orientation_paid: 1 });
      const user = json(await check(token)).data.user as Record<string, unknown>;
      assert.deepEqual([user.is_orientation, user.is_orientation_paid], [0, 1]);
      const [marked] = (await k.logged('OrientationMarked')).filter((e) => e.aggregate_id === player.id);
      assert.equal(marked?.data && (marked.data as { type: string }).type, 'free');
      await logout(token);

      const next = await login();
      const fresh = json(await check(next)).data.user as Record<string, unknown>;
      assert.deepEqual([fresh.is_orientation, fresh.is_orientation_paid], [1, 1]);
      const paid = await post('/orientation/mark', { session_id_key: pod.session_id_key, token: next, type: 'paid' });
      assert.deepEqual(json(paid).data, { is_orientation: 1, is_orientation_paid: 0 });
      await logout(next);
    });

    it("refuses an ended login (401) and another pod's login (403), appending nothing", async () => {
      const token = await login();
      const before = await k.lastSeq();
      const foreign = await post('/orientation/mark', {
        session_id_key: neighbour.session_id_key,
        token,
        type: 'free',
      });
      assert.equal(foreign.statusCode, 403, foreign.body);
      await logout(token);
      const afterLogout = await k.lastSeq();
      const ended = await post('/orientation/mark', { session_id_key: pod.session_id_key, token, type: 'free' });
      assert.equal(ended.statusCode, 401, ended.body);
      assert.equal(json(ended).message, 'Token is Invalid');
      assert.ok(afterLogout > before);
      assert.equal(await k.lastSeq(), afterLogout);
    });

    it('names the field of bad input and appends nothing', async () => {
      const token = await login();
      const mark = (body: Record<string, unknown>) => () =>
        post('/orientation/mark', { session_id_key: pod.session_id_key, token, type: 'free', ...body });
      await assertBadInput(k, mark({ type: 'premium' }), 'type');
      await assertBadInput(k, mark({ type: undefined }), 'type');
      await assertBadInput(k, mark({ token: undefined }), 'token');
      await assertBadInput(k, mark({ session_id_key: undefined }), 'session_id_key');
      await logout(token);
    });
  });
});
