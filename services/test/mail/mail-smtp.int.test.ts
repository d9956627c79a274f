import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isConnectionError } from '@gamepod/log-runtime';
import { simpleParser } from 'mailparser';
import { brandedMail } from '../../src/mail/branded-mail.ts';
import type { MailMessage } from '../../src/mail/mailer.ts';
import { SmtpError, SmtpMailer } from '../../src/mail/smtp-mailer.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';

// a 1×1 transparent PNG: the venue's logo
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const message: MailMessage = brandedMail({
  brand: { name: 'Arcade <North> & Co', logo: { bytes: LOGO, content_type: 'image/png' } },
  from: 'ignored <ignored@example.com>',
  to: 'Pat <pat@example.com>',
  subject: 'Your gamepod password reset code',
  messageId: 'event-1@gamepod',
  date: new Date('2026-12-01T12:00:00Z'),
  blocks: [
    { kind: 'code', label: 'Your password reset code is', code: '042917' },
    { kind: 'paragraph', text: '.a line that starts with a dot' },
  ],
});

const urlFor = (s: SmtpTestServer, password: string, scheme = 'smtp') =>
  `${scheme}://${encodeURIComponent('mailer@venue.test')}:${encodeURIComponent(password)}@127.0.0.1:${s.port}`;

describe('the SMTP mailer, against a real SMTP server', () => {
  let starttls: SmtpTestServer;
  let implicit: SmtpTestServer;
  let plainOnly: SmtpTestServer;
  before(async () => {
    [starttls, implicit, plainOnly] = await Promise.all([
      startSmtpTestServer(),
      startSmtpTestServer({ implicitTls: true }),
      startSmtpTestServer({ offerStartTls: false }),
    ]);
  });
  after(async () => {
    await Promise.all([starttls.close(), implicit.close(), plainOnly.close()]);
  });

  it('upgrades with STARTTLS, authenticates, and the branded message arrives whole with its HTML part and logo', async () => {
    const mailer = new SmtpMailer({
      url: urlFor(starttls, 'right password'),
      from: 'gamepod <no-reply@gamepod.local>',
      ca: starttls.ca,
      helo: 'services.test',
    });
    assert.equal(mailer.describe, `SMTP smtp://127.0.0.1:${starttls.port} (STARTTLS required)`);
    await mailer.send(message);
    const [got] = starttls.received;
    assert.ok(got);
    assert.equal(got.secure, true, 'the message crossed after STARTTLS');
    assert.equal(got.user, 'mailer@venue.test');
    assert.equal(got.from, 'no-reply@gamepod.local');
    assert.deepEqual(got.to, ['pat@example.com']);
    const parsed = await simpleParser(got.raw, { skipImageLinks: true });
    assert.equal(parsed.messageId, '<event-1@gamepod>');
    assert.equal(parsed.subject, 'Your gamepod password reset code');
    assert.match(parsed.text ?? '', /Your password reset code is 042917\./);
    assert.match(parsed.text ?? '', /\n\.a line that starts with a dot\n/);
    assert.match(parsed.text ?? '', /Arcade <North> & Co\s*$/);
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    assert.match(html, /042917/);
    assert.match(html, /<img src="cid:venue-logo@gamepod" alt="Arcade &lt;North&gt; &amp; Co"/);
    assert.doesNotMatch(html, /<North>/, 'the venue name is escaped in HTML');
    const [logo, ...others] = parsed.attachments;
    assert.equal(others.length, 0);
    assert.equal(logo?.contentId, '<venue-logo@gamepod>');
    assert.equal(logo?.contentType, 'image/png');
    assert.deepEqual(logo?.content, LOGO);
  });

  it('speaks TLS from the first byte on smtps://', async () => {
    const mailer = new SmtpMailer({
      url: urlFor(implicit, 'right password', 'smtps'),
      from: 'a@b.test',
      ca: implicit.ca,
    });
    assert.equal(mailer.describe, `SMTP smtps://127.0.0.1:${implicit.port} (TLS)`);
    await mailer.send(message);
    assert.equal(implicit.received.length, 1);
    assert.equal(implicit.received[0]?.secure, true);
  });

  it('fails with EAUTH and 535 on a wrong password, and sends nothing', async () => {
    const before = starttls.received.length;
    const mailer = new SmtpMailer({ url: urlFor(starttls, 'wrong password'), from: 'a@b.test', ca: starttls.ca });
    await assert.rejects(
      mailer.send(message),
      (err: unknown) => err instanceof SmtpError && err.reason === 'EAUTH' && err.responseCode === 535,
    );
    assert.equal(starttls.received.length, before);
    assert.ok(starttls.refusedLogins() >= 1);
  });

  it('does not send a password to a server that offers no STARTTLS', async () => {
    const mailer = new SmtpMailer({ url: urlFor(plainOnly, 'right password'), from: 'a@b.test', ca: plainOnly.ca });
    await assert.rejects(mailer.send(message), SmtpError);
    assert.equal(plainOnly.refusedLogins(), 0, 'no AUTH was tried in clear');
    assert.equal(plainOnly.received.length, 0);
  });

  it('does not trust a certificate it was not given', async () => {
    const mailer = new SmtpMailer({ url: urlFor(starttls, 'right password'), from: 'a@b.test' });
    await assert.rejects(mailer.send(message), SmtpError);
  });

  it('fails, as a send and not as a database outage, when the server hangs up mid-session', async () => {
    starttls.mode = 'drop';
    try {
      const before = starttls.received.length;
      const mailer = new SmtpMailer({
        url: urlFor(starttls, 'right password'),
        from: 'a@b.test',
        ca: starttls.ca,
        timeoutMs: 5_000,
      });
      const err = await mailer.send(message).then(
        () => assert.fail('the send succeeded'),
        (e: unknown) => e,
      );
      assert.ok(err instanceof SmtpError, String(err));
      assert.equal(isConnectionError(err), false, 'the reactions runtime would stall on it as on an outage');
      assert.equal(starttls.received.length, before);
    } finally {
      starttls.mode = 'accept';
    }
  });

  it('fails when nothing listens, and refuses a URL that is not smtp', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const err = await new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.test' }).send(message).then(
      () => assert.fail('the send succeeded'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof SmtpError && /^E(CONNECTION|SOCKET)$/.test(err.reason), String(err));
    assert.equal(isConnectionError(err), false);
    assert.throws(() => new SmtpMailer({ url: 'http://example.com', from: 'a@b.test' }));
  });
});
