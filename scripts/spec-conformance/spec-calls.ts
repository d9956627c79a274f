// The call paths a specification's "The calls it makes" section names, read from its markdown.
// The spec writes lists such as `/kiosk/check/pod_idle, pod_asleep, push_menu` (siblings of the
// first path), `/admin/kiosk/ labs, pods, domains (add, delete)` (children of a prefix, carried
// over the semicolons that follow) and `deletes for override_schedule` (under `delete/`).

/** The body of the numbered section whose title starts with `title`, up to the next `## `. */
export function specSection(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const heading = /^## \d+\. /;
  const start = lines.findIndex((l) => heading.test(l) && l.replace(heading, '').startsWith(title));
  if (start < 0) throw new Error(`no section "${title}"`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const PATH = /(?<=^|[\s(])\/[a-z_]+(?:\/[a-z_.-]+)*\/?/;
const WORD = /^[a-z][a-z0-9_]*(?:\/[a-z_]+)*$/;

/** Every call path in `text`, in order, once each. */
export function callPaths(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    // a list prefix (`/admin/kiosk/ …`) lasts to the end of its line
    let listPrefix: string | null = null;
    for (const clause of splitOutsideParens(line, /^(?:;|\.(?=\s|$)|:\s)/)) {
      listPrefix = readClause(clause, listPrefix, out);
    }
  }
  return [...out].filter((p) => !p.startsWith('/api/'));
}

function readClause(clause: string, listPrefix: string | null, out: Set<string>): string | null {
  const found = clause.match(PATH);
  let dir = listPrefix;
  let rest = clause;
  if (found?.index !== undefined) {
    const path = found[0];
    rest = clause.slice(found.index + path.length);
    if (path.endsWith('/')) {
      dir = path;
      listPrefix = path;
    } else {
      out.add(path);
      dir = path.slice(0, path.lastIndexOf('/') + 1);
      if (!listPrefix) {
        // siblings follow only after a comma or "and"
        rest = /^\s*(\([^)]*\))?\s*(,|and\s)/.test(rest) ? rest.replace(/^\s*\([^)]*\)/, '') : '';
      }
    }
  } else if (!listPrefix) {
    return null;
  }
  const underPrefix = dir === listPrefix;
  let deletes = false;
  for (const raw of splitOutsideParens(rest, /^(?:,|\sand\s)/)) {
    const part = raw.trim().replace(/^(?:and|also)\s+/, '');
    if (part.startsWith('/')) {
      readClause(part, listPrefix, out);
      continue;
    }
    const m = part.match(/^(deletes for\s+)?([a-z][a-z0-9_/]*)(?:\s*\(([^)]*)\))?$/);
    if (!m?.[2] || !WORD.test(m[2]) || !dir) continue;
    deletes ||= Boolean(m[1]);
    const under = deletes ? `${dir}delete/` : dir;
    out.add(`${under}${m[2]}`);
    if (!underPrefix) continue;
    for (const child of m[3]?.split(',').map((s) => s.trim()) ?? []) {
      if (WORD.test(child)) out.add(`${under}${m[2]}/${child}`);
    }
  }
  return listPrefix;
}

/** Splits `text` where `sep` matches outside parentheses and quotes. */
function splitOutsideParens(text: string, sep: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" && !/\w/.test(text[i - 1] ?? '')) quoted = true;
    else if (ch === "'" && quoted) quoted = false;
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth > 0 || quoted) continue;
    const m = text.slice(i).match(sep);
    if (m) {
      parts.push(text.slice(from, i));
      i += m[0].length - 1;
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}
