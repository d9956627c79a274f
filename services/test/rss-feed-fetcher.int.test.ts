import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { FeedFetchError, fetchFeed, isFetchableAddress } from '../src/rss/feed-fetcher.ts';
import { feedItems } from '../src/rss/feed-items.ts';

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Venue news</title>
<item><title>Finals tonight &lt;b&gt;8 pm&lt;/b&gt;</title><link>https://example.com/finals</link><pubDate>Fri, 27 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>New seats in North Hall</title><link>javascript:alert(1)</link></item>
</channel></rss>`;
const ATOM = `<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>x</id><updated>2026-11-27T10:00:00Z</updated>
<entry><title>Patch notes</title><id>e1</id><updated>2026-11-27T09:00:00Z</updated><link href="https://example.com/patch"/></entry></feed>`;

describe('the RSS fetcher', () => {
  let server: http.Server;
  let base: string;
  before(async () => {
    server = http.createServer((req, res) => {
      const reply: Record<string, () => void> = {
        '/rss': () => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS),
        '/atom': () => res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM),
        '/big': () => res.writeHead(200).end('x'.repeat(4096)),
        '/redirect': () => res.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
        '/slow': () => setTimeout(() => res.writeHead(200).end(RSS), 2_000),
      };
      (reply[req.url ?? ''] ?? (() => res.writeHead(404).end()))();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  const refusal = async (p: Promise<unknown>, code: FeedFetchError['code']) => {
    await assert.rejects(p, (err: unknown) => err instanceof FeedFetchError && err.code === code);
  };

  it('refuses private, loopback, link-local and other internal addresses; public unicast only', () => {
    for (const a of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      assert.equal(isFetchableAddress(a), false, a);
    }
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      assert.equal(isFetchableAddress(a), true, a);
    assert.equal(isFetchableAddress('127.0.0.1', true), true, 'loopback only when allowed');
    assert.equal(isFetchableAddress('10.0.0.1', true), false, 'allowing loopback opens nothing else');
  });

  it('refuses the local feed server by default, after resolving its name (localhost)', async () => {
    await refusal(fetchFeed(`${base}/rss`), 'address');
    await refusal(fetchFeed(`${base.replace('127.0.0.1', 'localhost')}/rss`), 'address');
    await refusal(fetchFeed('http://169.254.169.254/latest/meta-data/'), 'address');
    await refusal(fetchFeed('file:///etc/passwd'), 'url');
  });

  it('with loopback allowed, reads RSS and Atom into plain-text headlines with http(s) links only', async () => {
    const rss = feedItems(await fetchFeed(`${base}/rss`, { allowLoopback: true }));
    assert.deepEqual(rss, [
      { title: 'Finals tonight 8 pm', link: 'https://example.com/finals', published_at: '2026-11-27T10:00:00.000Z' },
      { title: 'New seats in North Hall', link: null, published_at: null },
    ]);
    const atom = feedItems(await fetchFeed(`${base}/atom`, { allowLoopback: true }));
    assert.deepEqual(atom, [
      { title: 'Patch notes', link: 'https://example.com/patch', published_at: '2026-11-27T09:00:00.000Z' },
    ]);
    assert.throws(() => feedItems('<html><body>not a feed</body></html>'));
  });

  it('caps the size and the time, and follows no redirect', async () => {
    const allow = { allowLoopback: true };
    await refusal(fetchFeed(`${base}/big`, { ...allow, maxBytes: 1024 }), 'too_large');
    await refusal(fetchFeed(`${base}/slow`, { ...allow, timeoutMs: 200 }), 'timeout');
    await refusal(fetchFeed(`${base}/redirect`, allow), 'status');
    await refusal(fetchFeed(`${base}/missing`, allow), 'status');
  });
});
