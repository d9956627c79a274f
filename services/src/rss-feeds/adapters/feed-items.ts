import { parseFeed } from 'feedsmith';

/** One headline as the kiosk ticker shows it. */
export type FeedItem = { readonly title: string; readonly link: string | null; readonly published_at: string | null };

/** A ticker shows a few headlines; more is noise on an idle screen. */
export const MAX_FEED_ITEMS = 20;
const MAX_TITLE = 300;

type Text = string | { value?: string } | undefined;
const text = (t: Text): string => (typeof t === 'string' ? t : (t?.value ?? ''));
// markup and control characters never reach a kiosk: a headline is plain text on one line
const clean = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TITLE);
const httpLink = (href: string | undefined): string | null => {
  if (!href) return null;
  try {
    const u = new URL(href);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
};
const iso = (d: string | undefined): string | null => {
  if (!d) return null;
  const t = Date.parse(d);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

/**
 * The headlines of an RSS, Atom, RDF or JSON feed, in the feed's order, at most 20, titles as
 * plain text. A document that is no feed throws.
 */
export function feedItems(body: string): FeedItem[] {
  const parsed = parseFeed(body);
  const raw: Array<{ title: Text; link: string | undefined; date: string | undefined }> = [];
  switch (parsed.format) {
    case 'rss':
    case 'rdf':
      for (const i of (parsed.feed as { items?: Array<Record<string, unknown>> }).items ?? []) {
        raw.push({
          title: i.title as Text,
          link: i.link as string | undefined,
          date: (i.pubDate ?? (i.dc as { date?: string } | undefined)?.date) as string | undefined,
        });
      }
      break;
    case 'atom':
      for (const e of (parsed.feed as { entries?: Array<Record<string, unknown>> }).entries ?? []) {
        const links = (e.links as Array<{ href?: string; rel?: string }> | undefined) ?? [];
        const link = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
        raw.push({ title: e.title as Text, link: link?.href, date: (e.published ?? e.updated) as string | undefined });
      }
      break;
    case 'json':
      for (const i of (parsed.feed as { items?: Array<Record<string, unknown>> }).items ?? []) {
        raw.push({
          title: i.title as Text,
          link: i.url as string | undefined,
          date: i.date_published as string | undefined,
        });
      }
      break;
  }
  return raw
    .map((r) => ({ title: clean(text(r.title)), link: httpLink(r.link), published_at: iso(r.date) }))
    .filter((i) => i.title !== '')
    .slice(0, MAX_FEED_ITEMS);
}
