import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findSession } from '@gamepod/projections';
import { buildApp } from '../../src/app.ts';
import { IDLE_REASON, STAFF_IDLE_TIMEOUT_MS } from '../../src/auth/staff-idle-timeout.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

const MINUTE = 60_000;

describe('the staff idle timeout', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  const adminLogin = async (role: 3 | 4) => {
    const user = await f.account(role, role === 4 ? {} : { client_id: pod.client.id });
    const res = await f.post('/api/v1/admin/login', { username: user.email, password: RIGHT_PASSWORD });
    assert.equal(res.statusCode, 200, res.body);
    return String(json(res).data.token);
  };
  const use = (token: string) => f.get('/api/v1/user/remaining_time', token);

  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
  });
  after(() => f.close());

  it('keeps a staff session that is used at least every 30 minutes', async () => {
    const token = await adminLogin(3);
    for (let i = 0; i < 4; i++) {
      f.advance(STAFF_IDLE_TIMEOUT_MS - MINUTE);
      assert.equal((await use(token)).statusCode, 200, `use ${i + 1}`);
    }
  });

  it('ends a staff session unused for 30 minutes: 401 Token is Expired, its socket closes with 4401', async () => {
    const token = await adminLogin(4);
    const socket = await f.socket(`/api/v1/ws?token=${token}`);
    socket.send({ op: 'ping' });
    assert.deepEqual(await socket.next(), { op: 'pong' });
    f.advance(STAFF_IDLE_TIMEOUT_MS);
    const idle = await use(token);
    assert.equal(idle.statusCode, 401, idle.body);
    assert.equal(json(idle).message, 'Token is Expired');
    assert.equal((await socket.closed).code, 4401);
    const row = await findSession(f.deps.db, hashToken(token));
    assert.equal(row?.end_reason, IDLE_REASON);
    // ended, not only idle: using it again does not bring it back
    assert.equal(json(await use(token)).message, 'Token is Invalid');
  });

  it('ends a staff session never used after its login once 30 minutes have passed', async () => {
    const token = await adminLogin(3);
    f.advance(STAFF_IDLE_TIMEOUT_MS);
    const idle = await use(token);
    assert.equal(idle.statusCode, 401, idle.body);
    assert.equal(json(idle).message, 'Token is Expired');
  });

  it("does not cut a player's pod session, which the kiosk's own idle rules govern", async () => {
    const player = await f.account(1, { client_id: pod.client.id });
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    const token = String(json(res).data.token);
    f.advance(STAFF_IDLE_TIMEOUT_MS + 10 * MINUTE);
    assert.equal((await use(token)).statusCode, 200);
    await f.post('/api/v1/user/logout', { token, reason_text: 'done' });
  });

  it('counts a use on another services instance: the instances share the last use', async () => {
    const other = buildApp(f.deps, { clock: f.now });
    await other.ready();
    try {
      const token = await adminLogin(3);
      assert.equal((await use(token)).statusCode, 200);
      f.advance(20 * MINUTE);
      const there = await other.inject({
        method: 'GET',
        url: '/api/v1/user/remaining_time',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(there.statusCode, 200, there.body);
      // 40 minutes since this instance saw it, 20 since the other did
      f.advance(20 * MINUTE);
      assert.equal((await use(token)).statusCode, 200);
    } finally {
      await other.close();
    }
  });
});
