import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientsProjection, findSession } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import { CLIENT_DEACTIVATED_REASON } from '../../src/users/application/logout-service.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const UPDATE = '/api/v1/admin/kiosk/clients/update';

describe('when a super admin deactivates a client', () => {
  let f: IdentityServices;
  let client: TestClient;
  let other: TestClient;
  let podA: KioskPod;
  let podB: KioskPod;
  let otherPod: KioskPod;
  let sup: string;

  const setActive = async (c: TestClient, active: boolean) => {
    const body = { edit_id: c.id, name: 'Venue', email: 'venue@example.com', phone: '555-123-4567' };
    const res = await f.post(UPDATE, { ...body, is_active: active ? 1 : 0 }, sup);
    assert.equal(res.statusCode, 200, res.body);
  };
  const adminLogin = (email: string) => f.post('/api/v1/admin/login', { username: email, password: RIGHT_PASSWORD });
  const podLogin = (pod: KioskPod, username: string, url = '/api/v1/user/login') =>
    f.post(url, { session_id_key: pod.session_id_key, username, password: RIGHT_PASSWORD });
  const tokenOf = (res: { statusCode: number; body: string }) => {
    assert.equal(res.statusCode, 200, res.body);
    return String((JSON.parse(res.body) as { data: { token: string } }).data.token);
  };
  const probe = async (token: string) => (await f.get('/api/v1/user/remaining_time', token)).statusCode;
  const socketOf = async (token: string): Promise<TestSocket> => {
    const s = await f.socket(`/api/v1/ws?token=${token}`);
    s.send({ op: 'ping' });
    assert.deepEqual(await s.next(), { op: 'pong' });
    return s;
  };

  before(async () => {
    f = await openIdentityServices({ extra: [clientsProjection] });
    [client, other] = [await f.client(), await f.client()];
    podA = await f.kioskPod({ client });
    podB = await f.kioskPod({ client, lab_id: podA.lab_id });
    otherPod = await f.kioskPod({ client: other });
    sup = await f.token(4, null);
  });
  after(() => f.close());

  it("ends every session of its people (sockets close with 4401), not a super admin's or another client's", async () => {
    const admin = await f.account(3, { client_id: client.id });
    const restricted = await f.account(5, { client_id: client.id });
    const player = await f.account(1, { client_id: client.id });
    const facilitator = await f.account(2, { client_id: client.id });
    const superAdmin = await f.account(4);
    const stranger = await f.account(3, { client_id: other.id });
    const tokens = {
      admin: tokenOf(await adminLogin(admin.email)),
      restricted: tokenOf(await podLogin(podA, restricted.email)),
      player: tokenOf(await podLogin(podA, player.email)),
      facilitator: tokenOf(await podLogin(podB, facilitator.email)),
    };
    const superToken = tokenOf(await adminLogin(superAdmin.email));
    const strangerToken = tokenOf(await adminLogin(stranger.email));
    for (const t of [...Object.values(tokens), superToken, strangerToken]) assert.equal(await probe(t), 200);
    const adminSocket = await socketOf(tokens.admin);
    const playerSocket = await socketOf(tokens.player);
    const superSocket = await socketOf(superToken);

    await setActive(client, false);

    for (const [who, t] of Object.entries(tokens)) {
      assert.equal(await probe(t), 401, `${who}'s session still works`);
      assert.equal((await findSession(f.deps.db, hashToken(t)))?.end_reason, CLIENT_DEACTIVATED_REASON, who);
    }
    assert.equal((await adminSocket.closed).code, 4401);
    assert.equal((await playerSocket.closed).code, 4401);
    assert.equal(await probe(superToken), 200);
    assert.equal(await probe(strangerToken), 200);
    assert.equal(await superSocket.silentFor(100), true);
    superSocket.send({ op: 'ping' });
    assert.deepEqual(await superSocket.next(), { op: 'pong' });
    const logouts = (await f.logged('UserLoggedOut')).filter((e) => e.aggregate_id === player.id);
    assert.deepEqual(
      logouts.map((e) => (e.data as { reason: string }).reason),
      [CLIENT_DEACTIVATED_REASON],
    );
    await setActive(client, true);
  });

  describe('while it is inactive', () => {
    let admin: { id: string; email: string };
    let player: { id: string; email: string };
    before(async () => {
      admin = await f.account(3, { client_id: client.id });
      player = await f.account(1, { client_id: client.id });
      await setActive(client, false);
    });
    after(() => setActive(client, true));

    it('refuses its people a login on every form with 403 notauthorized, starting no session', async () => {
      const before = (await f.logged('SessionStarted')).length;
      const attempts = [
        ['/admin/login', await adminLogin(admin.email)],
        ['/user/login', await podLogin(podA, player.email)],
        ['/user/login (staff)', await podLogin(podA, admin.email)],
        ['/user/login_admin', await podLogin(podA, admin.email, '/api/v1/user/login_admin')],
        [
          '/user/mobile_login',
          await f.post('/api/v1/user/mobile_login', {
            remote_id: podA.remote_id_key,
            username: player.email,
            password: RIGHT_PASSWORD,
          }),
        ],
        [
          '/admin/mobile_login',
          await f.post('/api/v1/admin/mobile_login', {
            remote_id: podA.remote_id_key,
            username: admin.email,
            password: RIGHT_PASSWORD,
          }),
        ],
      ] as const;
      for (const [form, res] of attempts) {
        assert.equal(res.statusCode, 403, `${form}: ${res.body}`);
        assert.equal(json(res).message, 'notauthorized', form);
        assert.equal(json(res).data.msg_key, 'login-notauthorized-error-message', form);
      }
      assert.equal((await f.logged('SessionStarted')).length, before, 'a refused login started a session');
    });

    it('refuses a session of its people that started after the sweep', async () => {
      // as if a login had slipped in between the deactivation and the end of its sessions
      const late = await f.token(3, client.id);
      const res = await f.get(`/api/v1/admin/kiosk/client?client_id=${client.id}`, late);
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(json(res).message, 'Token is Invalid');
    });

    it("refuses a kiosk session start on its pods with 'Gamepod not authorized.'", async () => {
      const before = await f.lastSeq();
      const res = await f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: podA.pod_id_key });
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(json(res).message, 'Gamepod not authorized.');
      assert.equal(json(res).data.msg_key, 'login-pod-unauthorized');
      assert.equal(await f.lastSeq(), before, 'a refused kiosk start appended');
    });

    it("lets a super admin sign in and another client's pods start and sign in", async () => {
      const superAdmin = await f.account(4);
      assert.equal(await probe(tokenOf(await adminLogin(superAdmin.email))), 200);
      const res = await f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: otherPod.pod_id_key });
      assert.equal(res.statusCode, 200, res.body);
      const stranger = await f.account(1, { client_id: other.id });
      const { session_id_key } = json(res).data as { session_id_key: string };
      const login = await f.post('/api/v1/user/login', {
        session_id_key,
        username: stranger.email,
        password: RIGHT_PASSWORD,
      });
      assert.equal(login.statusCode, 200, login.body);
    });
  });

  it('lets its people sign in again once reactivated; the ended sessions stay ended', async () => {
    const admin = await f.account(3, { client_id: client.id });
    const player = await f.account(1, { client_id: client.id });
    const old = tokenOf(await adminLogin(admin.email));
    await setActive(client, false);
    assert.equal((await adminLogin(admin.email)).statusCode, 403);
    await setActive(client, true);
    assert.equal(await probe(old), 401);
    assert.equal(await probe(tokenOf(await adminLogin(admin.email))), 200);
    const kiosk = await f.restartKiosk(podA);
    const login = await f.post('/api/v1/user/login', {
      session_id_key: kiosk.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(await probe(tokenOf(login)), 200);
  });
});
