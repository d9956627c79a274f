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
import { connectWS } from '../support/ws-client.ts';

type Login = { token: string; logged_navs: string[] };

/** A player plays on one pod at a time, whether or not their client shows the kiosk's prompt. */
describe('one pod at a time', () => {
  let f: IdentityServices;
  let client: TestClient;
  let podA: KioskPod;
  let podB: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    client = await f.client();
    const lab = await f.lab(client.id);
    podA = await f.kioskPod({ client, lab_id: lab, fields: { nav_id: client.navs.get('A1') } });
    podB = await f.kioskPod({ client, lab_id: lab, fields: { nav_id: client.navs.get('A2') } });
  });
  after(() => f.close());

  const login = async (email: string, pod: KioskPod): Promise<Login> => {
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    return json(res).data as Login;
  };
  const remainingTime = (token: string) => f.get('/api/v1/user/remaining_time', token);
  const markOrientation = (pod: KioskPod, token: string) =>
    f.post('/api/v1/orientation/mark', { session_id_key: pod.session_id_key, token, type: 'free' });
  const expireSessions = (pod: KioskPod, token: string) =>
    f.post('/api/v1/user/expire_sessions', { session_id_key: pod.session_id_key, token });

  const assertWaiting = (res: { statusCode: number; body: string }) => {
    assert.equal(res.statusCode, 409, res.body);
    const body = JSON.parse(res.body) as { message: string; data: { msg_key: string; logged_navs: string[] } };
    assert.equal(body.message, 'You only have permission to be logged in on one Gamepod at a time…');
    assert.deepEqual([body.data.msg_key, body.data.logged_navs], ['login-concurrent-message', ['A1']]);
  };

  it("refuses the second pod's player calls until Login Here, then serves them; the first pod's session ends", async () => {
    const player = await f.account(1, { client_id: client.id });
    const onA = await login(player.email, podA);
    const onB = await login(player.email, podB);
    // the prompt's data still comes with the login
    assert.deepEqual(onB.logged_navs, ['A1']);

    const before = await f.lastSeq();
    assertWaiting(await remainingTime(onB.token));
    assertWaiting(await markOrientation(podB, onB.token));
    const socket = await f.app.inject({ method: 'GET', url: `/api/v1/ws?token=${onB.token}` });
    assert.equal(socket.statusCode, 409);
    assert.equal(await f.lastSeq(), before, 'a waiting session appends nothing');
    // the pod the player is on keeps working meanwhile
    assert.equal((await remainingTime(onA.token)).statusCode, 200);

    const expired = await expireSessions(podB, onB.token);
    assert.equal(expired.statusCode, 200, expired.body);
    assert.deepEqual(json(expired).data, { ended: 1 });
    assert.equal((await remainingTime(onB.token)).statusCode, 200);
    assert.equal((await markOrientation(podB, onB.token)).statusCode, 200);
    const old = await remainingTime(onA.token);
    assert.equal(old.statusCode, 401);
    assert.equal(json(old).message, 'Token is Invalid');
    assert.equal((await findSession(f.deps.db, hashToken(onA.token)))?.end_reason, 'Logged in on another Gamepod');
  });

  it('lets the waiting session log out (Nevermind), and the first pod plays on', async () => {
    const player = await f.account(1, { client_id: client.id });
    const onA = await login(player.email, podA);
    const onB = await login(player.email, podB);
    const out = await f.post('/api/v1/user/logout', {
      session_id_key: podB.session_id_key,
      token: onB.token,
      reason_text: 'Nevermind',
    });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal((await remainingTime(onA.token)).statusCode, 200);
  });

  it('frees the later session when the first logs out on its own pod', async () => {
    const player = await f.account(1, { client_id: client.id });
    const onA = await login(player.email, podA);
    const onB = await login(player.email, podB);
    assertWaiting(await remainingTime(onB.token));
    const out = await f.post('/api/v1/user/logout', {
      token: onA.token,
      reason_text: 'you clicked the onscreen logout button',
    });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal((await remainingTime(onB.token)).statusCode, 200);
  });

  it('holds no facilitator back: they command several pods', async () => {
    const facilitator = await f.account(2, { client_id: client.id });
    const onA = await login(facilitator.email, podA);
    const onB = await login(facilitator.email, podB);
    assert.equal((await remainingTime(onA.token)).statusCode, 200);
    assert.equal((await remainingTime(onB.token)).statusCode, 200);
  });

  it('serves the later session once Login Here ended the first in the log, though auth_sessions has not caught up', async () => {
    const player = await f.account(1, { client_id: client.id });
    const onA = await login(player.email, podA);
    const onB = await login(player.email, podB);
    assertWaiting(await remainingTime(onB.token));
    // hold the read model back: it still shows the first session open
    await f.worker?.stop();
    assert.equal((await expireSessions(podB, onB.token)).statusCode, 200);
    assert.equal((await findSession(f.deps.db, hashToken(onA.token)))?.ended_at, null);
    assert.equal((await remainingTime(onB.token)).statusCode, 200);
    const socket = await connectWS(f.app, `/api/v1/ws?token=${onB.token}`);
    socket.ws.terminate();
  });
});
