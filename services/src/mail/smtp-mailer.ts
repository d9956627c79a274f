import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { addressOf, type Mailer, type MailMessage, nodemailerMessage } from './mailer.ts';

/**
 * The server said no, could not be reached, or went away. `responseCode` is its reply code
 * (0 when there was none) and `reason` nodemailer's code (EAUTH, ECONNECTION, ETIMEDOUT…).
 * The socket error is kept as text, not as a `cause`: a mail server that is down is not the
 * database going away, so the reactions runtime treats it as a failed send (tried again, then
 * set aside as a dead letter) and the reaction goes on to the next mail.
 */
export class SmtpError extends Error {
  readonly responseCode: number;
  readonly reason: string;
  constructor(responseCode: number, reason: string, message: string) {
    super(message);
    this.name = 'SmtpError';
    this.responseCode = responseCode;
    this.reason = reason;
  }
}

export type SmtpOptions = {
  /**
   * `smtp://[user:password@]host[:port]` (port 587 by default, upgraded with STARTTLS) or
   * `smtps://…` (TLS from the first byte, port 465).
   */
  readonly url: string;
  /** The From header; its address is the envelope sender. */
  readonly from: string;
  /**
   * Refuse to go on without STARTTLS on smtp:// (Microsoft 365 and Google Workspace require it).
   * Defaults to true when the URL carries a password, so a password never crosses in clear.
   */
  readonly requireTls?: boolean;
  /** PEM certificates to trust besides the system's: a relay with a private CA. */
  readonly ca?: string;
  /** The name EHLO gives; this host's name by default. */
  readonly helo?: string;
  /** Per connection, greeting and socket inactivity. */
  readonly timeoutMs?: number;
};

/**
 * Sends mail to an SMTP server with nodemailer: STARTTLS on smtp:// when the server offers it
 * (required when a password is sent), implicit TLS on smtps://, AUTH (PLAIN or LOGIN, as the
 * server offers) when the URL names a user. One connection per message: the reset mail sends a
 * handful a minute, and a fresh connection never finds a stale one.
 */
export class SmtpMailer implements Mailer {
  readonly #url: URL;
  readonly #from: string;
  readonly #options: SMTPTransport.Options;

  constructor(opts: SmtpOptions) {
    this.#url = new URL(opts.url);
    if (this.#url.protocol !== 'smtp:' && this.#url.protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${this.#url.protocol}`);
    }
    this.#from = opts.from;
    const secure = this.#url.protocol === 'smtps:';
    const user = decodeURIComponent(this.#url.username);
    const timeout = opts.timeoutMs ?? 30_000;
    const host = this.#url.hostname.replace(/^\[|\]$/g, '');
    this.#options = {
      host,
      port: this.#port,
      secure,
      requireTLS: !secure && (opts.requireTls ?? user !== ''),
      name: opts.helo ?? hostname(),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      ...(user ? { auth: { user, pass: decodeURIComponent(this.#url.password) } } : {}),
      // SNI names a host, never an address (RFC 6066)
      tls: { ...(isIP(host) ? {} : { servername: host }), ...(opts.ca ? { ca: opts.ca } : {}) },
    };
  }

  get describe(): string {
    const tls = this.#options.secure ? 'TLS' : this.#options.requireTLS ? 'STARTTLS required' : 'STARTTLS if offered';
    return `SMTP ${this.#url.protocol}//${this.#url.hostname}:${this.#port} (${tls})`;
  }

  get #port(): number {
    return this.#url.port ? Number(this.#url.port) : this.#url.protocol === 'smtps:' ? 465 : 587;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = createTransport(this.#options);
    try {
      await transport.sendMail({
        ...nodemailerMessage({ ...message, from: this.#from }),
        envelope: { from: addressOf(this.#from), to: [addressOf(message.to)] },
      });
    } catch (err) {
      const e = err as { responseCode?: unknown; code?: unknown; message?: unknown };
      const responseCode = typeof e.responseCode === 'number' ? e.responseCode : 0;
      const reason = typeof e.code === 'string' ? e.code : 'ESEND';
      throw new SmtpError(responseCode, reason, `SMTP ${reason}: ${String(e.message ?? err)}`);
    } finally {
      transport.close();
    }
  }
}
