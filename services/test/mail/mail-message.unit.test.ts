import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseMessage } from '../../src/mail/mailbox.ts';
import { addressOf, renderMessage, rfc5322Date } from '../../src/mail/mailer.ts';
import { dotStuff } from '../../src/mail/smtp-mailer.ts';
import { composeResetMail, RESET_SUBJECT } from '../../src/users/adapters/reset-mail.ts';

const now = new Date('2026-12-01T12:00:00Z');
const mail = composeResetMail({
  from: 'gamepod <no-reply@gamepod.local>',
  to: 'pat@example.com',
  code: '042917',
  eventId: '01938a2b-0000-7000-8000-000000000001',
  expiresAt: new Date(now.getTime() + 15 * 60_000),
  now,
});

describe('mail messages', () => {
  it('renders RFC 5322: CRLF lines, the headers, a blank line, the body with the code', () => {
    const text = renderMessage(mail);
    assert.ok(!/[^\r]\n/.test(text), 'every line ends in CRLF');
    const { headers, body } = parseMessage(text);
    assert.equal(headers.get('from'), 'gamepod <no-reply@gamepod.local>');
    assert.equal(headers.get('to'), 'pat@example.com');
    assert.equal(headers.get('subject'), RESET_SUBJECT);
    assert.equal(headers.get('date'), 'Tue, 01 Dec 2026 12:00:00 +0000');
    assert.equal(headers.get('message-id'), '<01938a2b-0000-7000-8000-000000000001@gamepod>');
    assert.equal(headers.get('mime-version'), '1.0');
    assert.equal(headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.match(body, /Your password reset code is 042917\./);
    assert.match(body, /within 15 minutes/);
  });

  it('refuses a header value with a line break (no header injection)', () => {
    assert.throws(() => renderMessage({ ...mail, to: 'pat@example.com\r\nBcc: all@example.com' }));
  });

  it('dot-stuffs lines that start with a dot, and reads addresses out of mailboxes', () => {
    assert.equal(dotStuff('.a\r\nb\r\n.\r\n..c'), '..a\r\nb\r\n..\r\n...c');
    assert.equal(addressOf('gamepod <no-reply@gamepod.local>'), 'no-reply@gamepod.local');
    assert.equal(addressOf(' pat@example.com '), 'pat@example.com');
    assert.equal(rfc5322Date(new Date('2026-01-05T08:09:10Z')), 'Mon, 05 Jan 2026 08:09:10 +0000');
  });
});
