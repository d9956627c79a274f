import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../../src/auth/rate-limit.ts';
import {
  freshEmail,
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
/** The per-address login limit of this file: lowered so that a spray needs 12 password checks, not 100. */
const ADDRESS_MAX = 12;

describe('rate limits', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let clientId: string;
  before(async () => {
    f = await openIdentityServices({
      identity: { limits: { loginAddress: { name: 'login_address', max: ADDRESS_MAX, windowMs: FIFTEEN_MINUTES } } },
    });
    pod = await f.kioskPod();
    clientId = pod.client.id;
  });
  after(() => f.close());

  /** The kiosk's login form on `pod` (counted per station); the address is the venue's. */
  const podLogin = (username: string, password: string, on: KioskPod = pod) =>
    f.postFrom('192.0.2.1', '/api/v1/user/login', { session_id_key: on.session_id_key, username, password });
  /** The admin console's login (counted per address). */
  const consoleLogin = (ip: string, email: string, password: string) =>
    f.postFrom(ip, '/api/v1/admin/login', { username: email, password });

  /**
   * A 429 telling the caller to wait `seconds` (or any wait up to 15 minutes). The app's
   * clock runs on while the test works, so a wait may read a little shorter, never half.
   */
  const limited = (res: LightMyRequestResponse, seconds?: number) => {
    assert.equal(res.statusCode, 429, res.body);
    assert.equal(json(res).message, TOO_MANY_ATTEMPTS);
    const retry = json(res).data.retry_after_s as number;
    assert.ok(Number.isInteger(retry) && retry > 0 && retry <= 900, `retry_after_s ${retry}`);
    if (seconds !== undefined)
      assert.ok(retry <= seconds && retry > seconds / 2, `retry_after_s ${retry}, not ${seconds}`);
  };
  /** How many replies had each status. */
  const statuses = (replies: readonly LightMyRequestResponse[]) => {
    const counts: Record<number, number> = {};
    for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  };

  describe('when wrong passwords for one account arrive together', () => {
    it('checks at most 5 of 25 concurrent wrong passwords and refuses the other 20 with 429', async () => {
      const { email } = await f.account(3, { client_id: clientId });
      const replies = await Promise.all(
        Array.from({ length: 25 }, (_, i) => consoleLogin('203.0.113.10', email, `wrong-${i}`)),
      );
      assert.deepEqual(statuses(replies), { 401: 5, 429: 20 });
      for (const res of replies.filter((r) => r.statusCode === 429)) limited(res);
    });
  });

  describe('when one caller keeps failing on one account', () => {
    it('spaces its tries 1 s, 2 s, 4 s, 8 s apart after 5 failures, and a right password starts it over', async () => {
      const { email } = await f.account(1, { client_id: clientId });
      for (let i = 0; i < 5; i++) assert.equal((await podLogin(email, `wrong-${i}`)).statusCode, 401);
      for (const seconds of [1, 2, 4, 8]) {
        limited(await podLogin(email, RIGHT_PASSWORD), seconds);
        f.advance(seconds * 1000);
        assert.equal((await podLogin(email, `wrong-after-${seconds}`)).statusCode, 401);
      }
      limited(await podLogin(email, RIGHT_PASSWORD), 16);
      f.advance(16_000);
      assert.equal((await podLogin(email, RIGHT_PASSWORD)).statusCode, 200);
      assert.equal((await podLogin(email, 'a typo')).statusCode, 401);
      assert.equal((await podLogin(email, 'another typo')).statusCode, 401);
    });
  });

  describe("when an attacker fails on an admin's account from one address", () => {
    it("lets the admin's right password in from another address at once, while the attacker waits ever longer", async () => {
      const { email } = await f.account(3, { client_id: clientId });
      const attacker = '203.0.113.20';
      for (let i = 0; i < 5; i++) assert.equal((await consoleLogin(attacker, email, `guess-${i}`)).statusCode, 401);
      // 11 failures: past the old lock of the account after 10
      for (const seconds of [1, 2, 4, 8, 16, 32]) {
        f.advance(seconds * 1000);
        assert.equal((await consoleLogin(attacker, email, `guess-after-${seconds}`)).statusCode, 401);
      }
      limited(await consoleLogin(attacker, email, RIGHT_PASSWORD), 64);
      const res = await consoleLogin('203.0.113.21', email, RIGHT_PASSWORD);
      assert.equal(res.statusCode, 200, res.body);
      // the admin's success does not free the attacker
      limited(await consoleLogin(attacker, email, RIGHT_PASSWORD), 64);
    });
  });

  describe('when one address tries many accounts', () => {
    it('checks at most the per-address limit of 25 concurrent failures, then refuses it even a right password', async () => {
      const sprayer = '203.0.113.30';
      const accounts = [];
      for (let i = 0; i < 25; i++) accounts.push(await f.account(3, { client_id: clientId }));
      const replies = await Promise.all(accounts.map(({ email }) => consoleLogin(sprayer, email, 'wrong')));
      assert.deepEqual(statuses(replies), { 401: ADDRESS_MAX, 429: 25 - ADDRESS_MAX });
      const email = accounts[0]?.email ?? '';
      limited(await consoleLogin(sprayer, email, RIGHT_PASSWORD));
      assert.equal((await consoleLogin('203.0.113.31', email, RIGHT_PASSWORD)).statusCode, 200);
    });

    it('gives a right password its reservation back, so successes never use up the limit', async () => {
      const ip = '203.0.113.35';
      const { email } = await f.account(3, { client_id: clientId });
      for (let i = 0; i < ADDRESS_MAX + 3; i++) {
        assert.equal((await consoleLogin(ip, email, RIGHT_PASSWORD)).statusCode, 200, `login ${i + 1}`);
      }
    });
  });

  it('sends at most 5 reset codes per account and 20 per address in 15 minutes, whether or not the account exists', async () => {
    const send = (ip: string, username: string) => f.postFrom(ip, '/api/v1/user/reset-pass/send_code', { username });
    const email = freshEmail('forgetful');
    for (let i = 0; i < 5; i++) assert.equal((await send(`203.0.113.${40 + i}`, email)).statusCode, 200);
    limited(await send('203.0.113.50', email));
    for (let i = 0; i < 20; i++) assert.equal((await send('203.0.113.51', freshEmail('many'))).statusCode, 200);
    limited(await send('203.0.113.51', freshEmail('many')));
  });

  describe('sign-up checks', () => {
    const check = (ip: string, keys: Record<string, string>) =>
      f.postFrom(ip, '/api/v1/user/check_email', { ...keys, email: freshEmail('signup'), password: 'long-enough-1' });

    it('answers at most 30 per station, and another station at the same address still gets its answers', async () => {
      const busy = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const next = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      for (let i = 0; i < 30; i++) {
        assert.equal((await check('198.51.100.60', { session_id_key: busy.session_id_key })).statusCode, 200);
      }
      limited(await check('198.51.100.60', { session_id_key: busy.session_id_key }));
      assert.equal((await check('198.51.100.60', { session_id_key: next.session_id_key })).statusCode, 200);
    });

    it("answers at most 120 from phones (remote_id) per address: a class on the venue's Wi-Fi fits", async () => {
      const phones = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const ip = '198.51.100.61';
      for (let i = 0; i < 120; i++) {
        assert.equal((await check(ip, { remote_id: phones.remote_id_key })).statusCode, 200, `check ${i + 1}`);
      }
      limited(await check(ip, { remote_id: phones.remote_id_key }));
    });
  });
});
