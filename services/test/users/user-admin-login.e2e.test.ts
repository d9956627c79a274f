import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findSession } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

describe('admin logins', () => {
  let f: IdentityServices;
  let client: TestClient;
  let other: TestClient;
  let pod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    [client, other] = [await f.client(), await f.client()];
    pod = await f.kioskPod({ client });
  });
  after(() => f.close());

  describe('the lock-icon form on a pod (/user/login_admin, /user/login_admin_mode)', () => {
    const adminLogin = (url: string, username: string) =>
      f.post(url, { session_id_key: pod.session_id_key, username, password: RIGHT_PASSWORD });

    it("gives the pod's client admin and a super admin an admin session on the pod", async () => {
      const admin = await f.account(3, { client_id: client.id });
      const sup = await f.account(4);
      for (const url of ['/api/v1/user/login_admin', '/api/v1/user/login_admin_mode']) {
        const res = await adminLogin(url, admin.email);
        assert.equal(res.statusCode, 200, res.body);
        const data = json(res).data as { token: string; role_id: number; role_name: string };
        assert.deepEqual([data.role_id, data.role_name], [3, 'admin']);
        const session = await findSession(f.deps.db, hashToken(data.token));
        assert.deepEqual([session?.kind, session?.pod_id], ['admin', pod.id]);
        assert.ok(session && session.expires_at.getTime() - session.started_at.getTime() <= 8 * 3_600_000 + 1_000);
      }
      const res = await adminLogin('/api/v1/user/login_admin', sup.email);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(json(res).data.styles, null);
    });

    it("refuses players, facilitators and restricted admins (notauthorized) and another client's admin (notregistered)", async () => {
      for (const role of [1, 2, 5]) {
        const { email } = await f.account(role, { client_id: client.id });
        const res = await adminLogin('/api/v1/user/login_admin', email);
        assert.equal(res.statusCode, 403);
        assert.equal(json(res).message, 'notauthorized');
      }
      const stranger = await f.account(3, { client_id: other.id });
      const res = await adminLogin('/api/v1/user/login_admin', stranger.email);
      assert.equal(res.statusCode, 403);
      assert.equal(json(res).message, 'notregistered');
    });
  });

  describe('the admin console (/admin/login, /admin/logout)', () => {
    it('takes client admins and super admins with an admin session bound to no pod; logout ends it', async () => {
      const admin = await f.account(3, { client_id: client.id });
      const res = await f.post('/api/v1/admin/login', {
        username: admin.email,
        password: RIGHT_PASSWORD,
        login_type: 'web',
      });
      assert.equal(res.statusCode, 200, res.body);
      const { token } = json(res).data as { token: string };
      const session = await findSession(f.deps.db, hashToken(token));
      assert.deepEqual([session?.kind, session?.pod_id, session?.role], ['admin', null, 3]);
      assert.equal((await f.post('/api/v1/admin/logout', { token })).statusCode, 200);
      const again = await f.post('/api/v1/admin/logout', { token });
      assert.equal(again.statusCode, 401);
      assert.equal(json(again).message, 'Token is Invalid');
    });

    it("tells roles 1, 2 and 5 they don't have permissions, and a wrong password is invalid", async () => {
      for (const role of [1, 2, 5]) {
        const { email } = await f.account(role, { client_id: client.id });
        const res = await f.post('/api/v1/admin/login', { username: email, password: RIGHT_PASSWORD });
        assert.equal(res.statusCode, 403);
        assert.equal(json(res).message, "You don't have permissions to access this area");
      }
      const sup = await f.account(4);
      const wrong = await f.post('/api/v1/admin/login', { username: sup.email, password: 'wrong-password' });
      assert.equal(wrong.statusCode, 401);
      assert.equal(json(wrong).message, 'invalid');
    });

    it('answers 400 naming username when it is empty or missing', async () => {
      for (const body of [{ username: '', password: 'x' }, { password: 'x' }, { email: ' ', password: 'x' }]) {
        const res = await f.post('/api/v1/admin/login', body);
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual([json(res).data.field, json(res).data.msg_key], ['username', 'generic-required-message']);
      }
    });

    it('takes the email as email too, and refuses a username and an email that disagree', async () => {
      const admin = await f.account(3, { client_id: client.id });
      const byEmail = await f.post('/api/v1/admin/login', { email: admin.email, password: RIGHT_PASSWORD });
      assert.equal(byEmail.statusCode, 200, byEmail.body);
      const both = { username: admin.email, email: admin.email.toUpperCase(), password: RIGHT_PASSWORD };
      assert.equal((await f.post('/api/v1/admin/login', both)).statusCode, 200);
      const before = await f.lastSeq();
      const clash = await f.post('/api/v1/admin/login', { ...both, email: 'someone-else@example.com' });
      assert.equal(clash.statusCode, 400);
      assert.equal(json(clash).data.field, 'username');
      assert.equal(await f.lastSeq(), before);
    });
  });
});
