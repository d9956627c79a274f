import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestServices, type TestServices } from '../support/test-services.ts';

describe('the OpenAPI document', () => {
  let s: TestServices;
  before(async () => {
    s = await openTestServices({ projections: [] });
    await s.app.ready();
  });
  after(() => s.close());

  it('is served as JSON at /api/docs/json and lists the health route with its replies', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = JSON.parse(res.body);
    assert.match(doc.openapi, /^3\./);
    const health = doc.paths['/api/v1/health']?.get;
    assert.ok(health, 'GET /api/v1/health is documented');
    assert.ok(health.responses['200'], '200 documented');
    assert.ok(health.responses['503'], '503 documented');
    assert.ok(health.responses['4XX'] ?? health.responses['4xx'], 'error replies documented');
  });

  it('serves the swagger UI at /api/docs', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
  });
});
