import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { HttpRequestError, requestUrl } from '../../src/http-request.ts';

describe('one HTTP request with a deadline (requestUrl)', () => {
  let server: Server;
  let base = '';
  before(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/slow') return; // never answers
        const body =
          req.url === '/big'
            ? 'x'.repeat(2_000)
            : JSON.stringify({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends a JSON body with its content type and reads the whole answer', async () => {
    const res = await requestUrl(`${base}/echo`, { method: 'POST', json: { volume: 10 }, timeoutMs: 2_000 });
    assert.equal(res.status, 200);
    assert.equal(res.contentType, 'application/json');
    const seen = JSON.parse(res.body.toString()) as { headers: Record<string, string>; body: string };
    assert.equal(seen.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(seen.body), { volume: 10 });
  });

  it('fails as a timeout when no answer comes within the deadline', async () => {
    await assert.rejects(
      requestUrl(`${base}/slow`, { method: 'GET', timeoutMs: 100 }),
      (err: unknown) => err instanceof HttpRequestError && err.kind === 'timeout',
    );
  });

  it('refuses an answer larger than maxBytes', async () => {
    await assert.rejects(
      requestUrl(`${base}/big`, { method: 'GET', timeoutMs: 2_000, maxBytes: 1_000 }),
      (err: unknown) => err instanceof HttpRequestError && /larger than 1000 bytes/.test(err.message),
    );
  });

  it('fails as unreachable when nothing listens', async () => {
    await assert.rejects(
      requestUrl('http://127.0.0.1:1/none', { method: 'GET', timeoutMs: 2_000 }),
      (err: unknown) => err instanceof HttpRequestError && err.kind === 'unreachable',
    );
  });
});
