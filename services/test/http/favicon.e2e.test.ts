import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openTestServices, type TestServices } from '../support/test-services.ts';

// the real Vite builds, which `npm test` makes before the tests run
const root = join(import.meta.dirname, '..', '..', '..');
// the product mark as the UIs draw it (ui-kit's Wordmark): its play triangle
const markPath = /<path\s+className="wordmark__play"\s+d="([^"]+)"/.exec(
  readFileSync(join(root, 'ui-kit', 'src', 'components', 'wordmark.tsx'), 'utf8'),
)?.[1];

describe('the pages’ favicon', () => {
  let s: TestServices;
  before(async () => {
    s = await openTestServices({ projections: [], build: { uiRoot: root } });
    await s.app.ready();
  });
  after(() => s.close());

  for (const [page, icon] of [
    ['/', '/favicon.svg'],
    ['/admin/', '/admin/favicon.svg'],
  ] as const) {
    it(`${page} links ${icon}, an SVG of the product mark`, async () => {
      const html = await s.app.inject({ method: 'GET', url: page });
      assert.equal(html.statusCode, 200);
      assert.match(html.body, new RegExp(`<link rel="icon" type="image/svg\\+xml" href="${icon}"`));
      const res = await s.app.inject({ method: 'GET', url: icon });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
      assert.ok(markPath, 'the Wordmark has its play path');
      assert.ok(res.body.includes(`d="${markPath}"`), res.body);
      assert.match(res.body, /fill="#f48226"/);
    });
  }
});
