import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isFetchableAddress } from '../../src/outbound/fetchable-address.ts';
import { FeedFetchError, fetchFeed } from '../../src/rss-feeds/adapters/feed-fetcher.ts';
import { feedItems } from '../../src/rss-feeds/adapters/feed-items.ts';

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Venue news</title>
<item><title>Finals tonight &lt;b&gt;8 pm&lt;/b&gt;</title><link>https://example.com/finals</link><pubDate>Fri, 27 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>New seats in North Hall</title><link>javascript:alert(1)</link></item>
</channel></rss>`;
const ATOM = `<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>x</id><updated>2026-11-27T10:00:00Z</updated>
<entry><title>Patch notes</title><id>e1</id><updated>2026-11-27T09:00:00Z</updated><link href="https://example.com/patch"/></entry></feed>`;

describe('the RSS fetcher', () => {
  let server: http.Server;
  let base: string;
  let requests = 0;
  before(async () => {
    server = http.createServer((req, res) => {
      requests++;
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

  it('judges an IPv6 form that carries an IPv4 address by that address: internal ones are refused in every form', () => {
    const internal = {
      'IPv4-compatible loopback': ['::7f00:1', '::127.0.0.1', '0000:0000:0000:0000:0000:0000:7f00:0001'],
      'IPv4-mapped loopback': ['::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:127.0.0.1', '0:0:0:0:0:ffff:7f00:1'],
      'IPv4-translated loopback': ['::ffff:0:7f00:1', '::ffff:0:127.0.0.1'],
      'NAT64 of loopback': ['64:ff9b::7f00:1', '64:ff9b::127.0.0.1'],
      '6to4 of loopback': ['2002:7f00:0001::', '2002:7f00:1::1'],
      'cloud metadata, in each form': [
        '::a9fe:a9fe',
        '::ffff:169.254.169.254',
        '::ffff:0:a9fe:a9fe',
        '64:ff9b::a9fe:a9fe',
        '2002:a9fe:a9fe::1',
      ],
      'private and carrier NAT, in each form': [
        '::a00:1',
        '::ffff:c0a8:101',
        '64:ff9b::a00:1',
        '2002:a00:1::',
        '::ffff:6440:1',
      ],
      'unspecified, in each form': ['::ffff:0.0.0.0', '::0.0.0.1', '64:ff9b::', '2002::'],
      'local-use NAT64 and Teredo, whose IPv4 cannot be told': [
        '64:ff9b:1::7f00:1',
        '2001:0:4136:e378:8000:63bf:80ff:fffe',
      ],
      'IPv6 outside global unicast': [
        '::',
        'fec0::1',
        '100::1',
        '2001:db8::1',
        '3fff::1',
        'ff02::1',
        'fc00::1',
        'fe80::1%eth0',
      ],
    };
    for (const [what, forms] of Object.entries(internal)) {
      for (const a of forms) assert.equal(isFetchableAddress(a), false, `${what}: ${a}`);
    }
    for (const a of ['::ffff:127.0.0.1', '::7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::'])
      assert.equal(isFetchableAddress(a, true), true, `loopback when allowed, in any form: ${a}`);
    for (const a of ['::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:a00:1::', '64:ff9b:1::7f00:1'])
      assert.equal(isFetchableAddress(a, true), false, `allowing loopback opens nothing else: ${a}`);
    // a public IPv4 address reached through IPv6 (a dual-stack socket, DNS64 with NAT64) is fetched
    for (const a of ['::ffff:93.184.216.34', '64:ff9b::5db8:d822', '2002:5db8:d822::1'])
      assert.equal(isFetchableAddress(a), true, a);
  });

  it('refuses the loopback feed server reached through an IPv4-mapped or -compatible IPv6 address', async () => {
    const port = (server.address() as AddressInfo).port;
    const mapped = `http://[::ffff:127.0.0.1]:${port}/rss`;
    // the mapped form does reach the server: with loopback allowed, it is read
    assert.equal(feedItems(await fetchFeed(mapped, { allowLoopback: true })).length, 2);
    const before = requests;
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::7f00:1]', '[::127.0.0.1]', '[64:ff9b::7f00:1]']) {
      await refusal(fetchFeed(`http://${host}:${port}/rss`), 'address');
    }
    assert.equal(requests, before, 'a refused address got a request');
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
