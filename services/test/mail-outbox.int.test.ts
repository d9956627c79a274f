import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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
import { jetstream } from '@nats-io/jetstream';
import { sql } from 'kysely';
import { ResetCodes } from '../src/application/user/reset-codes.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { MAIL_OUTBOX_SCHEMA, MailOutbox } from '../src/mail/mail-outbox.ts';
import type { Mailer, MailMessage } from '../src/mail/mailer.ts';
import { type IdentityServices, json, openIdentityServices } from './support/identity-fixtures.ts';
import { until } from './support/test-client.ts';

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

describe('the mail outbox', () => {
  let f: IdentityServices;
  let clientId: string;
  const running: MailOutbox[] = [];
  before(async () => {
    // the app's own outbox stays off: this test runs the instances it counts
    f = await openIdentityServices({ identity: { mailOutbox: false } });
    clientId = (await f.client()).id;
  });
  after(async () => {
    for (const o of running) await o.stop();
    await f.close();
  });

  const outbox = (mailer: Mailer) => {
    const o = new MailOutbox({
      nc: f.env.nc,
      names: f.env.names,
      registry: f.deps.store.registry,
      db: f.deps.db,
      mailer,
      codes: new ResetCodes({ nc: f.env.nc, names: f.env.names }),
      from: 'gamepod <no-reply@gamepod.local>',
      retryMs: 100,
    }).start();
    running.push(o);
    return o;
  };
  const requestCode = async (email: string) => {
    const res = await f.post('/api/v1/user/reset-pass/send_code', { username: email });
    assert.equal(res.statusCode, 200, res.body);
    return String(json(res).data.token);
  };
  const sentRows = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${MAIL_OUTBOX_SCHEMA}.sent_mail`)}`.execute(
        f.deps.db,
      )
    ).rows[0]?.n;

  it('mails each reset once, though two instances share the work', async () => {
    const [a, b] = [new CountingMailer(), new CountingMailer()];
    outbox(a);
    outbox(b);
    const accounts = await Promise.all([1, 2, 3, 4].map(() => f.account(1, { client_id: clientId })));
    for (const { email } of accounts) await requestCode(email);
    await until('four mails', () => a.sent.length + b.sent.length >= 4);
    await new Promise((r) => setTimeout(r, 300));
    const all = [...a.sent, ...b.sent];
    assert.equal(all.length, 4);
    assert.deepEqual(all.map((m) => m.to).sort(), accounts.map((x) => x.email).sort());
    assert.equal(new Set(all.map((m) => m.messageId)).size, 4);
    assert.equal(await sentRows(), 4);
    for (const o of running.splice(0)) await o.stop();
  });

  it('tries a failed send again, and a restarted outbox sends nothing twice', async () => {
    const flaky = new CountingMailer();
    flaky.failNext = 2;
    const first = outbox(flaky);
    const { email } = await f.account(1, { client_id: clientId });
    const token = await requestCode(email);
    await until('the retried mail', () => flaky.sent.length >= 1, 15_000);
    assert.equal(flaky.failNext, 0);
    await first.stop();

    const fresh = new CountingMailer();
    const second = outbox(fresh);
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(fresh.sent, [], 'a restart mailed again');

    const [event] = (await f.logged('PasswordResetRequested')).filter((e) => e.aggregate_id === hashToken(token));
    assert.ok(event);
    assert.equal(await second.deliver(event as unknown as Parameters<MailOutbox['deliver']>[0]), 'skipped');
    assert.deepEqual(fresh.sent, []);
    assert.equal(flaky.sent.length, 1);
    assert.equal(await sentRows(), 5);
  });

  it('skips a message on the reset subjects that it cannot read, and mails the request after it', async () => {
    // this outbox alone takes what follows
    for (const o of running.splice(0)) await o.stop();
    const mailer = new CountingMailer();
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
    outbox(mailer);
    await until('the mail behind the refused messages', () => mailer.sent.some((m) => m.to === email), 15_000);
    for (const o of running.splice(0)) await o.stop();
  });

  it('sends nothing for a request that names no account, or whose code has expired', async () => {
    const mailer = new CountingMailer();
    const o = outbox(mailer);
    const base = {
      seq: 1,
      index: 0,
      subject: 'x',
      aggregate: 'password_reset',
      aggregate_id: 'a'.repeat(64),
      type: 'PasswordResetRequested',
      metadata: { event_id: 'e-1' } as StoredEvent['metadata'],
    };
    const expires_at = new Date(Date.now() + 60_000).toISOString();
    const nobody = { ...base, data: { user_id: null, email: null, code_hash: 'b'.repeat(64), expires_at } };
    const stale = {
      ...base,
      data: { user_id: 'u', email: 'x@example.com', code_hash: 'b'.repeat(64), expires_at: new Date(0).toISOString() },
    };
    const forgotten = {
      ...base,
      data: { user_id: 'u', email: 'x@example.com', code_hash: 'b'.repeat(64), expires_at },
    };
    for (const e of [nobody, stale, forgotten]) assert.equal(await o.deliver(e), 'skipped');
    assert.deepEqual(mailer.sent, []);
  });
});
