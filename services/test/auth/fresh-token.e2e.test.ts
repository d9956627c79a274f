import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findSession, podById } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

/** A credential a write just handed out works on the very next call, however far its read model lags. */
describe('credentials issued while their read model is behind', () => {
  let f: IdentityServices;
  before(async () => {
    f = await openIdentityServices();
  });
  after(() => f.close());

  describe('a session token, while auth_sessions is held back', () => {
    let admin: { email: string };
    before(async () => {
      admin = await f.account(4);
      // hold the read model back: nothing applies the sessions issued from here on
      await f.worker?.stop();
    });

    const call = (token: string) =>
      f.app.inject({
        method: 'GET',
        url: '/api/v1/user/remaining_time',
        headers: { authorization: `Bearer ${token}` },
      });

    it('from /admin/login works on the very next call: the guard finds the session in the log', async () => {
      const login = await f.post('/api/v1/admin/login', { username: admin.email, password: RIGHT_PASSWORD });
      assert.equal(login.statusCode, 200, login.body);
      const { token } = json(login).data as { token: string };
      assert.equal(await findSession(f.deps.db, hashToken(token)), undefined, 'the read model does not have it');
      const res = await call(token);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(json(res).data, { time: 0, mode: 'free' });
    });

    it('stops working once the log says the session ended, whatever the read model holds', async () => {
      const issued = await issueSession(f.deps, {
        user_id: 'u1',
        role: 4,
        client_id: null,
        pod_id: null,
        kind: 'admin',
        ttlMs: 60_000,
      });
      assert.equal((await call(issued.token)).statusCode, 200);
      await endSession(f.deps, { token_hash: issued.token_hash, reason: 'logout' });
      const res = await call(issued.token);
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Token is Invalid');
    });

    it('answers 401 for a token nobody issued', async () => {
      const res = await call('n'.repeat(43));
      assert.equal(res.statusCode, 401);
    });
  });

  describe('a kiosk session key, while the pods read model is held back', () => {
    let pod: KioskPod;
    let player: { email: string };
    before(async () => {
      pod = await f.kioskPod();
      player = await f.account(1, { client_id: pod.client.id });
      const pods = f.workers.find((w) => w.projection.name === 'pods');
      await pods?.stop();
    });

    const ready = (session_id_key: string) =>
      f.app.inject({
        method: 'GET',
        url: `/api/v1/kiosk/check/ready?session_id_key=${encodeURIComponent(session_id_key)}`,
      });

    it('from /kiosk/validate/pod_id_key works on the very next call: the live sessions have it before it is answered', async () => {
      const { session_id_key } = await f.restartKiosk(pod);
      const row = await podById(f.deps.db, pod.id);
      assert.notEqual(row?.kiosk_session_hash, hashToken(session_id_key), 'not in the read model');
      assert.equal((await ready(session_id_key)).statusCode, 200);
      const login = await f.post('/api/v1/user/login', {
        session_id_key,
        username: player.email,
        password: RIGHT_PASSWORD,
      });
      assert.equal(login.statusCode, 200, login.body);
    });

    it('refuses a key no kiosk session was started with, and keeps an older session beside a newer one', async () => {
      const forged = `${pod.id}.${'x'.repeat(43)}`;
      const res = await ready(forged);
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Session Id invalid!');
      const older = (await f.restartKiosk(pod)).session_id_key;
      const newest = (await f.restartKiosk(pod)).session_id_key;
      assert.equal((await ready(older)).statusCode, 200);
      assert.equal((await ready(newest)).statusCode, 200);
    });
  });
});
