import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { checkUpload, LOGO } from '../../src/files/file-kinds.ts';
import { FileStore } from '../../src/files/file-store.ts';
import { pngOf } from '../support/sample-files.ts';
import { openTestServices, type TestServices } from '../support/test-services.ts';

/** The CSP's directives by name, each with its sources. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What every page and reply carries. */
function assertHardened(res: LightMyRequestResponse): void {
  const csp = directives(res);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(csp.get('script-src'), ["'self'"]);
  assert.deepEqual(csp.get('object-src'), ["'none'"]);
  assert.deepEqual(csp.get('connect-src'), [
    "'self'",
    'ws://127.0.0.1:*',
    'ws://localhost:*',
    'wss://127.0.0.1:*',
    'wss://localhost:*',
  ]);
  assert.equal(res.headers['x-frame-options'], 'DENY');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'no-referrer');
  // HSTS is the TLS proxy's to send
  assert.equal(res.headers['strict-transport-security'], undefined);
}

describe('the security headers', () => {
  let s: TestServices;
  let files: FileStore;
  const root = mkdtempSync(join(tmpdir(), 'gamepod-ui-'));
  before(async () => {
    for (const ui of ['kiosk-ui', 'admin-ui']) {
      mkdirSync(join(root, ui, 'dist', 'assets'), { recursive: true });
      writeFileSync(join(root, ui, 'dist', 'index.html'), `<title>${ui}</title>`);
    }
    writeFileSync(join(root, 'kiosk-ui', 'dist', 'assets', 'app-1a2b.js'), 'console.log("kiosk")');
    s = await openTestServices({ projections: [], build: { uiRoot: root } });
    files = new FileStore(s.env.nc, s.env.names);
    await s.app.ready();
  });
  after(async () => {
    await files.destroyAll();
    await s.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it("are on the kiosk's page", async () => {
    const res = await get('/login');
    assert.equal(res.statusCode, 200);
    assertHardened(res);
  });

  it("are on the admin console's page and on a built asset", async () => {
    const page = await get('/admin/login');
    assert.equal(page.body, '<title>admin-ui</title>');
    assertHardened(page);
    const asset = await get('/assets/app-1a2b.js');
    assert.equal(asset.statusCode, 200);
    assertHardened(asset);
  });

  it('are on an API reply', async () => {
    const res = await get('/api/v1/system_messages/get_fe');
    assert.equal(res.statusCode, 200, res.body);
    assertHardened(res);
  });

  it('are on error replies: an unknown route, a refused call and a bad request', async () => {
    const unknown = await get('/api/v1/nope');
    assert.equal(unknown.statusCode, 404);
    assertHardened(unknown);
    const refused = await get('/api/v1/user/remaining_time');
    assert.equal(refused.statusCode, 401);
    assertHardened(refused);
    const bad = await s.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: '{', headers: json });
    assert.equal(bad.statusCode, 400);
    assertHardened(bad);
  });

  it('let the API docs page alone apply inline styles, still unframeable', async () => {
    const res = await get('/api/docs/');
    assert.equal(res.statusCode, 200);
    const csp = directives(res);
    assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directives(await get('/login')).get('style-src'), ["'self'"]);
  });

  it('sandbox an uploaded file opened on its own, and keep it from being sniffed', async () => {
    const png = pngOf(2, 2, [1, 2, 3]);
    const ref = await files.put(
      'logos',
      checkUpload(LOGO, 'logo', { bytes: png, filename: 'l.png', mimetype: 'image/png', truncated: false }),
    );
    const res = await get(`/api/v1/files/logos/${ref.id}`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const csp = directives(res);
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.deepEqual(csp.get('sandbox'), []);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  });
});

const json = { 'content-type': 'application/json' };
