import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { handleCommand } from '@gamepod/event-store';
import { findSession, loginByTokenHash } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import type { RealtimePush } from '../../src/realtime/realtime-hub.ts';
import { REPLACED_REASON } from '../../src/users/application/logout-service.ts';
import { buildUserSession } from '../../src/users/application/user-session.ts';
import { userDecider } from '../../src/users/domain/user-decider.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

describe('a user’s sessions', () => {
  let f: IdentityServices;
  let client: TestClient;
  let podA1: KioskPod;
  let podA2: KioskPod;
  let paidPod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    client = await f.client();
    const freeLab = await f.lab(client.id, { is_paid: false });
    const paidLab = await f.lab(client.id, { is_paid: true });
    podA1 = await f.kioskPod({ client, lab_id: freeLab, fields: { nav_id: client.navs.get('A1') } });
    podA2 = await f.kioskPod({ client, lab_id: freeLab, fields: { nav_id: client.navs.get('A2') } });
    paidPod = await f.kioskPod({ client, lab_id: paidLab, fields: { nav_id: client.navs.get('B1') } });
  });
  after(() => f.close());

  const login = async (email: string, pod: KioskPod) => {
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    return json(res).data as {
      token: string;
      logged_navs: string[];
      is_orientation: number;
      is_orientation_paid: number;
    };
  };

  describe('on two pods at once', () => {
    it('lists the other pod in logged_navs, and Login Here (expire_sessions) ends the session there', async () => {
      const player = await f.account(1, { client_id: client.id });
      const first = await login(player.email, podA1);
      assert.deepEqual(first.logged_navs, []);
      const second = await login(player.email, podA2);
      assert.deepEqual(second.logged_navs, ['A1']);

      const expired = await f.post('/api/v1/user/expire_sessions', {
        session_id_key: podA2.session_id_key,
        token: second.token,
      });
      assert.equal(expired.statusCode, 200, expired.body);
      assert.deepEqual(json(expired).data, { ended: 1 });
      const old = await f.get('/api/v1/user/remaining_time', first.token);
      assert.equal(old.statusCode, 401);
      assert.equal(json(old).message, 'Token is Invalid');
      assert.equal((await f.get('/api/v1/user/remaining_time', second.token)).statusCode, 200);
      const out = (await f.logged('UserLoggedOut')).filter((e) => e.aggregate_id === player.id);
      assert.deepEqual(
        out.map((e) => e.data),
        [{ user_id: player.id, pod_id: podA1.id, reason: REPLACED_REASON, token_hash: hashToken(first.token) }],
      );

      const again = await login(player.email, podA1);
      assert.deepEqual(again.logged_navs, ['A2']);
      const none = await f.post('/api/v1/user/expire_sessions', {
        session_id_key: podA1.session_id_key,
        token: again.token,
      });
      assert.deepEqual(json(none).data, { ended: 1 });
    });

    it('answers expire_sessions without a kiosk session key 400, with an unknown token 401', async () => {
      const missing = await f.post('/api/v1/user/expire_sessions', { token: 'x' });
      assert.equal(missing.statusCode, 400);
      assert.equal(json(missing).data.field, 'session_id_key');
      const unknown = await f.post('/api/v1/user/expire_sessions', {
        session_id_key: podA1.session_id_key,
        token: 'not-a-token',
      });
      assert.equal(unknown.statusCode, 401);
      assert.equal(json(unknown).message, 'Token is Invalid');
    });
  });

  describe('POST /user/logout', () => {
    it('ends the session, records the reason, and then answers the same token Token is Invalid', async () => {
      const player = await f.account(1, { client_id: client.id });
      const { token } = await login(player.email, podA1);
      const body = {
        session_id_key: podA1.session_id_key,
        token,
        reason_text: 'you clicked the onscreen logout button',
      };
      const res = await f.post('/api/v1/user/logout', body);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(
        (await findSession(f.deps.db, hashToken(token)))?.end_reason,
        'you clicked the onscreen logout button',
      );
      const row = await loginByTokenHash(f.deps.db, hashToken(token));
      assert.equal(row?.logout_reason, 'you clicked the onscreen logout button');
      assert.ok(row?.logged_out_at instanceof Date);
      const again = await f.post('/api/v1/user/logout', body);
      assert.equal(again.statusCode, 401);
      assert.equal(json(again).message, 'Token is Invalid');
    });

    it('answers an unknown token Token is Invalid and appends nothing', async () => {
      const before = await f.lastSeq();
      const res = await f.post('/api/v1/user/logout', { token: 'never-issued', reason_text: 'x' });
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Token is Invalid');
      assert.equal(await f.lastSeq(), before);
    });

    it('answers 400 naming reason_text when a live session leaves it out, appending nothing', async () => {
      const player = await f.account(1, { client_id: client.id });
      const { token } = await login(player.email, podA1);
      const before = await f.lastSeq();
      const res = await f.post('/api/v1/user/logout', { token });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).data.field, 'reason_text');
      assert.equal(await f.lastSeq(), before);
    });
  });

  describe('POST /user/mobile_login', () => {
    it('logs the pod showing the QR code in, pushes its kiosk a code that redeems the session, and tells the phone the nav', async () => {
      const player = await f.account(1, { client_id: client.id, first_name: 'Phone' });
      const pushes: RealtimePush[] = [];
      const stop = f.app.realtime.listen(`kiosk.${podA2.id}`, (p) => pushes.push(p));
      try {
        const res = await f.post('/api/v1/user/mobile_login', {
          remote_id: podA2.remote_id_key,
          username: player.email,
          password: RIGHT_PASSWORD,
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(json(res).data, { nav_name: 'A2' });
        assert.equal(JSON.stringify(json(res)).includes('token'), false, 'the phone gets no token');
        await eventually('the login push', () => pushes.length > 0);
        const push = pushes[0] as RealtimePush & { payload: Record<string, unknown> };
        assert.equal(push.kind, 'message-send');
        const payload = push.payload as {
          status: boolean;
          message: string;
          server_info: string;
          data: { pod: string; user: null; login_code: string };
        };
        assert.deepEqual([payload.status, payload.message, payload.server_info], [true, 'login', 'production']);
        // data.user is there and empty: the session is redeemed with the code
        assert.deepEqual(Object.keys(payload.data).sort(), ['login_code', 'pod', 'user']);
        assert.equal(payload.data.user, null);
        assert.equal(payload.data.pod, podA2.id);
        const redeemed = await f.post('/api/v1/user/mobile_login/redeem', {
          session_id_key: podA2.session_id_key,
          login_code: payload.data.login_code,
        });
        assert.equal(redeemed.statusCode, 200, redeemed.body);
        const user = json(redeemed).data as { token: string; user_id: string; name: string };
        assert.equal(user.user_id, player.id);
        assert.equal(user.name, 'Phone');
        const session = await findSession(f.deps.db, hashToken(user.token));
        assert.deepEqual([session?.kind, session?.pod_id], ['pod', podA2.id]);
        const logged = (await f.logged('UserLoggedIn')).filter((e) => e.aggregate_id === player.id);
        assert.deepEqual(
          logged.map((e) => (e.data as { via: string }).via),
          ['mobile'],
        );
      } finally {
        stop();
      }
    });

    it('answers an unknown remote id 404 remote-session-expired', async () => {
      const res = await f.post('/api/v1/user/mobile_login', {
        remote_id: 'no-such-remote',
        username: 'a@example.com',
        password: 'x',
      });
      assert.equal(res.statusCode, 404);
      assert.equal(json(res).message, 'This remote session has expired.');
      assert.equal(json(res).data.msg_key, 'remote-session-expired');
    });
  });

  describe('POST /admin/mobile_login', () => {
    it("signs a client admin's console in on the pod showing the QR code, as an admin session", async () => {
      const admin = await f.account(3, { client_id: client.id, first_name: 'Desk' });
      const pushes: RealtimePush[] = [];
      const stop = f.app.realtime.listen(`kiosk.${podA2.id}`, (p) => pushes.push(p));
      try {
        const res = await f.post('/api/v1/admin/mobile_login', {
          remote_id: podA2.remote_id_key,
          username: admin.email,
          password: RIGHT_PASSWORD,
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(json(res).data, { nav_name: 'A2' });
        await eventually('the login push', () => pushes.length > 0);
        const { login_code } = (pushes[0]?.payload as { data: { login_code: string } } | undefined)?.data ?? {};
        assert.ok(login_code, 'the push carries a code');
        const redeemed = await f.post('/api/v1/user/mobile_login/redeem', {
          session_id_key: podA2.session_id_key,
          login_code,
        });
        assert.equal(redeemed.statusCode, 200, redeemed.body);
        const user = json(redeemed).data as { token: string; role_id: number };
        assert.equal(user.role_id, 3);
        const session = await findSession(f.deps.db, hashToken(user.token));
        assert.deepEqual([session?.kind, session?.pod_id], ['admin', podA2.id]);
      } finally {
        stop();
      }
    });

    it('refuses a player and a facilitator 403 notauthorized, pushing and appending nothing', async () => {
      const pushes: RealtimePush[] = [];
      const stops = [`pod.${podA2.id}`, `kiosk.${podA2.id}`].map((c) =>
        f.app.realtime.listen(c, (p) => pushes.push(p)),
      );
      const stop = () => {
        for (const s of stops) s();
      };
      try {
        for (const role of [1, 2]) {
          const user = await f.account(role, { client_id: client.id });
          const res = await f.post('/api/v1/admin/mobile_login', {
            remote_id: podA2.remote_id_key,
            username: user.email,
            password: RIGHT_PASSWORD,
          });
          assert.equal(res.statusCode, 403, res.body);
          assert.equal(json(res).data.msg_key, 'login-notauthorized-error-message');
          const logged = (await f.logged('UserLoggedIn')).filter((e) => e.aggregate_id === user.id);
          assert.equal(logged.length, 0);
        }
        await f.app.realtime.flush();
        assert.equal(pushes.length, 0);
      } finally {
        stop();
      }
    });
  });

  describe('GET /user/remaining_time', () => {
    it("answers 0 minutes in the mode of the session's pod's lab", async () => {
      // two players: one player plays on one pod at a time
      const [player, other] = [
        await f.account(1, { client_id: client.id }),
        await f.account(1, { client_id: client.id }),
      ];
      const free = await login(player.email, podA1);
      const paid = await login(other.email, paidPod);
      assert.deepEqual(json(await f.get('/api/v1/user/remaining_time', free.token)).data, {
        time: 0,
        mode: 'free',
      });
      assert.deepEqual(json(await f.get('/api/v1/user/remaining_time', paid.token)).data, {
        time: 0,
        mode: 'paid',
      });
      assert.equal((await f.get('/api/v1/user/remaining_time')).statusCode, 401);
    });
  });

  describe('the orientations a login owes', () => {
    it('owes a player both until each is marked, per login', async () => {
      const player = await f.account(1, { client_id: client.id });
      const { token } = await login(player.email, podA1);
      const token_hash = hashToken(token);
      const { seq } = await handleCommand(
        f.deps.store,
        userDecider,
        player.id,
        { type: 'MarkOrientation', token_hash, orientation: 'free' },
        { context: { actor: { kind: 'user', user_id: player.id, role: 1 } } },
      );
      await f.deps.checkpoints.waitFor(['users'], seq);
      const session = { user_id: player.id, role: 1, pod_id: podA1.id, token_hash };
      const now = f.now();
      const after = await buildUserSession(f.deps.db, { token, session, now });
      assert.deepEqual([after.is_orientation, after.is_orientation_paid], [0, 1]);
      const next = await login(player.email, podA2);
      assert.deepEqual([next.is_orientation, next.is_orientation_paid], [1, 1]);
    });
  });

  describe('after the session’s time', () => {
    it('answers logout Token is Expired once 12 hours have passed', async () => {
      const player = await f.account(1, { client_id: client.id });
      const { token } = await login(player.email, podA1);
      f.advance(12 * 3_600_000 + 1_000);
      const res = await f.post('/api/v1/user/logout', { token, reason_text: 'Your session expired!' });
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Token is Expired');
    });
  });
});
