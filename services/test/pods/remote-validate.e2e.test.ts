import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REMOTE_LIMIT } from '../../src/kiosk/routes/remote-routes.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

describe('POST /kiosk/validate/remote', () => {
  let k: KioskServices;
  let pod: KioskPod;
  let address = 0;
  before(async () => {
    k = await openKioskServices();
    pod = await k.kioskPod();
  });
  after(() => k.close());

  // each test calls from its own address, so the per-address limit of one never reaches another
  const validate = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++address}`) =>
    k.app.inject({ method: 'POST', url: '/api/v1/kiosk/validate/remote', payload, remoteAddress });

  it("answers the pod's nav name and logo, and tells the pod remote_init", async () => {
    const socket = await k.podSocket(pod);
    const res = await validate({ remote_id: pod.remote_id_key });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(k.json(res), {
      status: true,
      message: 'ok',
      data: { nav_name: 'A1', logo: null, sign_in_source: 'password' },
    });
    assert.deepEqual(await socket.next(), {
      op: 'message',
      channel: `pod.${pod.id}`,
      kind: 'message-send',
      payload: { status: true, message: 'remote_init', data: { pod: pod.id, user: null }, server_info: 'production' },
    });
  });

  for (const mode of ['register', 'forgot']) {
    it(`tells the pod remote_init_reg_forgot in ${mode} mode`, async () => {
      const socket = await k.podSocket(pod);
      assert.equal((await validate({ remote_id: pod.remote_id_key, mode })).statusCode, 200);
      const push = await socket.next();
      assert.equal((push.payload as { message: string }).message, 'remote_init_reg_forgot');
    });
  }

  it('pushes to that pod only', async () => {
    const other = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const socket = await k.podSocket(other);
    assert.equal((await validate({ remote_id: pod.remote_id_key })).statusCode, 200);
    assert.equal(await socket.silentFor(150), true);
  });

  it("answers an unknown remote id with 404 'remote-session-expired'", async () => {
    const res = await validate({ remote_id: 'no-such-remote-id' });
    assert.equal(res.statusCode, 404, res.body);
    assert.deepEqual(k.json(res), {
      status: false,
      message: 'Unable to verify the remote id you provided!',
      data: { msg_key: 'remote-session-expired', code: 'not_found' },
    });
  });

  it("keeps an older kiosk session's remote id beside a newer session's: the page showing it still works", async () => {
    const older = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const newer = await k.restartKiosk(older);
    for (const remote_id of [older.remote_id_key, newer.remote_id_key]) {
      assert.equal((await validate({ remote_id })).statusCode, 200, remote_id);
    }
  });

  it('names the field of bad input and appends nothing', async () => {
    await assertBadInput(k, () => validate({}), 'remote_id');
    await assertBadInput(k, () => validate({ remote_id: pod.remote_id_key, mode: 'play' }), 'mode');
    await assertBadInput(k, () => validate({ remote_id: '' }), 'remote_id');
  });

  it('answers 429 once an address used up its tries, and other addresses still pass', async () => {
    const busy = '203.0.113.99';
    for (let i = 0; i < REMOTE_LIMIT.max; i++) {
      assert.equal((await validate({ remote_id: 'wrong' }, busy)).statusCode, 404);
    }
    const res = await validate({ remote_id: pod.remote_id_key }, busy);
    assert.equal(res.statusCode, 429, res.body);
    assert.equal(k.json(res).message, 'Too many attempts, please try again later.');
    assert.ok(Number(k.json(res).data.retry_after_s) > 0);
    assert.equal((await validate({ remote_id: pod.remote_id_key })).statusCode, 200);
  });
});
