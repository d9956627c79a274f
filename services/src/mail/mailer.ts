/** One plain-text mail. */
export type MailMessage = {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
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

function header(name: string, value: string): string {
  // a CR or LF in a value would let it write headers of its own
  if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} holds a line break`);
  return `${name}: ${value}`;
}

/** RFC 5322's date: 'Sat, 21 Nov 2026 11:31:55 +0000'. */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/ GMT$/, ' +0000');
}

/**
 * The message as RFC 5322 text with CRLF line ends, ready for a .eml file or an SMTP DATA
 * block (dot-stuffing is the SMTP sender's job).
 */
export function renderMessage(m: MailMessage): string {
  const ascii = /^[\x20-\x7e\r\n\t]*$/.test(m.text);
  const headers = [
    header('From', m.from),
    header('To', m.to),
    header('Subject', m.subject),
    header('Date', rfc5322Date(m.date)),
    header('Message-ID', `<${m.messageId}>`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${ascii ? '7bit' : '8bit'}`,
  ];
  const body = m.text.replace(/\r\n|\r|\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}${body.endsWith('\r\n') ? '' : '\r\n'}`;
}
