import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { hashToken } from '../../src/auth/tokens.ts';
import { mailsTo } from '../../src/mail/mailbox.ts';
import { readLatestResetCode } from '../../src/users/adapters/reset-mail.ts';
import { SENT_MESSAGE, SENT_MESSAGE1 } from '../../src/users/application/reset-service.ts';
import {
  freshEmail,
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

let ipCounter = 1;
const freshIp = () => `192.0.2.${ipCounter++}`;

describe('password reset', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let clientId: string;
  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
    clientId = pod.client.id;
  });
  after(() => f.close());

  const post = (url: string, body: Record<string, unknown>) =>
    f.postFrom(freshIp(), `/api/v1/user/reset-pass/${url}`, body);
  const sendCode = async (username: string) => {
    const res = await post('send_code', { username });
    assert.equal(res.statusCode, 200, res.body);
    return json(res);
  };
  /** The code the outbox mails, read from the LocalMailer's directory as a person would read it. */
  const mailedCode = (email: string, timeoutMs = 15_000): Promise<string> =>
    eventually(`a reset mail to ${email}`, async () => (await readLatestResetCode(f.mailDir, email)) || null, {
      timeoutMs,
    });
  const login = (username: string, password: string) =>
    f.post('/api/v1/user/login', { session_id_key: pod.session_id_key, username, password });

  it('answers alike whether or not the account exists, and mails a code only to a real account', async () => {
    const { email } = await f.account(1, { client_id: clientId });
    const nobody = freshEmail('nobody');
    const forNobody = await sendCode(nobody);
    const forReal = await sendCode(email);
    for (const reply of [forNobody, forReal]) {
      assert.equal(reply.message, 'both');
      assert.deepEqual(Object.keys(reply.data).sort(), ['message', 'message1', 'token']);
      assert.equal(reply.data.message, SENT_MESSAGE);
      assert.equal(reply.data.message1, SENT_MESSAGE1);
      assert.match(String(reply.data.token), /^[A-Za-z0-9_-]{43}$/);
    }
    const code = await mailedCode(email);
    assert.match(code, /^[0-9]{6}$/);
    // the outbox works in log order: the earlier request for nobody was handled first, and sent nothing
    assert.deepEqual(await mailsTo(f.mailDir, nobody), []);
    const [mail] = await mailsTo(f.mailDir, email);
    assert.match(mail?.file ?? '', /\.eml$/);
    assert.equal(mail?.headers.get('to'), email);
    assert.match(mail?.html ?? '', new RegExp(`>${code}<`), 'the HTML part shows the code too');

    const requests = await f.logged('PasswordResetRequested');
    const dataOf = (ticket: unknown) =>
      requests.find((e) => e.aggregate_id === hashToken(String(ticket)))?.data as
        | { user_id: string | null; email: string | null }
        | undefined;
    assert.equal(dataOf(forReal.data.token)?.email, email);
    assert.equal(dataOf(forNobody.data.token)?.user_id, null);
    assert.equal(dataOf(forNobody.data.token)?.email, null);
    const log = JSON.stringify(requests);
    assert.ok(!log.includes(String(forReal.data.token)), 'the log holds the ticket');
    assert.ok(!log.includes(createHash('sha256').update(code).digest('hex')), 'the log holds a plain hash of the code');
  });

  it('verifies the mailed code, sets the new password, and ends every session the account had', async () => {
    const { email } = await f.account(1, { client_id: clientId });
    const before = await login(email, RIGHT_PASSWORD);
    assert.equal(before.statusCode, 200, before.body);
    const oldToken = String(json(before).data.token);
    const token = String((await sendCode(email)).data.token);
    const code = await mailedCode(email);

    const wrong = await post('verify_code', { token, code: code === '000000' ? '111111' : '000000' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, 'Invalid code');
    const early = await post('save_password', {
      token,
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    assert.equal(early.statusCode, 403, early.body);
    const right = await post('verify_code', { token, code });
    assert.equal(right.statusCode, 200, right.body);

    const weak = await post('save_password', { token, password: 'short', confirm_password: 'short' });
    assert.equal(weak.statusCode, 400);
    assert.deepEqual([json(weak).data.field, json(weak).data.msg_key], ['password', 'forgotpass-weak-pass-error']);
    const mismatch = await post('save_password', {
      token,
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pasS',
    });
    assert.equal(mismatch.statusCode, 400);
    assert.deepEqual(
      [json(mismatch).data.field, json(mismatch).data.msg_key],
      ['confirm_password', 'forgotpass-pass-not-match-error'],
    );

    const saved = await post('save_password', {
      token,
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(json(saved).message, 'Your password has been changed successfully, login now');
    const old = await f.get('/api/v1/user/remaining_time', oldToken);
    assert.equal(old.statusCode, 401, 'the session from before the reset still works');
    assert.equal((await login(email, RIGHT_PASSWORD)).statusCode, 401);
    assert.equal((await login(email, 'brand-new-pass')).statusCode, 200);
    const again = await post('save_password', {
      token,
      password: 'another-pass-1',
      confirm_password: 'another-pass-1',
    });
    assert.equal(again.statusCode, 410);
    assert.equal(json(again).message, 'Code expired');
  });

  it('spends a code after five wrong tries: the sixth is refused even when right', async () => {
    const { email } = await f.account(1, { client_id: clientId });
    const token = String((await sendCode(email)).data.token);
    const code = await mailedCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) assert.equal((await post('verify_code', { token, code: wrongCode })).statusCode, 400);
    const sixth = await post('verify_code', { token, code });
    assert.equal(sixth.statusCode, 429);
    assert.equal(json(sixth).message, 'Too many attempts, please try again later.');
    const failed = (await f.logged('PasswordResetCodeFailed')).filter((e) => e.aggregate_id === hashToken(token));
    assert.equal(failed.length, 5);
  });

  it('never verifies a ticket for nobody, and answers an unknown ticket Invalid code', async () => {
    const token = String((await sendCode(freshEmail('ghost'))).data.token);
    for (const code of ['000000', '123456']) {
      assert.equal(json(await post('verify_code', { token, code })).message, 'Invalid code');
    }
    const unknown = await post('verify_code', { token: 'never-issued', code: '123456' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(json(unknown).message, 'Invalid code');
  });

  it('answers bad input 400 naming the field, appending nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['send_code', { username: 'not-an-email' }, 'username'],
      ['send_code', {}, 'username'],
      ['verify_code', { token: 't', code: '12345' }, 'code'],
      ['verify_code', { token: 't', code: '12a456' }, 'code'],
      ['verify_code', { code: '123456' }, 'token'],
      ['save_password', { token: 't', password: 'long-enough-1' }, 'confirm_password'],
    ];
    for (const [url, body, field] of cases) {
      const before = await f.lastSeq();
      const res = await post(url, body);
      assert.equal(res.statusCode, 400, `${url} ${JSON.stringify(body)}: ${res.body}`);
      assert.equal(json(res).data.field, field);
      assert.ok(json(res).message.includes(field), json(res).message);
      assert.equal(await f.lastSeq(), before);
    }
  });

  it('answers a code after its 15 minutes 410 Code expired', async () => {
    const { email } = await f.account(1, { client_id: clientId });
    const token = String((await sendCode(email)).data.token);
    const code = await mailedCode(email);
    f.advance(15 * 60_000);
    const res = await post('verify_code', { token, code });
    assert.equal(res.statusCode, 410);
    assert.equal(json(res).message, 'Code expired');
  });
});
