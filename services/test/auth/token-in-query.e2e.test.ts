import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LoggerOptions } from 'pino';
import { ensureScreenshotBucket } from '../../src/pods/fleet-status/screenshot-store.ts';
import { openPodServices, type PodServices } from '../support/pod-fixtures.ts';
import { pngOf } from '../support/sample-files.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

describe('a session token in the query string', () => {
  let f: PodServices;
  let admin: string;
  const lines: string[] = [];
  const sockets: TestSocket[] = [];
  before(async () => {
    // the request log, as production writes it: JSON lines, here with every request's lines
    // (by default only refusals, errors, slow requests and state changes get them)
    process.env.LOG_REQUESTS = 'all';
    const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } } as LoggerOptions;
    f = await openPodServices({ build: { logger } });
    admin = await f.token(4, null);
  });
  after(async () => {
    delete process.env.LOG_REQUESTS;
    for (const s of sockets) s.ws.terminate();
    await f.close();
  });
  const inject = (url: string) => f.app.inject({ method: 'GET', url });

  it('is ignored by a call that takes its token from the header: 401 without one', async () => {
    const player = await f.token(1, 'c1');
    const res = await inject(`/api/v1/user/remaining_time?token=${player}`);
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: false, message: 'Token is Invalid', data: { code: 'unauthorized' } });
    const withHeader = await f.get('/api/v1/user/remaining_time', player);
    assert.equal(withHeader.statusCode, 200, withHeader.body);
  });

  it("is ignored by an admin list: another user's token in a link signs no one in", async () => {
    const res = await inject(`/api/v1/admin/kiosk/pods_type?token=${admin}`);
    assert.equal(res.statusCode, 401);
    assert.equal((await f.get('/api/v1/admin/kiosk/pods_type', admin)).statusCode, 200);
  });

  it('signs the realtime WebSocket in', async () => {
    const socket = await connectWS(f.app, `/api/v1/ws?token=${admin}`);
    sockets.push(socket);
    socket.send({ op: 'ping' });
    assert.deepEqual(await socket.next(), { op: 'pong' });
  });

  it("signs the screenshot <img> in, and the request log shows neither URL's token", async () => {
    const client = await f.client();
    const pod = await f.deployPod(client, await f.lab(client.id));
    const png = pngOf(2, 2, [0, 0, 0]);
    await (await ensureScreenshotBucket(f.env.nc, f.env.names)).put(pod.id, png);
    const res = await inject(`/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${pod.id}&token=${admin}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(Buffer.from(res.rawPayload), png);
    const escaped = await inject(`/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${pod.id}&%74oken=${admin}`);
    assert.equal(escaped.statusCode, 200, 'the query parser decodes the name');

    const logged = lines.filter((l) => l.includes('screenshot.png') || l.includes('/api/v1/ws'));
    assert.ok(logged.length >= 3, `request lines logged: ${logged.length}`);
    assert.ok(lines.length > 0 && lines.every((l) => !l.includes(admin)), 'no log line holds the token');
    assert.ok(logged.some((l) => l.includes('&%74oken=[redacted]')));
  });
});
