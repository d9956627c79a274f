import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { parseMessage } from '../../src/mail/mailbox.ts';
import type { MailMessage } from '../../src/mail/mailer.ts';
import { SmtpError, SmtpMailer } from '../../src/mail/smtp-mailer.ts';

/** What the stand-in server saw of one session. */
type Session = { commands: string[]; auth: string | null; from: string | null; to: string[]; data: string | null };

/**
 * A tiny SMTP server, enough to take one message per connection the way a real one does:
 * greeting, EHLO (offering AUTH PLAIN), AUTH, MAIL, RCPT, DATA (un-dot-stuffing), QUIT.
 * `refuse` makes RCPT TO answer 550.
 */
function standIn(opts: { refuse?: boolean } = {}): Promise<{ server: Server; port: number; sessions: Session[] }> {
  const sessions: Session[] = [];
  const server = createServer((socket: Socket) => {
    const session: Session = { commands: [], auth: null, from: null, to: [], data: null };
    sessions.push(session);
    let buffer = '';
    let dataLines: string[] | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 stand-in ESMTP ready');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let at = buffer.indexOf('\r\n');
      while (at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        at = buffer.indexOf('\r\n');
        if (dataLines) {
          if (line === '.') {
            session.data = dataLines.join('\r\n');
            dataLines = null;
            say('250 2.0.0 queued');
          } else dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        session.commands.push(line.split(' ')[0] ?? line);
        if (/^EHLO /i.test(line)) socket.write('250-stand-in greets you\r\n250-8BITMIME\r\n250 AUTH PLAIN\r\n');
        else if (/^AUTH PLAIN /i.test(line)) {
          session.auth = Buffer.from(line.slice(11), 'base64').toString('utf8');
          say('235 2.7.0 authenticated');
        } else if (/^MAIL FROM:/i.test(line)) {
          session.from = line.slice(10);
          say('250 2.1.0 ok');
        } else if (/^RCPT TO:/i.test(line)) {
          session.to.push(line.slice(8));
          say(opts.refuse ? '550 5.1.1 no such mailbox' : '250 2.1.5 ok');
        } else if (/^DATA$/i.test(line)) {
          dataLines = [];
          say('354 end with <CRLF>.<CRLF>');
        } else if (/^QUIT$/i.test(line)) {
          say('221 2.0.0 bye');
          socket.end();
        } else say('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, sessions });
    });
  });
}

const message: MailMessage = {
  from: 'ignored <ignored@example.com>',
  to: 'Pat <pat@example.com>',
  subject: 'Your gamepod password reset code',
  text: 'Your password reset code is 042917.\n.a line that starts with a dot\n.\nbye',
  messageId: 'event-1@gamepod',
  date: new Date('2026-12-01T12:00:00Z'),
};

describe('the SMTP mailer', () => {
  let accepting: Awaited<ReturnType<typeof standIn>>;
  let refusing: Awaited<ReturnType<typeof standIn>>;
  before(async () => {
    [accepting, refusing] = await Promise.all([standIn(), standIn({ refuse: true })]);
  });
  after(() => {
    accepting.server.close();
    refusing.server.close();
  });

  it('speaks EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA and QUIT, and the message arrives whole', async () => {
    const mailer = new SmtpMailer({
      url: `smtp://mailer%40venue:p%40ss word@127.0.0.1:${accepting.port}`,
      from: 'gamepod <no-reply@gamepod.local>',
      helo: 'services.test',
    });
    assert.equal(mailer.describe, `SMTP smtp://127.0.0.1:${accepting.port}`);
    await mailer.send(message);
    const [session] = accepting.sessions;
    assert.deepEqual(session?.commands, ['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
    assert.equal(session?.auth, '\u0000mailer@venue\u0000p@ss word');
    assert.equal(session?.from, '<no-reply@gamepod.local>');
    assert.deepEqual(session?.to, ['<pat@example.com>']);
    const { headers, body } = parseMessage(session?.data ?? '');
    assert.equal(headers.get('from'), 'gamepod <no-reply@gamepod.local>');
    assert.equal(headers.get('to'), 'Pat <pat@example.com>');
    assert.equal(headers.get('message-id'), '<event-1@gamepod>');
    assert.equal(body, 'Your password reset code is 042917.\n.a line that starts with a dot\n.\nbye');
  });

  it('skips AUTH when the URL names no user', async () => {
    const before = accepting.sessions.length;
    await new SmtpMailer({ url: `smtp://127.0.0.1:${accepting.port}`, from: 'a@b.test' }).send(message);
    assert.deepEqual(accepting.sessions[before]?.commands, ['EHLO', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
  });

  it('fails with the server’s code when it refuses the recipient', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${refusing.port}`, from: 'a@b.test' });
    await assert.rejects(mailer.send(message), (err: unknown) => err instanceof SmtpError && err.code === 550);
  });

  it('fails when nothing listens, and refuses a URL that is not smtp', async () => {
    const closed = await standIn();
    const port = closed.port;
    await new Promise((r) => closed.server.close(r));
    await assert.rejects(new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.test' }).send(message));
    assert.throws(() => new SmtpMailer({ url: 'http://example.com', from: 'a@b.test' }));
  });
});
