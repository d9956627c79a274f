import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Mailer, type MailMessage, renderMessage } from './mailer.ts';

type MailLog = { info(obj: object, msg: string): void };

/**
 * The default mailer: each message becomes an RFC 5322 `.eml` file (written by nodemailer, as
 * SMTP would carry it, HTML part and inline logo included)
 * in `dir` (any mail client opens one), and one log line says where it went. Files are
 * named by date, so a directory listing is in sending order.
 */
export class LocalMailer implements Mailer {
  readonly dir: string;
  readonly #log: MailLog | undefined;

  constructor(dir: string, log?: MailLog) {
    this.dir = dir;
    this.#log = log;
  }

  get describe(): string {
    return `files in ${this.dir}`;
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = message.date.toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${message.messageId.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;
    const path = join(this.dir, name);
    // written aside and renamed, so a reader never sees half a message
    await writeFile(`${path}.part`, await renderMessage(message), 'utf8');
    await rename(`${path}.part`, path);
    this.#log?.info({ to: message.to, path }, `mail to ${message.to} written to ${path}`);
  }
}
