import { join } from 'node:path';
import { LocalMailer } from './local-mailer.ts';
import type { Mailer } from './mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

type MailLog = { info(obj: object, msg: string): void };

export const DEFAULT_MAIL_FROM = 'gamepod <no-reply@gamepod.local>';

/** The LocalMailer's directory: `<GP_DATA_DIR or ./.data>/mail`. */
export function localMailDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.GP_DATA_DIR ?? join(process.cwd(), '.data'), 'mail');
}

/**
 * The mailer the environment asks for: SMTP when SMTP_URL is set (`smtp://user:pass@host:587`,
 * `smtps://…`), else .eml files under `<GP_DATA_DIR or .data>/mail`. MAIL_FROM sets the sender.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env, log?: MailLog): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) return new SmtpMailer({ url: env.SMTP_URL, from });
  return new LocalMailer(localMailDir(env), log);
}

/** The sender address our mail writes in From, from the same environment. */
export function mailFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
}
