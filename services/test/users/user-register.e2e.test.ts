import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { userByEmail } from '@gamepod/projections';
import {
  freshEmail,
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

let ipCounter = 1;
/** A fresh client address per test: the sign-up limit counts per address. */
const freshIp = () => `198.51.100.${ipCounter++}`;

describe('sign-up', () => {
  let f: IdentityServices;
  let open: TestClient;
  let school: TestClient;
  let openPod: KioskPod;
  let schoolPod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    [open, school] = [await f.client(), await f.client()];
    openPod = await f.kioskPod({ client: open });
    schoolPod = await f.kioskPod({ client: school });
    const res = await f.post(
      '/api/v1/admin/kiosk/domains/add',
      { client_id: school.id, domain: 'school.edu' },
      await f.token(4, null),
    );
    assert.equal(res.statusCode, 200, res.body);
  });
  after(() => f.close());

  const form = (email: string, over: Record<string, unknown> = {}) => ({
    session_id_key: openPod.session_id_key,
    user_name: email,
    email,
    password: 'long-enough-1',
    password_again: 'long-enough-1',
    first_name: 'Sam',
    last_name: 'Signup',
    phone: '555-222-3333',
    dob: '07/04/1999',
    stream_default: 1,
    ...over,
  });

  /** A refusal: the status, the field and msg_key named, and nothing appended. */
  async function refused(
    url: string,
    body: Record<string, unknown>,
    expected: { status: number; field?: string; msg_key?: string; message?: string },
  ) {
    const before = await f.lastSeq();
    const res = await f.postFrom(freshIp(), url, body);
    assert.equal(res.statusCode, expected.status, res.body);
    const { message, data } = json(res);
    if (expected.field) {
      assert.equal(data.field, expected.field);
      if (expected.status === 400 && !expected.message) assert.ok(message.includes(expected.field), message);
    }
    if (expected.msg_key) assert.equal(data.msg_key, expected.msg_key);
    if (expected.message) assert.equal(message, expected.message);
    assert.equal(await f.lastSeq(), before, 'a refused sign-up appended an event');
  }

  describe('POST /user/check_email', () => {
    const check = (body: Record<string, unknown>) => f.postFrom(freshIp(), '/api/v1/user/check_email', body);

    it('accepts a free email and a long enough password, on the pod or on the phone (remote_id)', async () => {
      const email = freshEmail();
      const onPod = await check({ session_id_key: openPod.session_id_key, email, password: 'long-enough-1' });
      assert.equal(onPod.statusCode, 200, onPod.body);
      const onPhone = await check({ remote_id: openPod.remote_id_key, email, password: 'long-enough-1' });
      assert.equal(onPhone.statusCode, 200, onPhone.body);
    });

    it("refuses a domain off the client's list, a short password, a taken email and a malformed one", async () => {
      const url = '/api/v1/user/check_email';
      const at = { session_id_key: schoolPod.session_id_key };
      await refused(
        url,
        { ...at, email: 'kid@gmail.com', password: 'long-enough-1' },
        {
          status: 400,
          field: 'email',
          message: 'domainnotallowed',
          msg_key: 'register-domain-notallowed',
        },
      );
      assert.equal((await check({ ...at, email: 'kid@school.edu', password: 'long-enough-1' })).statusCode, 200);
      await refused(
        url,
        { ...at, email: 'kid@school.edu', password: 'short' },
        {
          status: 400,
          field: 'password',
          msg_key: 'register-password-weak',
        },
      );
      const taken = await f.account(1, { client_id: open.id });
      await refused(
        url,
        {
          session_id_key: openPod.session_id_key,
          email: taken.email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'),
          password: 'long-enough-1',
        },
        { status: 409, message: 'The email has already been taken.' },
      );
      await refused(url, { ...at, email: 'not-an-email', password: 'long-enough-1' }, { status: 400, field: 'email' });
    });

    it('answers 400 naming session_id_key with neither key, and 404 remote-session-expired for an unknown remote id', async () => {
      const url = '/api/v1/user/check_email';
      await refused(url, { email: freshEmail(), password: 'long-enough-1' }, { status: 400, field: 'session_id_key' });
      await refused(
        url,
        { remote_id: 'gone', email: freshEmail(), password: 'long-enough-1' },
        { status: 404, msg_key: 'remote-session-expired' },
      );
    });
  });

  describe('POST /user/register', () => {
    const URL = '/api/v1/user/register';

    it("registers a player of the pod's client who can then log in; the log holds an argon2id hash, never the password", async () => {
      const email = freshEmail('NewPlayer');
      const res = await f.postFrom(freshIp(), URL, form(email));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(json(res).message, 'Thanks for signing up!');
      const { user_id } = json(res).data as { user_id: string };
      const row = await userByEmail(f.deps.db, email);
      assert.deepEqual(
        [row?.id, row?.role, row?.client_id, row?.email, row?.dob, row?.phone, row?.stream_default, row?.is_active],
        [user_id, 1, open.id, email.toLowerCase(), '1999-07-04', '555-222-3333', true, true],
      );
      assert.deepEqual([row?.time_play, row?.time_paid, row?.time_comp, row?.email_verified_at], [0, 0, 0, null]);
      const registered = (await f.logged('UserRegistered')).filter((e) => e.aggregate_id === user_id);
      assert.equal(registered.length, 1);
      const hashes = registered.map((e) => (e.data as { password_hash: string }).password_hash);
      assert.match(String(hashes[0]), /^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
      for (const type of ['UserRegistered', 'UniqueValueClaimed']) {
        assert.ok(!JSON.stringify(await f.logged(type)).includes('long-enough-1'), `${type} holds the password`);
      }
      const login = await f.post('/api/v1/user/login', {
        session_id_key: openPod.session_id_key,
        username: email,
        password: 'long-enough-1',
      });
      assert.equal(login.statusCode, 200, login.body);
    });

    it("registers from the phone (remote_id) onto the QR code pod's client", async () => {
      const email = freshEmail();
      const { session_id_key: _key, ...body } = form(email);
      const res = await f.postFrom(freshIp(), URL, { ...body, remote_id: openPod.remote_id_key });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await userByEmail(f.deps.db, email))?.client_id, open.id);
    });

    it('answers every bad field 400 naming it, with the kiosk’s msg_key', async () => {
      const cases: Array<[Record<string, unknown>, string, string?]> = [
        [{ password: 'short', password_again: 'short' }, 'password', 'register-password-weak'],
        [{ password_again: 'long-enough-2' }, 'password_again', 'register-password-notmatch'],
        [{ first_name: '' }, 'first_name', 'generic-required-message'],
        [{ phone: '5552223333' }, 'phone', 'register-phone-limit-error'],
        [{ dob: '1999-07-04' }, 'dob', 'register-dob-format-error'],
        [{ dob: '02/30/1999' }, 'dob', 'register-dob-format-error'],
        [{ stream_default: 2 }, 'stream_default'],
        [{ phone: undefined }, 'phone'],
        [{ nickname: 'x' }, 'nickname'],
      ];
      for (const [over, field, msg_key] of cases) {
        await refused(URL, form(freshEmail(), over), { status: 400, field, msg_key });
      }
      await refused(
        URL,
        { ...form('kid@gmail.com'), session_id_key: schoolPod.session_id_key },
        {
          status: 400,
          field: 'email',
          message: 'domainnotallowed',
          msg_key: 'register-domain-notallowed',
        },
      );
    });

    it('lets exactly one of ten simultaneous sign-ups with one email win; the rest get 409', async () => {
      const email = freshEmail('race');
      const ip = freshIp();
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          f.postFrom(ip, URL, form(i % 2 === 0 ? email : email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'))),
        ),
      );
      const statuses = replies.map((r) => r.statusCode).sort();
      assert.deepEqual(
        statuses,
        [200, 409, 409, 409, 409, 409, 409, 409, 409, 409],
        replies.map((r) => r.body).join('\n'),
      );
      for (const r of replies.filter((r) => r.statusCode === 409)) {
        assert.equal(json(r).message, 'The email has already been taken.');
      }
      const registered = (await f.logged('UserRegistered')).filter(
        (e) => (e.data as { email: string }).email === email.toLowerCase(),
      );
      assert.equal(registered.length, 1);
    });
  });
});
