import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as http from '@gamepod/contracts/http';
import { openTestServices, type TestServices } from '../support/test-services.ts';

type Declared = { readonly method: 'GET' | 'POST'; readonly url: string };

/** Every call the contracts declare: the JSON routes and the file routes. */
const declared: Declared[] = (Object.values(http) as unknown[]).filter(
  (v): v is Declared => typeof v === 'object' && v !== null && 'method' in v && 'url' in v,
);

/** Where the services serve a declared call: under /api/v1, but for the template at the site root. */
const servedAt = (url: string) => (url === http.ipsTemplateCsv.url ? url : `/api/v1${url}`);

/** OpenAPI writes `:bucket` as `{bucket}`. */
const documented = (url: string) => servedAt(url).replace(/:(\w+)/g, '{$1}');

describe('the API and its contracts', () => {
  let s: TestServices;
  let paths: Record<string, Record<string, unknown>>;
  before(async () => {
    s = await openTestServices({ projections: [] });
    await s.app.ready();
    const res = await s.app.inject({ method: 'GET', url: '/api/docs/json' });
    paths = JSON.parse(res.body).paths;
  });
  after(() => s.close());

  it('declares each call once, by method and path', () => {
    const keys = declared.map((r) => `${r.method} ${r.url}`);
    for (const call of ['GET /admin/kiosk/pods', 'POST /user/login', 'GET /files/:bucket/:id']) {
      assert.ok(keys.includes(call), `${call} is declared`);
    }
    assert.deepEqual(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      [],
    );
  });

  it('serves every call a contract declares', () => {
    const missing = declared.filter((r) => !s.app.hasRoute({ method: r.method, url: servedAt(r.url) }));
    assert.deepEqual(
      missing.map((r) => `${r.method} ${r.url}`),
      [],
    );
  });

  it('documents no call that has no contract', () => {
    const known = new Set(declared.map((r) => `${r.method.toLowerCase()} ${documented(r.url)}`));
    const undeclared = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((method) => `${method} ${path}`)
        .filter((key) => !known.has(key)),
    );
    assert.ok(Object.keys(paths).length > 0);
    assert.deepEqual(undeclared, []);
  });
});
