import { readFileSync } from 'node:fs';
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

/** `1`/`true`/`yes` → true, `0`/`false`/`no` → false, unset → undefined (the mailer's default). */
function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be 1 or 0, not ${value}`);
}

/**
 * The mailer the environment asks for: SMTP when SMTP_URL is set (`smtp://user:pass@host:587`
 * with STARTTLS, `smtps://…:465` with TLS from the start), else .eml files under
 * `<GP_DATA_DIR or .data>/mail`. MAIL_FROM sets the sender. SMTP_REQUIRE_TLS=0 lets a
 * password cross without STARTTLS (a relay on the local network); SMTP_CA_FILE names PEM
 * certificates to trust besides the system's.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env, log?: MailLog): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) {
    const requireTls = flag('SMTP_REQUIRE_TLS', env.SMTP_REQUIRE_TLS);
    return new SmtpMailer({
      url: env.SMTP_URL,
      from,
      ...(requireTls === undefined ? {} : { requireTls }),
      ...(env.SMTP_CA_FILE ? { ca: readFileSync(env.SMTP_CA_FILE, 'utf8') } : {}),
    });
  }
  return new LocalMailer(localMailDir(env), log);
}

/** The sender address our mail writes in From, from the same environment. */
export function mailFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
}
