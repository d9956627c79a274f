// A lab admin cannot point the server's feed fetcher at its own loopback through an IPv6 form
// of 127.0.0.1: the fetch is refused and recorded as failed, and the server gets no request.

import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { labsProjection, rssFeedsProjection } from '@gamepod/projections';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

describe('an RSS feed on an IPv6 form of loopback', () => {
  let k: KioskServices;
  let pod: KioskPod;
  let server: http.Server;
  let port = 0;
  let requests = 0;

  before(async () => {
    server = http.createServer((_req, res) => {
      requests++;
      res
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end('<rss version="2.0"><channel><title>x</title></channel></rss>');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    // the fetcher as deployed: loopback closed
    k = await openKioskServices({
      extra: [labsProjection, rssFeedsProjection],
      build: { reactions: { maxPollMs: 200 } },
    });
    pod = await k.kioskPod();
  });
  after(async () => {
    await k.close();
    server.closeAllConnections();
    server.close();
  });

  it('is refused as an internal address, recorded as a failed fetch, and never reaches the server', async () => {
    const hosts = ['[::ffff:127.0.0.1]', '[::7f00:1]', '[64:ff9b::7f00:1]'];
    const ids: string[] = [];
    for (const host of hosts) {
      const res = await k.post(
        '/api/v1/admin/kiosk/lab_rss_feed',
        {
          lab_id: pod.lab_id,
          rss_title: `Feed ${host}`,
          rss_url: `http://${host}:${port}/news.xml`,
          rss_expire_time: 15,
        },
        await k.token(3, pod.client.id),
      );
      assert.equal(res.statusCode, 200, res.body);
      ids.push((res.json() as { data: { id: string } }).data.id);
    }
    const failed = await eventually(
      'every fetch failed',
      async () => {
        const found = (await k.logged('RssFeedFetchFailed')).filter((e) => ids.includes(e.aggregate_id));
        return found.length === ids.length ? found : undefined;
      },
      { timeoutMs: 15_000 },
    );
    for (const e of failed) assert.equal((e.data as { code: string }).code, 'address', JSON.stringify(e.data));
    assert.deepEqual(await k.logged('RssFeedFetched'), []);
    assert.equal(requests, 0, 'the loopback server got a request');
  });
});
