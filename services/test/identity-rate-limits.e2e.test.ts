import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TOO_MANY_ATTEMPTS } from '../src/auth/rate-limit.ts';
import {
  freshEmail,
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from './support/identity-fixtures.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

describe('rate limits', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let clientId: string;
  before(async () => {
    // the per-address login limit is lowered so that the test needs 12 scrypt runs, not 31
    f = await openIdentityServices({
      identity: { limits: { loginAddress: { name: 'login_address', max: 12, windowMs: FIFTEEN_MINUTES } } },
    });
    pod = await f.kioskPod();
    clientId = pod.client.id;
  });
  after(() => f.close());

  const login = (ip: string, username: string, password: string) =>
    f.postFrom(ip, '/api/v1/user/login', { session_id_key: pod.session_id_key, username, password });

  const limited = (res: Awaited<ReturnType<typeof login>>) => {
    assert.equal(res.statusCode, 429, res.body);
    assert.equal(json(res).message, TOO_MANY_ATTEMPTS);
    const retry = json(res).data.retry_after_s as number;
    assert.ok(Number.isInteger(retry) && retry > 0 && retry <= 900, `retry_after_s ${retry}`);
  };

  it('refuses the 11th bad login for one account, then the right password too, until the window passes', async () => {
    const { email } = await f.account(1, { client_id: clientId });
    for (let i = 0; i < 10; i++) {
      const res = await login('203.0.113.10', email, `wrong-${i}`);
      assert.equal(res.statusCode, 401, `attempt ${i + 1}: ${res.body}`);
    }
    limited(await login('203.0.113.10', email, 'wrong-10'));
    // another address changes nothing: the account is what is locked
    limited(await login('203.0.113.11', email, RIGHT_PASSWORD));
    f.advance(FIFTEEN_MINUTES - 60_000);
    limited(await login('203.0.113.11', email, RIGHT_PASSWORD));
    f.advance(61_000);
    const res = await login('203.0.113.11', email, RIGHT_PASSWORD);
    assert.equal(res.statusCode, 200, res.body);
  });

  it('refuses an address after its failures, whichever accounts they were for', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await login('203.0.113.20', freshEmail('nobody'), 'wrong');
      assert.equal(res.statusCode, 401, `attempt ${i + 1}: ${res.body}`);
    }
    const { email } = await f.account(1, { client_id: clientId });
    limited(await login('203.0.113.20', email, RIGHT_PASSWORD));
    assert.equal((await login('203.0.113.21', email, RIGHT_PASSWORD)).statusCode, 200);
  });

  it('sends at most 5 reset codes per account and 20 per address in 15 minutes, whether or not the account exists', async () => {
    const send = (ip: string, username: string) => f.postFrom(ip, '/api/v1/user/reset-pass/send_code', { username });
    const email = freshEmail('forgetful');
    for (let i = 0; i < 5; i++) assert.equal((await send(`203.0.113.${30 + i}`, email)).statusCode, 200);
    limited(await send('203.0.113.40', email));
    for (let i = 0; i < 20; i++) assert.equal((await send('203.0.113.41', freshEmail('many'))).statusCode, 200);
    limited(await send('203.0.113.41', freshEmail('many')));
  });

  it('answers at most 30 sign-up checks per address', async () => {
    const check = () =>
      f.postFrom('203.0.113.50', '/api/v1/user/check_email', {
        session_id_key: pod.session_id_key,
        email: freshEmail('signup'),
        password: 'long-enough-1',
      });
    for (let i = 0; i < 30; i++) assert.equal((await check()).statusCode, 200);
    limited(await check());
  });
});
