import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type IdentityServices, json, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';

/** Each identity call with input it must refuse: the status, and the field a 400 names. */
describe('the identity calls refuse bad input and append nothing', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
  });
  after(() => f.close());

  const cases = (): Array<[string, Record<string, unknown>, number, string?]> => [
    ['/user/login', { session_id_key: pod.session_id_key, username: 'a@b.test', password: 5 }, 400, 'password'],
    ['/user/mobile_login', { username: 'a@b.test', password: 'x' }, 400, 'remote_id'],
    ['/user/mobile_login', { remote_id: pod.remote_id_key, username: '', password: 'x' }, 400, 'username'],
    ['/user/login_admin', { username: 'a@b.test', password: 'x' }, 400, 'session_id_key'],
    ['/user/login_admin_mode', { session_id_key: 'unknown', username: 'a@b.test', password: 'x' }, 401],
    ['/user/login_admin', { session_id_key: pod.session_id_key, username: 'a@b.test' }, 400, 'password'],
    ['/admin/login', { username: 'a@b.test' }, 400, 'password'],
    ['/admin/login', { username: 'a@b.test', password: '', login_type: 'web' }, 400, 'password'],
    ['/admin/logout', {}, 401],
    ['/user/logout', { reason_text: 'x' }, 401],
    ['/user/expire_sessions', { session_id_key: pod.session_id_key }, 401],
    ['/user/check_email', { session_id_key: pod.session_id_key, email: 'a@b.test' }, 400, 'password'],
    ['/user/register', { session_id_key: pod.session_id_key, email: 'a@b.test' }, 400, 'user_name'],
    ['/user/reset-pass/send_code', { username: 'a@b.test', extra: 1 }, 400, 'extra'],
    ['/user/reset-pass/save_password', { password: 'long-enough-1', confirm_password: 'long-enough-1' }, 400, 'token'],
  ];

  it('answers each with its 4xx, naming the field of a 400, and the log does not move', async () => {
    for (const [url, body, status, field] of cases()) {
      const before = await f.lastSeq();
      const res = await f.post(`/api/v1${url}`, body);
      assert.equal(res.statusCode, status, `${url} ${JSON.stringify(body)}: ${res.body}`);
      assert.equal(json(res).status, false);
      if (field) {
        assert.equal(json(res).data.field, field, `${url}: ${res.body}`);
        assert.ok(json(res).message.includes(field), `${url}: ${json(res).message}`);
      }
      assert.equal(await f.lastSeq(), before, `${url} appended an event`);
    }
  });

  it('answers the time balance without a token 401, and an unknown query field 400', async () => {
    assert.equal((await f.get('/api/v1/user/remaining_time')).statusCode, 401);
    const token = await f.token(1, null);
    const res = await f.get(`/api/v1/user/remaining_time?user_id=${'x'.repeat(65)}`, token);
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).data.field, 'user_id');
  });
});
