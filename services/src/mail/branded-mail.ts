import escapeHtml from 'escape-html';
import type { MailBrand } from './mail-brand.ts';
import type { InlineImage, MailMessage } from './mailer.ts';

/** One piece of a mail's content, rendered both as text and as HTML. */
export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  /** A code to type in, shown large in HTML; in text `<label> <code>.` */
  | { readonly kind: 'code'; readonly label: string; readonly code: string }
  /** Label/value rows: a reservation's when, where and who. */
  | { readonly kind: 'facts'; readonly rows: ReadonlyArray<readonly [label: string, value: string]> };

export type BrandedMailArgs = {
  readonly brand: MailBrand;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly messageId: string;
  readonly date: Date;
  readonly blocks: readonly MailBlock[];
};

const LOGO_CID = 'venue-logo@gamepod';
const LOGO_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

function textOf(blocks: readonly MailBlock[], brand: MailBrand): string {
  const parts = blocks.map((b) => {
    switch (b.kind) {
      case 'paragraph':
        return b.text;
      case 'code':
        return `${b.label} ${b.code}.`;
      case 'facts': {
        const width = Math.max(...b.rows.map(([label]) => label.length)) + 1;
        return b.rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join('\n');
      }
      default: {
        const never: never = b;
        return never;
      }
    }
  });
  return ['Hello,', ...parts, brand.name].join('\n\n');
}

// Every value below passes through escapeHtml: names, codes and facts come from users.
const e = (s: string) => escapeHtml(s);

function htmlBlock(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${e(b.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 8px">${e(b.label)}</p><p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px;font-family:Consolas,Menlo,monospace">${e(b.code)}</p>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${b.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:bold;white-space:nowrap">${e(label)}</th><td style="padding:4px 0">${e(value)}</td></tr>`,
        )
        .join('')}</table>`;
    default: {
      const never: never = b;
      return never;
    }
  }
}

function htmlOf(args: BrandedMailArgs, logo: InlineImage | null): string {
  const name = e(args.brand.name);
  const masthead = logo
    ? `<img src="cid:${LOGO_CID}" alt="${name}" height="56" style="display:block;height:56px;max-width:240px;border:0">`
    : `<div style="font-size:22px;font-weight:bold">${name}</div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(args.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px">${masthead}</td></tr>
<tr><td style="padding:16px 24px 8px;font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">Hello,</p>
${args.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#52525b">${name}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/**
 * A mail in the venue's colours: the text part, and an HTML part with the venue's logo (carried
 * inline, so no image is fetched from elsewhere) or its name at the top, and its name at the foot.
 */
export function brandedMail(args: BrandedMailArgs): MailMessage {
  const logo = args.brand.logo;
  const inline: InlineImage | null = logo
    ? {
        cid: LOGO_CID,
        filename: `logo.${LOGO_EXTENSIONS[logo.content_type] ?? 'img'}`,
        content_type: logo.content_type,
        bytes: logo.bytes,
      }
    : null;
  return {
    from: args.from,
    to: args.to,
    subject: args.subject,
    text: textOf(args.blocks, args.brand),
    html: htmlOf(args, inline),
    ...(inline ? { inline: [inline] } : {}),
    messageId: args.messageId,
    date: args.date,
  };
}
