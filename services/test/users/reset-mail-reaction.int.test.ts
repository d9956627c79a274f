import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import {
  buildEnvelopes,
  catalogue,
  encodeCommit,
  PasswordResetRequested,
  type StoredEvent,
  SYSTEM_ACTOR,
  UniqueValueClaimed,
  uuidv7,
} from '@gamepod/events';
import {
  listDeadLetters,
  ReactionsRuntime,
  reactionConsumer,
  reactionContext,
  reactionSchema,
  requestDeadLetterRetry,
  timerIntents,
} from '@gamepod/log-runtime';
import { jetstream } from '@nats-io/jetstream';
import { simpleParser } from 'mailparser';
import { type MailBrands, PRODUCT_BRAND } from '../../src/mail/mail-brand.ts';
import type { Mailer, MailMessage } from '../../src/mail/mailer.ts';
import { SmtpMailer } from '../../src/mail/smtp-mailer.ts';
import { ResetCodes } from '../../src/users/application/reset-codes.ts';
import { resetMail } from '../../src/users/reactions/reset-mail.reaction.ts';
import { type IdentityServices, openIdentityServices } from '../support/identity-fixtures.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';

/** A mailer that remembers what it was given, and can be told to fail its next sends. */
class CountingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = 0;
  readonly describe = 'memory';
  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('the mail server is down');
    }
    this.sent.push(message);
  }
}

describe('the reset mail reaction', () => {
  let f: IdentityServices;
  let clientId: string;
  const running: ReactionsRuntime[] = [];
  before(async () => {
    // the app runs no reactions of its own: this test runs the instances it counts
    f = await openIdentityServices({ reactions: { run: false } });
    clientId = (await f.client()).id;
  });
  afterEach(async () => {
    for (const r of running.splice(0)) await r.stop();
  });
  after(() => f.close());

  /** Every venue is the product here: the brand's own lookup has its test beside the mail's. */
  const brands: MailBrands = { forClient: async () => PRODUCT_BRAND };
  const reactionFor = (mailer: Mailer) =>
    resetMail({
      db: f.deps.db,
      brands,
      mailer,
      mailFrom: 'gamepod <no-reply@gamepod.local>',
      resetCodes: new ResetCodes({ nc: f.env.nc, names: f.env.names }),
      clock: f.now,
    });
  /** One services instance's reactions: the reset mail alone. */
  const instance = async (mailer: Mailer) => {
    const runtime = new ReactionsRuntime({
      reactions: [reactionFor(mailer)],
      nc: f.env.nc,
      db: f.deps.db,
      names: f.env.names,
      registry: f.deps.store.registry,
      clock: f.now,
      retry: { attempts: 3, delayMs: 20 },
      standbyRetryMs: 100,
      fireTimers: false,
    });
    running.push(runtime);
    await runtime.prepare();
    return runtime.start();
  };
  const requestCode = async (email: string) => {
    const res = await f.post('/api/v1/user/reset-pass/send_code', { username: email });
    assert.equal(res.statusCode, 200, res.body);
  };
  const letters = () => listDeadLetters(f.deps.db, reactionSchema('reset_mail'));
  /** The leading instance has handled every reset request appended so far. */
  const caughtUp = async () => {
    const jsm = await f.deps.store.jsm();
    await eventually('the reaction to catch up', async () => {
      const c = await jsm.consumers.info(f.env.names.eventsStream, reactionConsumer('reset_mail')).catch(() => null);
      return c !== null && c.num_pending === 0 && c.num_ack_pending === 0;
    });
  };

  it('mails each reset once, though two instances run it', async () => {
    const [a, b] = [new CountingMailer(), new CountingMailer()];
    const first = await instance(a);
    const second = await instance(b);
    const accounts = await Promise.all([1, 2, 3, 4].map(() => f.account(1, { client_id: clientId })));
    for (const { email } of accounts) await requestCode(email);
    await eventually('four mails', () => a.sent.length + b.sent.length >= 4);
    await caughtUp();
    assert.deepEqual(
      [first, second].map((r) => r.workers[0]?.state).sort(),
      ['running', 'standby'],
      'one instance leads, the other stands by',
    );
    const all = [...a.sent, ...b.sent];
    assert.equal(all.length, 4);
    assert.deepEqual(all.map((m) => m.to).sort(), accounts.map((x) => x.email).sort());
    assert.equal(new Set(all.map((m) => m.messageId)).size, 4);
  });

  it('tries a failed send again, and a restarted instance sends nothing twice', async () => {
    const flaky = new CountingMailer();
    flaky.failNext = 2;
    const first = await instance(flaky);
    const { email } = await f.account(1, { client_id: clientId });
    await requestCode(email);
    await eventually('the retried mail', () => flaky.sent.length >= 1);
    assert.equal(flaky.failNext, 0);
    await caughtUp();
    await first.stop();

    const fresh = new CountingMailer();
    const restarted = await instance(fresh);
    await eventually('the restarted instance to lead', () => restarted.workers[0]?.state === 'running');
    await caughtUp();
    assert.deepEqual(fresh.sent, [], 'a restart mailed again');
    assert.equal(flaky.sent.length, 1);
    assert.deepEqual(await letters(), []);
  });

  it('sets a send that keeps failing aside, and sends it when ops ask', async () => {
    const down = new CountingMailer();
    down.failNext = 3;
    const runtime = await instance(down);
    const { email } = await f.account(1, { client_id: clientId });
    await requestCode(email);
    await caughtUp();
    const [letter, ...more] = await letters();
    assert.equal(more.length, 0);
    assert.equal(letter?.stage, 'apply');
    assert.match(letter?.error ?? '', /the mail server is down/);
    assert.equal(down.sent.length, 0);

    assert.equal(await requestDeadLetterRetry(f.deps.db, 'reset_mail'), 1);
    assert.equal(await runtime.timers.fireDue(), 1);
    assert.deepEqual(
      down.sent.map((m) => m.to),
      [email],
    );
    assert.deepEqual(await letters(), []);
  });

  describe('with a real SMTP server (STARTTLS and AUTH)', () => {
    let smtp: SmtpTestServer;
    before(async () => {
      smtp = await startSmtpTestServer();
    });
    after(() => smtp.close());

    it('sets aside a mail the server refuses to authenticate or hangs up on, and goes on to the next', async () => {
      const mailer = new SmtpMailer({
        url: `smtp://${encodeURIComponent('mailer@venue.test')}:${encodeURIComponent('right password')}@127.0.0.1:${smtp.port}`,
        from: 'gamepod <no-reply@gamepod.local>',
        ca: smtp.ca,
        timeoutMs: 5_000,
      });
      await instance(mailer);
      const lettersBefore = (await letters()).length;
      const [rotated, dropped, fine] = await Promise.all([1, 2, 3].map(() => f.account(1, { client_id: clientId })));
      if (!rotated || !dropped || !fine) throw new Error('three accounts were made');

      // the provider's password changed under us: AUTH fails with 535
      smtp.password = 'rotated password';
      await requestCode(rotated.email);
      await caughtUp();
      await eventually('the refused login set aside', async () => (await letters()).length === lettersBefore + 1);
      smtp.password = 'right password';

      // the server goes away in the middle of the session
      smtp.mode = 'drop';
      await requestCode(dropped.email);
      await caughtUp();
      await eventually('the dropped send set aside', async () => (await letters()).length === lettersBefore + 2);
      smtp.mode = 'accept';

      await requestCode(fine.email);
      await eventually('the next mail delivered', () => smtp.received.some((m) => m.to.includes(fine.email)));
      assert.deepEqual(
        smtp.received.map((m) => m.to),
        [[fine.email]],
        'only the last mail arrived',
      );
      const set = (await letters()).slice(-2);
      assert.match(set[0]?.error ?? '', /EAUTH/);
      assert.match(set[1]?.error ?? '', /SMTP E/);
      const delivered = await simpleParser(smtp.received[0]?.raw ?? '');
      assert.match(delivered.text ?? '', /Your password reset code is [0-9]{6}\./);
      assert.equal(typeof delivered.html, 'string', 'the mail has an HTML part');
      assert.equal(smtp.received[0]?.secure, true);
    });
  });

  it('sends nothing for a request that names no account, or whose code has expired or is gone', async () => {
    const mailer = new CountingMailer();
    const reaction = reactionFor(mailer);
    const base = {
      seq: 1,
      index: 0,
      subject: 'x',
      aggregate: 'password_reset',
      aggregate_id: 'a'.repeat(64),
      type: 'PasswordResetRequested',
      metadata: { event_id: 'e-1' } as StoredEvent['metadata'],
    };
    const expires_at = new Date(f.now().getTime() + 60_000).toISOString();
    const nobody = { ...base, data: { user_id: null, email: null, code_hash: 'b'.repeat(64), expires_at } };
    const stale = {
      ...base,
      data: { user_id: 'u', email: 'x@example.com', code_hash: 'b'.repeat(64), expires_at: new Date(0).toISOString() },
    };
    const forgotten = {
      ...base,
      data: { user_id: 'u', email: 'x@example.com', code_hash: 'b'.repeat(64), expires_at },
    };
    const ctx = reactionContext(reaction, f.now(), timerIntents(1).writer);
    await reaction.handle([nobody, stale, forgotten], ctx);
    assert.deepEqual(mailer.sent, []);
  });

  it('skips a message on the reset subjects that it cannot read, and mails the request after it', async () => {
    const mailer = new CountingMailer();
    await instance(mailer);
    const setAsideBefore = (await letters()).length;
    const { email } = await f.account(1, { client_id: clientId });
    const subject = `${f.env.names.prefix}.evt.${PasswordResetRequested.aggregate}.${'c'.repeat(64)}`;
    // bytes that are no commit, then a commit of another aggregate's event: no reader takes either
    await jetstream(f.env.nc).publish(subject, new TextEncoder().encode('\u0000not json'), { msgID: uuidv7() });
    const misplaced = buildEnvelopes(
      catalogue,
      [UniqueValueClaimed.of({ kind: 'email', owner_aggregate: 'user', owner_id: 'x' })],
      { actor: SYSTEM_ACTOR },
      new Date(),
    );
    await jetstream(f.env.nc).publish(subject, encodeCommit(misplaced), { msgID: uuidv7() });
    await requestCode(email);
    await eventually('the mail behind the refused messages', () => mailer.sent.some((m) => m.to === email), {
      timeoutMs: 15_000,
    });
    // runs last: the two refused messages stay set aside, where ops see them (the batch that
    // mails may commit its set-aside message a moment after the mail goes)
    await eventually('both refused messages set aside', async () => (await letters()).length === setAsideBefore + 2);
    assert.equal((await letters()).length, setAsideBefore + 2);
  });
});
