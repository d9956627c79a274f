import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandedMail } from '../../src/mail/branded-mail.ts';
import { PRODUCT_BRAND } from '../../src/mail/mail-brand.ts';
import { readMessage } from '../../src/mail/mailbox.ts';
import { addressOf, renderMessage, rfc5322Date } from '../../src/mail/mailer.ts';
import { composeReservationMail } from '../../src/reservations/adapters/reservation-mail.ts';
import { composeResetMail, RESET_SUBJECT } from '../../src/users/adapters/reset-mail.ts';

const now = new Date('2026-12-01T12:00:00Z');
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const venue = { name: 'Northside Arcade', logo: { bytes: LOGO, content_type: 'image/png' } };
const mail = composeResetMail({
  brand: venue,
  from: 'gamepod <no-reply@gamepod.local>',
  to: 'pat@example.com',
  code: '042917',
  eventId: '01938a2b-0000-7000-8000-000000000001',
  expiresAt: new Date(now.getTime() + 15 * 60_000),
  now,
});

describe('mail messages', () => {
  it('renders RFC 5322 with CRLF lines: the headers, a text part with the code and an HTML part', async () => {
    const text = await renderMessage(mail);
    assert.ok(!/[^\r]\n/.test(text), 'every line ends in CRLF');
    const { headers, body, html, inline } = await readMessage('reset.eml', text);
    assert.equal(headers.get('from'), 'gamepod <no-reply@gamepod.local>');
    assert.equal(headers.get('to'), 'pat@example.com');
    assert.equal(headers.get('subject'), RESET_SUBJECT);
    assert.equal(headers.get('date'), 'Tue, 01 Dec 2026 12:00:00 +0000');
    assert.equal(headers.get('message-id'), '<01938a2b-0000-7000-8000-000000000001@gamepod>');
    assert.equal(headers.get('mime-version'), '1.0');
    assert.match(headers.get('content-type') ?? '', /^multipart\/(alternative|related)/);
    assert.match(body, /Your password reset code is 042917\./);
    assert.match(body, /within 15 minutes/);
    assert.match(body, /Northside Arcade$/, 'the text is signed with the venue');
    assert.match(html ?? '', /042917/);
    assert.match(html ?? '', /within 15 minutes/);
    assert.match(html ?? '', /<img src="cid:venue-logo@gamepod" alt="Northside Arcade"/);
    assert.deepEqual(inline, [{ cid: 'venue-logo@gamepod', content_type: 'image/png', size: LOGO.length }]);
  });

  it('shows the venue name where it has no logo, and the product name where there is no venue', async () => {
    const plain = await readMessage('a.eml', await renderMessage(brandedMail({ ...base(), brand: PRODUCT_BRAND })));
    assert.match(plain.html ?? '', /<div style="[^"]*">gamepod<\/div>/);
    assert.deepEqual(plain.inline, []);
    assert.match(plain.body, /\ngamepod$/);
  });

  it('escapes every user-supplied value in the HTML part', async () => {
    const evil = '<script>alert(1)</script> "quoted" & \'single\'';
    const m = composeReservationMail({
      brand: { name: `Venue ${evil}`, logo: null },
      from: 'a@b.test',
      to: 'desk@lab.test',
      eventId: 'e-1',
      now,
      facts: {
        change: 'made',
        lab_name: `Lab ${evil}`,
        group_name: `Group ${evil}`,
        start: '12/01/2026 10:00 AM',
        end: '12/01/2026 11:00 AM',
        length: '1 hour',
        timezone: 'America/Chicago',
        pods: [`A1 ${evil}`],
        emails: ['x@y.test'],
      },
    });
    assert.doesNotMatch(m.html ?? '', /<script>/);
    assert.doesNotMatch(m.html ?? '', /"quoted"/);
    assert.equal(
      (m.html ?? '').split('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;').length -
        1,
      6,
    );
    assert.match(m.text, /Pods: {13}A1 <script>/, 'the text part says it as written');
  });

  it('refuses a header value with a line break (no header injection)', async () => {
    await assert.rejects(renderMessage({ ...mail, to: 'pat@example.com\r\nBcc: all@example.com' }));
    await assert.rejects(renderMessage({ ...mail, subject: 'Hi\nBcc: all@example.com' }));
  });

  it('reads addresses out of mailboxes and writes RFC 5322 dates', () => {
    assert.equal(addressOf('gamepod <no-reply@gamepod.local>'), 'no-reply@gamepod.local');
    assert.equal(addressOf(' pat@example.com '), 'pat@example.com');
    assert.equal(rfc5322Date(new Date('2026-01-05T08:09:10Z')), 'Mon, 05 Jan 2026 08:09:10 +0000');
  });
});

function base() {
  return {
    from: 'a@b.test',
    to: 'p@e.test',
    subject: 'Hello',
    messageId: 'm-1@gamepod',
    date: now,
    blocks: [{ kind: 'paragraph' as const, text: 'Hi there.' }],
  };
}
