/** A visit's answer, and every URL the browser went through to reach it. */
export type Visit = { readonly res: Response; readonly body: string; readonly urls: readonly string[] };

/**
 * A browser, as far as sign-in flows need one: it keeps cookies (by name, per origin), follows
 * redirects (turning a 303 or a POST's 302 into a GET), and submits forms.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, Map<string, string>>();

  async visit(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Visit> {
    const urls: string[] = [];
    let next = url;
    let method = init.method ?? 'GET';
    let body: URLSearchParams | undefined = init.form ? new URLSearchParams(init.form) : undefined;
    for (let hop = 0; hop < 20; hop++) {
      urls.push(next);
      const origin = new URL(next).origin;
      const jar = this.#cookies.get(origin) ?? new Map<string, string>();
      this.#cookies.set(origin, jar);
      const headers: Record<string, string> = {};
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const res = await fetch(next, { method, headers, body, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        next = new URL(location, next).toString();
        method = 'GET';
        body = undefined;
        await res.arrayBuffer();
        continue;
      }
      return { res, body: await res.text(), urls };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** The one form on `html`: where it posts and its fields (hidden inputs and their values). */
  static formOf(html: string, base: string): { action: string; fields: Record<string, string> } {
    const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
    if (action === undefined) throw new Error(`no form in: ${html.slice(0, 300)}`);
    const fields: Record<string, string> = {};
    for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
      fields[m[1] ?? ''] = decode(m[2] ?? '');
    }
    return { action: new URL(decode(action), base).toString(), fields };
  }
}

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
