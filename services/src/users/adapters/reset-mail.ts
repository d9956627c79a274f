import { brandedMail } from '../../mail/branded-mail.ts';
import type { MailBrand } from '../../mail/mail-brand.ts';
import { mailsTo } from '../../mail/mailbox.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export const RESET_SUBJECT = 'Your gamepod password reset code';
const CODE_LINE = 'Your password reset code is';
const CODE_IN_BODY = new RegExp(`${CODE_LINE} ([0-9]{6})`);

/** The password reset mail, in the venue's brand: the code, how long it lives, and what to do if it was not you. */
export function composeResetMail(args: {
  readonly brand: MailBrand;
  readonly from: string;
  readonly to: string;
  readonly code: string;
  readonly eventId: string;
  readonly expiresAt: Date;
  readonly now: Date;
}): MailMessage {
  const minutes = Math.max(1, Math.round((args.expiresAt.getTime() - args.now.getTime()) / 60_000));
  return brandedMail({
    brand: args.brand,
    from: args.from,
    to: args.to,
    subject: RESET_SUBJECT,
    messageId: `${args.eventId}@gamepod`,
    date: args.now,
    blocks: [
      { kind: 'code', label: CODE_LINE, code: args.code },
      { kind: 'paragraph', text: `Enter it on the Gamepod within ${minutes} minutes to choose a new password.` },
      {
        kind: 'paragraph',
        text: 'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
      },
    ],
  });
}

/**
 * The code in the newest password reset mail to `email` in a LocalMailer directory, or null
 * when there is none: for tests and browser tests that read the mail the way a person would.
 *
 * @example const code = await readLatestResetCode(join(dataDir, 'mail'), 'player@demo.test');
 */
export async function readLatestResetCode(mailDir: string, email: string): Promise<string | null> {
  for (const mail of await mailsTo(mailDir, email)) {
    if (mail.headers.get('subject') !== RESET_SUBJECT) continue;
    const code = CODE_IN_BODY.exec(mail.body)?.[1];
    if (code) return code;
  }
  return null;
}
