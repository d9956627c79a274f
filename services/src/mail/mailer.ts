import MailComposer from 'nodemailer/lib/mail-composer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';

/** A file carried inside a mail and shown in its HTML part by `cid:` (the venue's logo). */
export type InlineImage = {
  readonly cid: string;
  readonly filename: string;
  readonly content_type: string;
  readonly bytes: Uint8Array;
};

/** One mail: the plain text, and optionally an HTML rendering of the same words with inline images. */
export type MailMessage = {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The same content as `text`, for mail clients that show HTML; every user-supplied value in it is escaped. */
  readonly html?: string;
  readonly inline?: readonly InlineImage[];
  /** Without the angle brackets: `<id>@gamepod`. A resend of the same event has the same id, so receivers can drop it. */
  readonly messageId: string;
  readonly date: Date;
};

/** Where mail goes: files on disk by default (LocalMailer), a real server with SMTP_URL (SmtpMailer). */
export interface Mailer {
  /** Hands the message on; resolves once the next hop accepted it. */
  send(message: MailMessage): Promise<void>;
  /** Where this mailer sends, for the start-up log: a directory or an SMTP host (no password). */
  readonly describe: string;
}

/** The bare address of 'Name <addr>' or 'addr'. */
export function addressOf(mailbox: string): string {
  const m = /<([^<>]+)>\s*$/.exec(mailbox);
  return (m?.[1] ?? mailbox).trim();
}

/** RFC 5322's date: 'Sat, 21 Nov 2026 11:31:55 +0000'. */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/ GMT$/, ' +0000');
}

/**
 * The message as nodemailer takes it. A CR or LF in a header value would let it write headers
 * of its own, so such a value is refused rather than cleaned.
 */
export function nodemailerMessage(m: MailMessage): SendMailOptions {
  for (const [name, value] of [
    ['From', m.from],
    ['To', m.to],
    ['Subject', m.subject],
    ['Message-ID', m.messageId],
  ] as const) {
    if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} holds a line break`);
  }
  return {
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.html === undefined ? {} : { html: m.html }),
    attachments: (m.inline ?? []).map((a) => ({
      cid: a.cid,
      filename: a.filename,
      contentType: a.content_type,
      content: Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength),
      contentDisposition: 'inline' as const,
    })),
    messageId: `<${m.messageId}>`,
    date: m.date,
    // CRLF throughout, as SMTP and .eml readers expect
    newline: '\r\n',
  };
}

/**
 * The message as RFC 5322 text with CRLF line ends (multipart/alternative when it has an HTML
 * part, multipart/related around it when it carries inline images), as nodemailer writes it.
 */
export async function renderMessage(m: MailMessage): Promise<string> {
  const built = await new MailComposer(nodemailerMessage(m)).compile().build();
  return built.toString('utf8');
}
