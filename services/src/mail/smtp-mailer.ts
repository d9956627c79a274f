import { connect as connectTcp, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as connectTls } from 'node:tls';
import { addressOf, type Mailer, type MailMessage, renderMessage } from './mailer.ts';

/** The server said no, or went away: `code` is its reply code (0 when there was none). */
export class SmtpError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'SmtpError';
    this.code = code;
  }
}

export type SmtpOptions = {
  /** `smtp://[user:password@]host[:port]` (plain, port 25) or `smtps://…` (TLS from the start, port 465). */
  readonly url: string;
  /** The From header; its address is the envelope sender. */
  readonly from: string;
  /** The name EHLO gives; this host's name by default. */
  readonly helo?: string;
  /** Per reply. */
  readonly timeoutMs?: number;
};

type Reply = { readonly code: number; readonly text: string };

/** Reads SMTP replies off a socket: one `Reply` per (possibly multi-line, `250-…`) answer. */
class ReplyReader {
  #buffer = '';
  #lines: string[] = [];
  #wake: (() => void) | undefined;
  #failure: Error | undefined;

  constructor(socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let at = this.#buffer.indexOf('\r\n');
      while (at >= 0) {
        this.#lines.push(this.#buffer.slice(0, at));
        this.#buffer = this.#buffer.slice(at + 2);
        at = this.#buffer.indexOf('\r\n');
      }
      this.#wake?.();
    });
    const fail = (err: Error) => {
      this.#failure ??= err;
      this.#wake?.();
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new SmtpError(0, 'the SMTP server closed the connection')));
  }

  async next(timeoutMs: number): Promise<Reply> {
    const text: string[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.#lines.shift();
      if (line !== undefined) {
        const m = /^([0-9]{3})([ -])(.*)$/.exec(line);
        if (!m) throw new SmtpError(0, `not an SMTP reply: ${line.slice(0, 80)}`);
        text.push(m[3] ?? '');
        if (m[2] === ' ') return { code: Number(m[1]), text: text.join('\n') };
        continue;
      }
      if (this.#failure) throw this.#failure;
      const left = deadline - Date.now();
      if (left <= 0) throw new SmtpError(0, 'the SMTP server did not answer in time');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }
}

/** RFC 5321 §4.5.2: a line starting with '.' gets one more, so it is not taken for the end. */
export function dotStuff(message: string): string {
  return message.replace(/(^|\r\n)\./g, '$1..');
}

/**
 * Sends mail to an SMTP server over `node:net` (or `node:tls` for smtps): EHLO, AUTH PLAIN
 * when the URL has a user, MAIL FROM, RCPT TO, DATA, QUIT. One connection per message: the
 * reset mail sends a handful a minute, and a fresh connection never finds a stale one.
 * (STARTTLS is not spoken: use smtps:// or a relay on the local network.)
 */
export class SmtpMailer implements Mailer {
  readonly #url: URL;
  readonly #from: string;
  readonly #helo: string;
  readonly #timeoutMs: number;

  constructor(opts: SmtpOptions) {
    this.#url = new URL(opts.url);
    if (this.#url.protocol !== 'smtp:' && this.#url.protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${this.#url.protocol}`);
    }
    this.#from = opts.from;
    this.#helo = opts.helo ?? hostname();
    this.#timeoutMs = opts.timeoutMs ?? 30_000;
  }

  get #tls(): boolean {
    return this.#url.protocol === 'smtps:';
  }

  get describe(): string {
    return `SMTP ${this.#url.protocol}//${this.#url.hostname}:${this.#port}`;
  }

  get #port(): number {
    return this.#url.port ? Number(this.#url.port) : this.#tls ? 465 : 25;
  }

  #open(): Promise<Socket> {
    const host = this.#url.hostname.replace(/^\[|\]$/g, '');
    return new Promise((resolve, reject) => {
      const socket = this.#tls
        ? connectTls({ host, port: this.#port, servername: host }, () => resolve(socket))
        : connectTcp({ host, port: this.#port }, () => resolve(socket));
      socket.once('error', reject);
      socket.setTimeout(this.#timeoutMs, () => socket.destroy(new SmtpError(0, 'SMTP connection timed out')));
    });
  }

  async send(message: MailMessage): Promise<void> {
    const socket = await this.#open();
    const replies = new ReplyReader(socket);
    const expect = async (codes: readonly number[], what: string) => {
      const reply = await replies.next(this.#timeoutMs);
      if (!codes.includes(reply.code)) throw new SmtpError(reply.code, `SMTP ${what}: ${reply.code} ${reply.text}`);
      return reply;
    };
    const command = async (line: string, codes: readonly number[], what = line.split(' ')[0] ?? line) => {
      socket.write(`${line}\r\n`);
      return expect(codes, what);
    };
    try {
      await expect([220], 'greeting');
      await command(`EHLO ${this.#helo}`, [250]);
      if (this.#url.username) {
        const user = decodeURIComponent(this.#url.username);
        const password = decodeURIComponent(this.#url.password);
        const plain = Buffer.from(`\u0000${user}\u0000${password}`, 'utf8').toString('base64');
        await command(`AUTH PLAIN ${plain}`, [235], 'AUTH');
      }
      await command(`MAIL FROM:<${addressOf(this.#from)}>`, [250], 'MAIL FROM');
      await command(`RCPT TO:<${addressOf(message.to)}>`, [250, 251], 'RCPT TO');
      await command('DATA', [354]);
      socket.write(`${dotStuff(renderMessage({ ...message, from: this.#from }))}.\r\n`);
      await expect([250], 'message');
      // the message is accepted: a server that hangs up instead of saying goodbye changes nothing
      await command('QUIT', [221]).catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}
