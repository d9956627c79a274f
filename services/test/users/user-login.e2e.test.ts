import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_THEME } from '@gamepod/contracts/catalogues';
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

const LOGIN = '/api/v1/user/login';

describe('POST /user/login', () => {
  let f: IdentityServices;
  let client: TestClient;
  let other: TestClient;
  let labId: string;
  let pod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    [client, other] = [await f.client(), await f.client()];
    labId = await f.lab(client.id);
    pod = await f.kioskPod({ client, lab_id: labId });
  });
  after(() => f.close());

  const login = (username: string, password = RIGHT_PASSWORD, at: KioskPod = pod) =>
    f.post(LOGIN, { session_id_key: at.session_id_key, username, password });

  /** The request must fail with `status` and `msg_key`, appending nothing to the log. */
  async function refused(send: () => ReturnType<typeof login>, status: number, message: string, msgKey?: string) {
    const before = await f.lastSeq();
    const res = await send();
    assert.equal(res.statusCode, status, res.body);
    assert.equal(json(res).message, message);
    if (msgKey) assert.equal(json(res).data.msg_key, msgKey);
    assert.equal(await f.lastSeq(), before, 'a refused login appended an event');
    return res;
  }

  describe('when the password is right', () => {
    it('logs a player in with the user session and a pod session on this pod, and records UserLoggedIn', async () => {
      const player = await f.account(1, {
        client_id: client.id,
        first_name: 'Robin',
        email: 'Robin.Player@Example.com',
      });
      const res = await login('robin.player@example.com');
      assert.equal(res.statusCode, 200, res.body);
      const { token, user_id, ...session } = json(res).data;
      assert.equal(typeof token, 'string');
      assert.equal(user_id, player.id);
      assert.deepEqual(session, {
        role_id: 1,
        role_name: 'player',
        user_name: 'robin.player@example.com',
        name: 'Robin',
        email: 'robin.player@example.com',
        is_verified: 0,
        stream_default: 0,
        logged_navs: [],
        is_alerts: 0,
        alerts: [],
        is_orientation: 1,
        is_orientation_paid: 1,
        reservation: null,
        styles: { ...DEFAULT_THEME },
        client_id: client.id,
      });
      const row = await findSession(f.deps.db, hashToken(String(token)));
      assert.equal(row?.kind, 'pod');
      assert.equal(row?.pod_id, pod.id);
      assert.equal(row?.user_id, player.id);
      const logged = (await f.logged('UserLoggedIn')).filter((e) => e.aggregate_id === player.id);
      assert.deepEqual(
        logged.map((e) => e.data),
        [{ user_id: player.id, pod_id: pod.id, kind: 'pod', via: 'pod', token_hash: hashToken(String(token)) }],
      );
      const remaining = await f.get('/api/v1/user/remaining_time', String(token));
      assert.equal(remaining.statusCode, 200, remaining.body);
    });

    it('gives every role its landing data: role_id and role_name, no orientation for staff, no styles for a super admin', async () => {
      const expected = [
        [2, 'facilitator', client.id],
        [3, 'admin', client.id],
        [5, 'restricted', client.id],
        [4, 'superadmin', null],
      ] as const;
      for (const [role, role_name, client_id] of expected) {
        const { email } = await f.account(role, { client_id });
        const res = await login(email);
        assert.equal(res.statusCode, 200, res.body);
        const data = json(res).data;
        assert.deepEqual(
          [data.role_id, data.role_name, data.client_id, data.is_orientation, data.is_orientation_paid],
          [role, role_name, client_id, 0, 0],
        );
        assert.deepEqual(data.styles, role === 4 ? null : { ...DEFAULT_THEME });
        // a facilitator occupies the pod; staff go on to the console, leaving it free for players
        const row = await findSession(f.deps.db, hashToken(String(data.token)));
        assert.deepEqual([row?.kind, row?.pod_id], [role === 2 ? 'pod' : 'admin', pod.id]);
      }
    });
  });

  describe('when it fails', () => {
    it('answers an unknown email and a wrong password alike: 401 invalid (login-invalid-error-message)', async () => {
      const { email } = await f.account(1, { client_id: client.id });
      const wrong = await refused(
        () => login(email, 'not-the-password'),
        401,
        'invalid',
        'login-invalid-error-message',
      );
      const unknown = await refused(
        () => login('nobody-at-all@example.com'),
        401,
        'invalid',
        'login-invalid-error-message',
      );
      assert.deepEqual(wrong.json(), unknown.json());
    });

    it('refuses a deactivated account with notauthorized, even with the right password', async () => {
      const { email } = await f.account(1, { client_id: client.id, is_active: false });
      await refused(() => login(email), 403, 'notauthorized', 'login-notauthorized-error-message');
    });

    it("refuses another client's player, facilitator, admin and restricted admin with notregistered", async () => {
      for (const role of [1, 2, 3, 5]) {
        const { email } = await f.account(role, { client_id: other.id });
        await refused(() => login(email), 403, 'notregistered', 'login-notregistered-error-message');
      }
    });

    it('refuses a player who is not pro on a pro pod with notpro, and lets a pro player and a facilitator in', async () => {
      const proPod = await f.kioskPod({ client, lab_id: labId, fields: { pro: 1, nav_id: client.navs.get('A3') } });
      const { email } = await f.account(1, { client_id: client.id });
      await refused(() => login(email, RIGHT_PASSWORD, proPod), 403, 'notpro', 'login-notpro-error-message');
      const pro = await f.account(1, { client_id: client.id, pro: true });
      assert.equal((await login(pro.email, RIGHT_PASSWORD, proPod)).statusCode, 200);
      const facilitator = await f.account(2, { client_id: client.id });
      assert.equal((await login(facilitator.email, RIGHT_PASSWORD, proPod)).statusCode, 200);
    });

    it('refuses players and facilitators while the pod is disabled or updating, and lets an admin in', async () => {
      const updating = await f.kioskPod({ client, lab_id: labId, fields: { nav_id: client.navs.get('A4') } });
      const { seq } = await f.deps.store.append(
        'station',
        updating.id,
        [
          {
            type: 'PodConsoleStatusChanged',
            data: {
              xd1: 'na',
              xd2: 'na',
              xb_disabled: false,
              ps_disabled: false,
              sw_disabled: false,
              pc_disabled: false,
              pod_disabled: false,
            },
          },
        ],
        { expectedVersion: 'any', context: { actor: { kind: 'pod', pod_id: updating.id } } },
      );
      assert.ok(await f.deps.checkpoints.waitFor(['pod_status'], seq));
      for (const role of [1, 2]) {
        const { email } = await f.account(role, { client_id: client.id });
        await refused(() => login(email, RIGHT_PASSWORD, updating), 409, 'updating', 'login-pod-updating');
      }
      const admin = await f.account(3, { client_id: client.id });
      assert.equal((await login(admin.email, RIGHT_PASSWORD, updating)).statusCode, 200);
    });
  });

  describe('when the input is bad', () => {
    it('answers 400 naming session_id_key when it is missing, and 401 Session Id invalid! when no pod holds it', async () => {
      const missing = await refused(
        () => f.post(LOGIN, { username: 'a@example.com', password: 'x' }),
        400,
        'session_id_key: is required',
      );
      assert.equal(json(missing).data.field, 'session_id_key');
      await refused(
        () => f.post(LOGIN, { session_id_key: 'not-a-key', username: 'a@example.com', password: 'x' }),
        401,
        'Session Id invalid!',
      );
    });

    it('answers 400 generic-required-message naming an empty username or password', async () => {
      for (const field of ['username', 'password']) {
        const body = { session_id_key: pod.session_id_key, username: 'a@example.com', password: 'x', [field]: '' };
        const res = await refused(() => f.post(LOGIN, body), 400, `${field}: is required`, 'generic-required-message');
        assert.equal(json(res).data.field, field);
      }
    });

    it('answers 400 naming a missing password or a field the call does not take', async () => {
      const noPassword = await refused(
        () => f.post(LOGIN, { session_id_key: pod.session_id_key, username: 'a@example.com' }),
        400,
        'password: is required',
      );
      assert.equal(json(noPassword).data.field, 'password');
      const extra = await refused(
        () => f.post(LOGIN, { session_id_key: pod.session_id_key, username: 'a@example.com', password: 'x', role: 4 }),
        400,
        'role: is not allowed',
      );
      assert.equal(json(extra).data.field, 'role');
    });
  });
});
