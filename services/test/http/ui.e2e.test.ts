import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openTestServices, type TestServices } from '../support/test-services.ts';

describe('serving the built UIs from one origin (uiRoot)', () => {
  let s: TestServices;
  const root = mkdtempSync(join(tmpdir(), 'gamepod-ui-'));
  before(async () => {
    const kiosk = join(root, 'kiosk-ui', 'dist');
    const admin = join(root, 'admin-ui', 'dist');
    mkdirSync(join(kiosk, 'assets'), { recursive: true });
    mkdirSync(join(admin, 'assets'), { recursive: true });
    writeFileSync(join(kiosk, 'index.html'), '<title>kiosk</title>');
    writeFileSync(join(kiosk, 'assets', 'app-1a2b.js'), 'console.log("kiosk")');
    writeFileSync(join(admin, 'index.html'), '<title>admin</title>');
    writeFileSync(join(admin, 'assets', 'admin-3c4d.js'), 'console.log("admin")');
    s = await openTestServices({ projections: [], build: { uiRoot: root } });
    await s.app.ready();
  });
  after(async () => {
    await s.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const url of ['/', '/login', '/player/dashboard', '/facilitator']) {
    it(`serves the kiosk's index.html at ${url}, never cached`, async () => {
      const res = await s.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, '<title>kiosk</title>');
      assert.match(String(res.headers['cache-control']), /no-cache|max-age=0/);
    });
  }

  for (const url of ['/admin/', '/admin/login', '/superadmin/clients', '/common']) {
    it(`serves the admin console's index.html at ${url}`, async () => {
      const res = await s.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, '<title>admin</title>');
    });
  }

  it('serves hashed assets of both builds, cached for good', async () => {
    const kiosk = await s.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    assert.equal(kiosk.statusCode, 200);
    assert.match(String(kiosk.headers['cache-control']), /immutable/);
    const admin = await s.app.inject({ method: 'GET', url: '/admin/assets/admin-3c4d.js' });
    assert.equal(admin.statusCode, 200);
    assert.equal(admin.body, 'console.log("admin")');
  });

  it('still answers unknown paths with the JSON 404', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/nope' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().data.code, 'not_found');
  });

  it('answers a missing asset under a client-side route with 404, not index.html', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/admin/assets/gone-9z.js' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), {
      status: false,
      message: 'Route GET /admin/assets/gone-9z.js not found',
      data: { code: 'not_found' },
    });
  });
});
