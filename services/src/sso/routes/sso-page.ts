import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { PAGE_CSP } from '../../http/security-headers.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The brand's default theme, as the kiosk draws it: these pages stand alone, on a phone or a
// tab, and load nothing but themselves.
const STYLE = `
:root{color-scheme:dark;--primary:#f48226;--deep:#021833;--glow:#27476f;--text:#f5f7fb;--muted:#b8c4d6;--ok:#3ddc84;--down:#ff6b6b}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{min-height:100vh;display:grid;place-items:center;padding:24px;background:radial-gradient(120% 80% at 50% 0%,var(--glow) 0%,var(--deep) 70%);color:var(--text);font:17px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}
main{width:min(100%,440px);display:grid;justify-items:center;gap:20px;text-align:center}
.brand{display:flex;align-items:center;gap:10px;font-weight:800;letter-spacing:.01em;font-size:22px}.brand b{color:var(--primary)}.brand svg{width:30px;height:30px}
.card{width:100%;display:grid;justify-items:center;gap:14px;padding:36px 28px 32px;border:1px solid rgb(255 255 255/.14);border-radius:20px;background:rgb(255 255 255/.06);box-shadow:0 24px 60px rgb(0 0 0/.35)}
.mark{width:72px;height:72px;border-radius:50%;display:grid;place-items:center}
.mark svg{width:36px;height:36px;fill:none;stroke:var(--deep);stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.ok .mark{background:var(--ok)}.down .mark{background:var(--down)}
h1{margin:4px 0 0;font-size:26px;line-height:1.2}
p{margin:0;color:var(--muted)}
p strong{color:var(--text)}
.code{font:13px ui-monospace,Consolas,monospace;color:var(--muted);opacity:.8}
a.button{display:inline-block;margin-top:8px;padding:14px 28px;border-radius:999px;background:var(--primary);color:#191919;font-weight:700;text-decoration:none}
a.button:focus-visible{outline:3px solid var(--text);outline-offset:3px}
`;

/** The page policy with only this page's own style allowed inline (by its hash): no script runs. */
export const SSO_PAGE_HELMET: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...PAGE_CSP,
      styleSrc: [`'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`],
    },
  },
};

const LOGO =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><rect width="24" height="24" rx="6" fill="#f48226"/><path d="M9.5 7.5l7 4.5-7 4.5z" fill="#fff"/></svg>';
const TICK = '<path d="M8 19l7 7 13-15"/>';
const CROSS = '<path d="M10 10l16 16M26 10L10 26"/>';

/** What a sign-in page says: done (`ok`) or refused (`down`), its heading and lines, and a way on. */
export type SsoPageContent = {
  readonly tone: 'ok' | 'down';
  readonly title: string;
  /** Lines of plain text; `**…**` marks a name shown strong. */
  readonly lines: readonly string[];
  /** A stable code shown small, for the staff a player asks. */
  readonly code?: string;
  readonly link?: { readonly href: string; readonly text: string };
};

const richText = (line: string) => escapeHtml(line).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/** A whole page for a browser that went through the identity provider: on a phone, a tab, or the console's own tab. */
export function ssoPage(c: SsoPageContent): string {
  const mark = c.tone === 'ok' ? TICK : CROSS;
  const lines = c.lines.map((l) => `<p>${richText(l)}</p>`).join('');
  const code = c.code ? `<p class="code">${escapeHtml(c.code)}</p>` : '';
  const link = c.link ? `<a class="button" href="${escapeHtml(c.link.href)}">${escapeHtml(c.link.text)}</a>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.title)}</title><style>${STYLE}</style></head>
<body><main class="${c.tone}" data-tone="${c.tone}"><div class="brand">${LOGO}<span>game<b>pod</b></span></div>
<section class="card" role="${c.tone === 'ok' ? 'status' : 'alert'}"><div class="mark"><svg viewBox="0 0 36 36" aria-hidden="true">${mark}</svg></div>
<h1>${escapeHtml(c.title)}</h1>${lines}${code}${link}</section></main></body></html>
`;
}
