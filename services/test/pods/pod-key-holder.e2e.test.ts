import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientsProjection, podById } from '@gamepod/projections';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
  staffSession,
} from '../support/identity-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

type Frame = Record<string, unknown>;

/**
 * A pod key is shown to client admins and sits on the station: whoever knows one, without the
 * station itself, must not set the pod's lock state, cut off the page in use, nor take a login
 * meant for that page.
 */
describe('someone who knows a pod key, without the station', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let sup: string;
  before(async () => {
    f = await openIdentityServices({ extra: [clientsProjection] });
    pod = await f.kioskPod();
    sup = await f.token(4, null);
  });
  after(() => f.close());

  const lockReport = (body: Record<string, unknown>) => f.post('/api/v1/pod/set_lockout', body);
  const lockOut = async (p: { id: string }) => (await podById(f.deps.db, p.id))?.lock_out;
  const ready = (session_id_key: string) =>
    f.get(`/api/v1/kiosk/check/ready?session_id_key=${encodeURIComponent(session_id_key)}`);
  /** A kiosk page's socket on its pod's channels. */
  const kioskSocket = async (session_id_key: string, podId: string): Promise<TestSocket> => {
    const socket = await f.socket(`/api/v1/ws?session_id_key=${encodeURIComponent(session_id_key)}`);
    for (const channel of [`pod.${podId}`, `kiosk.${podId}`]) {
      socket.send({ op: 'subscribe', channel });
      assert.equal((await socket.next()).op, 'subscribed', channel);
    }
    return socket;
  };
  /** The code of the next 'login' push a kiosk socket hears. */
  const loginCode = async (socket: TestSocket): Promise<string> => {
    for (;;) {
      const frame: Frame = await socket.next(5_000);
      const payload = frame.payload as { message?: string; data?: { login_code?: string } } | undefined;
      if (frame.op === 'message' && payload?.message === 'login') return payload.data?.login_code ?? '';
    }
  };

  describe("the pod's lock state", () => {
    it('cannot be set with the pod key alone: 400 naming session_id_key, nothing appended', async () => {
      const before = await f.lastSeq();
      const res = await lockReport({ pod_id_key: pod.pod_id_key, lockout: 'yes' });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(json(res).data.field, 'session_id_key');
      assert.equal(await f.lastSeq(), before);
      assert.equal(await lockOut(pod), false);
    });

    it('cannot be set with a kiosk session the key holder started: the report is answered, nothing appended', async () => {
      const own = await f.restartKiosk(pod);
      const before = await f.lastSeq();
      const res = await lockReport({ session_id_key: own.session_id_key, pod_id_key: pod.pod_id_key, lockout: 'yes' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((json(res).data.pod as { lock_out: number }).lock_out, 0);
      assert.equal(await f.lastSeq(), before);
      assert.equal(await lockOut(pod), false);
    });

    it('cannot clear a lock an admin set', async () => {
      const target = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const admin = await f.token(3, pod.client.id);
      const locked = await f.post(
        '/api/v1/admin/run/command',
        { command_type: 'lockout', pod_ids: [target.id] },
        admin,
      );
      assert.equal(locked.statusCode, 200, locked.body);
      assert.equal(await lockOut(target), true);
      const own = await f.restartKiosk(target);
      const before = await f.lastSeq();
      for (const body of [
        { pod_id_key: target.pod_id_key, lockout: 'no' },
        { session_id_key: own.session_id_key, pod_id_key: target.pod_id_key, lockout: 'no' },
      ]) {
        await lockReport(body);
      }
      assert.equal(await f.lastSeq(), before);
      assert.equal(await lockOut(target), true);
    });

    it("cannot be reported with one pod's session about another pod: 403, nothing appended", async () => {
      const other = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const before = await f.lastSeq();
      const res = await lockReport({
        session_id_key: pod.session_id_key,
        pod_id_key: other.pod_id_key,
        lockout: 'yes',
      });
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(await f.lastSeq(), before);
    });

    it("follows what the station's own bridge reports on its station subject", async () => {
      const station = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const report = async (pod_disabled: boolean) => {
        const consoles = { xd1: 'xb', xd2: 'ps', xb_disabled: false, ps_disabled: false, sw_disabled: false };
        const data = { ...consoles, pc_disabled: false, pod_disabled };
        const { seq } = await f.deps.store.append('station', station.id, [{ type: 'PodConsoleStatusChanged', data }], {
          expectedVersion: 'any',
          context: { actor: { kind: 'pod', pod_id: station.id } },
        });
        assert.ok(await f.deps.checkpoints.waitFor(['pods'], seq, 10_000));
      };
      await report(true);
      assert.equal(await lockOut(station), true);
      await report(false);
      assert.equal(await lockOut(station), false);
    });
  });

  describe('the kiosk session in use', () => {
    it('keeps working however often the key is validated again', async () => {
      const running = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const socket = await kioskSocket(running.session_id_key, running.id);
      for (let i = 0; i < 5; i++) await f.restartKiosk(running);

      assert.equal((await ready(running.session_id_key)).statusCode, 200);
      socket.send({ op: 'ping' });
      assert.deepEqual(await socket.next(), { op: 'pong' });
      await kioskSocket(running.session_id_key, running.id);
      const scanned = await f.post('/api/v1/kiosk/validate/remote', { remote_id: running.remote_id_key });
      assert.equal(scanned.statusCode, 200, scanned.body);
      const player = await f.account(1, { client_id: running.client.id });
      const login = await f.post('/api/v1/user/login', {
        session_id_key: running.session_id_key,
        username: player.email,
        password: RIGHT_PASSWORD,
      });
      assert.equal(login.statusCode, 200, login.body);
    });

    it('keeps a phone login for its own page: the key holder hears the code but cannot redeem it', async () => {
      const running = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const page = await kioskSocket(running.session_id_key, running.id);
      const own = await f.restartKiosk(running);
      const eavesdropper = await kioskSocket(own.session_id_key, running.id);
      const player = await f.account(1, { client_id: running.client.id });
      const phone = await f.post('/api/v1/user/mobile_login', {
        remote_id: running.remote_id_key,
        username: player.email,
        password: RIGHT_PASSWORD,
      });
      assert.equal(phone.statusCode, 200, phone.body);
      const heard = await loginCode(eavesdropper);
      const before = await f.lastSeq();
      const stolen = await f.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: own.session_id_key,
        login_code: heard,
      });
      assert.equal(stolen.statusCode, 410, stolen.body);
      assert.equal(await f.lastSeq(), before);
      const redeemed = await f.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: running.session_id_key,
        login_code: await loginCode(page),
      });
      assert.equal(redeemed.statusCode, 200, redeemed.body);
      assert.equal((json(redeemed).data as { user_id: string }).user_id, player.id);
    });
  });

  describe("an admin's remote sign-in on the pod (admin-pod-command)", () => {
    it('is redeemable only by the page its station vouches for: the key holder hears the code and gets 410', async () => {
      const running = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      await f.vouch(running, running.session_id_key);
      const page = await kioskSocket(running.session_id_key, running.id);
      const own = await f.restartKiosk(running);
      const eavesdropper = await kioskSocket(own.session_id_key, running.id);
      const admin = (await staffSession(f, 3, pod.client.id)).token;
      const sent = await f.post('/api/v1/admin/run/admin_pod_command', { pod_ids: [running.id] }, admin);
      assert.equal(sent.statusCode, 200, sent.body);
      assert.deepEqual(json(sent).data.results, [{ pod_id: running.id, status: 'sent' }]);
      const heard = await loginCode(eavesdropper);
      const before = await f.lastSeq();
      const stolen = await f.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: own.session_id_key,
        login_code: heard,
      });
      assert.equal(stolen.statusCode, 410, stolen.body);
      assert.equal(await f.lastSeq(), before);
      const redeemed = await f.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: running.session_id_key,
        login_code: await loginCode(page),
      });
      assert.equal(redeemed.statusCode, 200, redeemed.body);
      assert.equal((json(redeemed).data as { role_id: number }).role_id, 3);
    });

    it("cannot be drawn to the key holder's own session: a station that vouches for no page gets nothing", async () => {
      const unopened = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const own = await f.restartKiosk(unopened);
      const eavesdropper = await kioskSocket(own.session_id_key, unopened.id);
      const admin = (await staffSession(f, 3, pod.client.id)).token;
      const before = await f.lastSeq();
      const sent = await f.post('/api/v1/admin/run/admin_pod_command', { pod_ids: [unopened.id] }, admin);
      assert.deepEqual(json(sent).data.results, [{ pod_id: unopened.id, status: 'no-page' }]);
      assert.equal(await f.lastSeq(), before);
      await assert.rejects(loginCode(eavesdropper), 'no login code was pushed');
    });
  });

  describe("a deactivated client's pod", () => {
    it("refuses the lock report of a session started before: 'Gamepod not authorized.', nothing appended", async () => {
      const client = await f.client();
      const victim = await f.kioskPod({ client });
      const body = { edit_id: client.id, name: 'Venue', email: 'venue@example.com', phone: '555-123-4567' };
      const off = await f.post('/api/v1/admin/kiosk/clients/update', { ...body, is_active: 0 }, sup);
      assert.equal(off.statusCode, 200, off.body);
      const before = await f.lastSeq();
      const res = await lockReport({
        session_id_key: victim.session_id_key,
        pod_id_key: victim.pod_id_key,
        lockout: 'no',
      });
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(json(res).message, 'Gamepod not authorized.');
      assert.equal(await f.lastSeq(), before);
    });
  });
});
