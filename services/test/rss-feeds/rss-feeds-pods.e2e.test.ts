import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { labsProjection, rssFeedsProjection } from '@gamepod/projections';
import { sql } from 'kysely';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const api = '/api/v1/admin/kiosk';
const rss = (titles: readonly string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Venue news</title>${titles
    .map((t, i) => `<item><title>${t}</title><link>https://example.com/${i}</link></item>`)
    .join('')}</channel></rss>`;

describe("a lab's RSS feeds reach its pods", () => {
  let k: KioskServices;
  let client: TestClient;
  let pod: KioskPod;
  let socket: TestSocket;
  let server: http.Server;
  let base: string;
  let headlines = ['Finals tonight at 8 pm', 'New seats in North Hall'];

  before(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/news.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(headlines));
      else res.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    k = await openKioskServices({
      extra: [labsProjection, rssFeedsProjection],
      build: { reactions: { rssFeeds: { allowLoopback: true }, maxPollMs: 200 } },
    });
    client = await k.client();
    pod = await k.kioskPod({ client });
    socket = await k.podSocket(pod);
  });
  after(async () => {
    await k.close();
    server.closeAllConnections();
    server.close();
  });

  const addFeed = async (rss_url: string, rss_title = 'Venue news') => {
    const res = await k.post(
      `${api}/lab_rss_feed`,
      { lab_id: pod.lab_id, rss_title, rss_url, rss_expire_time: 15 },
      await k.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: { id: string } }).data.id;
  };
  const kioskFeeds = async (session_id_key = pod.session_id_key) =>
    k.app.inject({
      method: 'GET',
      url: `/api/v1/kiosk/rss_feeds?session_id_key=${encodeURIComponent(session_id_key)}`,
    });
  const timerOf = async (feedId: string) =>
    (
      await sql<{
        due_at: Date;
      }>`select due_at from gp_reactions.timers where reaction = 'rss_feeds' and key = ${`feed:${feedId}`}`.execute(
        k.database.db,
      )
    ).rows[0];

  let goodFeed = '';

  it('records a refused internal address as a failed fetch and pushes nothing', async () => {
    const refused = await addFeed('http://169.254.169.254/latest/meta-data/', 'Metadata');
    await eventually('the failed fetch', async () => (await k.logged('RssFeedFetchFailed')).length === 1, {
      timeoutMs: 15_000,
    });
    const [failed] = await k.logged('RssFeedFetchFailed');
    assert.equal(failed?.aggregate_id, refused);
    const { lab_id, code } = (failed?.data ?? {}) as { lab_id?: string; code?: string };
    assert.deepEqual({ lab_id, code }, { lab_id: pod.lab_id, code: 'address' });
    assert.equal(await socket.silentFor(500), true, 'no push for a failed fetch');
    assert.ok(await timerOf(refused), 'a failed feed is tried again on its expire time');
  });

  it("fetches a new feed at once and pushes its headlines on 'rss-feed-command' to the lab's pods", async () => {
    goodFeed = await addFeed(`${base}/news.xml`);
    const push = await socket.next(15_000);
    const feeds = [
      {
        rss_feed_id: goodFeed,
        rss_title: 'Venue news',
        items: [
          { title: 'Finals tonight at 8 pm', link: 'https://example.com/0', published_at: null },
          { title: 'New seats in North Hall', link: 'https://example.com/1', published_at: null },
        ],
      },
    ];
    assert.deepEqual(push, {
      op: 'message',
      channel: `pod.${pod.id}`,
      kind: 'rss-feed-command',
      payload: { pod_ids: [pod.id], lab_id: pod.lab_id, feeds, server_info: 'production' },
    });
    const res = await kioskFeeds();
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { feeds }, 'a starting kiosk reads the same headlines');
  });

  it('fetches again on the feed’s expire time and pushes only when the headlines changed', async () => {
    const [fetched] = await k.logged('RssFeedFetched');
    // the fetched event's handling sets the next fetch, a moment after the push
    const timer = await eventually(
      'the next fetch set',
      async () => {
        const t = await timerOf(goodFeed);
        return t && t.due_at.getTime() > Date.parse(fetched?.metadata.occurred_at ?? '') ? t : undefined;
      },
      { timeoutMs: 10_000 },
    );
    const minutes = (timer?.due_at.getTime() ?? 0) - Date.parse(fetched?.metadata.occurred_at ?? '');
    assert.ok(Math.abs(minutes - 15 * 60_000) < 30_000, `next fetch 15 minutes later, was ${minutes} ms`);

    const dueNow = () =>
      sql`update gp_reactions.timers set due_at = now() where reaction = 'rss_feeds' and key = ${`feed:${goodFeed}`}`.execute(
        k.database.db,
      );
    await dueNow();
    await eventually('the second fetch', async () => (await k.logged('RssFeedFetched')).length === 2, {
      timeoutMs: 15_000,
    });
    assert.deepEqual(
      ((await k.logged('RssFeedFetched'))[1]?.data as { changed?: boolean } | undefined)?.changed,
      false,
    );
    assert.equal(await socket.silentFor(500), true, 'the same headlines push nothing');

    headlines = ['Doors open at noon'];
    await eventually('the timer set again', async () => Boolean(await timerOf(goodFeed)), { timeoutMs: 10_000 });
    await dueNow();
    const push = (await socket.next(15_000)) as { payload: { feeds: Array<{ items: Array<{ title: string }> }> } };
    assert.deepEqual(
      push.payload.feeds.map((f) => f.items.map((i) => i.title)),
      [['Doors open at noon']],
    );
  });

  it('stops fetching a deleted feed and tells the pods its headlines are gone', async () => {
    const res = await k.post(
      `${api}/delete/lab_rss_feed`,
      { id: goodFeed, lab_id: pod.lab_id },
      await k.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    const push = (await socket.next(15_000)) as { kind: string; payload: { feeds: unknown[] } };
    assert.deepEqual([push.kind, push.payload.feeds], ['rss-feed-command', []]);
    // the cancel is written with the reaction's checkpoint, just after the push
    await eventually('no next fetch', async () => (await timerOf(goodFeed)) === undefined, { timeoutMs: 10_000 });
    assert.deepEqual((await kioskFeeds()).json().data, { feeds: [] });
  });

  it('answers the kiosk call without a session key 400 naming it, and with an unknown one 401', async () => {
    const missing = await k.app.inject({ method: 'GET', url: '/api/v1/kiosk/rss_feeds' });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /session_id_key/);
    const unknown = await kioskFeeds('not-a-session');
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().message, 'Session Id invalid!');
  });
});
