import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { describe, it } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import { startRoundRobinProxy } from '../src/index.ts';

/** A backend that answers every request, and every WebSocket message, with its own name. */
async function backend(t: { after(fn: () => Promise<void> | void): void }, name: string) {
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => socket.on('message', (m) => socket.send(`${name}:${String(m)}`)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  const close = async () => {
    for (const c of wss.clients) c.terminate();
    wss.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  t.after(close);
  return { url, close };
}

const nameOf = async (url: string) => ((await (await fetch(url)).json()) as { name: string }).name;

function echo(url: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => ws.send(text));
    ws.once('message', (m) => {
      resolve(String(m));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

describe('startRoundRobinProxy', () => {
  it('takes turns between its targets for HTTP requests and WebSocket upgrades', async (t) => {
    const a = await backend(t, 'a');
    const b = await backend(t, 'b');
    const proxy = await startRoundRobinProxy({ targets: [a.url, b.url] });
    t.after(() => proxy.close());
    const names = [];
    for (let i = 0; i < 4; i++) names.push(await nameOf(`${proxy.url}/api/v1/x?i=${i}`));
    assert.deepEqual(names, ['a', 'b', 'a', 'b']);
    const body = (await (await fetch(`${proxy.url}/p?q=1`)).json()) as { url: string; forwardedFor: string };
    assert.equal(body.url, '/p?q=1');
    assert.equal(body.forwardedFor, '127.0.0.1', 'the services see the client through X-Forwarded-For');
    const ws = proxy.url.replace('http', 'ws');
    const echoes = [await echo(`${ws}/ws`, 'hi'), await echo(`${ws}/ws`, 'hi')];
    assert.deepEqual(echoes.sort(), ['a:hi', 'b:hi']);
  });

  it('answers 502 once for a target that refuses, then skips it until it is back', async (t) => {
    const a = await backend(t, 'a');
    const b = await backend(t, 'b');
    const proxy = await startRoundRobinProxy({ targets: [a.url, b.url], downForMs: 300 });
    t.after(() => proxy.close());
    await b.close();
    const statuses: Array<number | string> = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(proxy.url);
      const body = (await res.json()) as { name?: string; status?: boolean };
      if (res.status === 502) assert.equal(body.status, false, 'a 502 in the {status, message, data} shape');
      statuses.push(res.status === 200 ? (body.name ?? '') : res.status);
    }
    const failures = statuses.filter((s) => s === 502);
    assert.equal(failures.length, 1, `one refused request, then only a: ${statuses.join(' ')}`);
    assert.deepEqual(
      statuses.filter((s) => s !== 502),
      ['a', 'a', 'a', 'a', 'a'],
    );
    // after downForMs the refusing target gets its turn again (and refuses again)
    await new Promise((r) => setTimeout(r, 350));
    const afterwards = [(await fetch(proxy.url)).status, (await fetch(proxy.url)).status];
    assert.deepEqual(afterwards.sort(), [200, 502]);
  });
});
