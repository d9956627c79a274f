import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { addressOf } from './mailer.ts';

/** A message read back from a LocalMailer directory. */
export type StoredMail = {
  readonly file: string;
  /** As written, names lowercased; `subject` decoded. */
  readonly headers: ReadonlyMap<string, string>;
  /** The plain-text part, decoded. */
  readonly body: string;
  /** The HTML part, decoded; null when the mail has none. */
  readonly html: string | null;
  /** The inline images' content ids and types (the venue's logo). */
  readonly inline: ReadonlyArray<{ readonly cid: string; readonly content_type: string; readonly size: number }>;
};

/** Reads one stored message: its raw headers, and its parts decoded by mailparser. */
export async function readMessage(file: string, raw: string): Promise<StoredMail> {
  const { headers } = parseMessage(raw);
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  if (parsed.subject !== undefined) headers.set('subject', parsed.subject);
  return {
    file,
    headers,
    body: (parsed.text ?? '').replace(/\r\n/g, '\n').replace(/\n$/, ''),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    inline: parsed.attachments
      .filter((a) => a.contentId !== undefined)
      .map((a) => ({ cid: (a.contentId ?? '').replace(/^<|>$/g, ''), content_type: a.contentType, size: a.size })),
  };
}

/** Splits an RFC 5322 message into its headers (names lowercased, folded lines joined) and body. */
export function parseMessage(text: string): { headers: Map<string, string>; body: string } {
  const normal = text.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = end < 0 ? normal : normal.slice(0, end);
  const body = end < 0 ? '' : normal.slice(end + 2);
  const headers = new Map<string, string>();
  let last: string | undefined;
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The messages in a LocalMailer directory to `email` (any case), newest first. */
export async function mailsTo(mailDir: string, email: string): Promise<StoredMail[]> {
  const wanted = email.trim().toLowerCase();
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((n) => n.endsWith('.eml'));
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return [];
    throw err;
  }
  const found: StoredMail[] = [];
  for (const name of names.sort().reverse()) {
    const file = join(mailDir, name);
    const mail = await readMessage(file, await readFile(file, 'utf8'));
    if (addressOf(mail.headers.get('to') ?? '').toLowerCase() === wanted) found.push(mail);
  }
  return found;
}
