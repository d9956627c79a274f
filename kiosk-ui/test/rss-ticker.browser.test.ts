import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const HEADLINES = ['Finals tonight at 8 pm in the arena', 'New racing seats in North Hall', 'Free tea for members'];
const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Venue news</title>${HEADLINES.map(
  (t, i) => `<item><title>${t}</title><link>https://example.com/${i}</link></item>`,
).join('')}</channel></rss>`;

/** The crawl's animation as the page computes it: its name and whether it runs. */
const crawl = (page: Page) =>
  page.evaluate(`(() => {
    const s = getComputedStyle(document.querySelector('.rss-ticker__track'));
    return { name: s.animationName, state: s.animationPlayState };
  })()`) as Promise<{ name: string; state: string }>;

describe("the kiosk's RSS ticker on the idle and login screens", () => {
  let h: KioskHarness;
  let labId: string;
  let server: http.Server;
  let feedUrl: string;
  const browser = useBrowser();
  before(async () => {
    server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/news.xml`;
    // the services run in this process: the local feed server is on loopback
    process.env.GP_RSS_ALLOW_LOOPBACK = '1';
    h = await startKioskHarness({ pods: 1 });
    labId = await h.labOf(0);
  });
  after(async () => {
    await h?.close();
    server.closeAllConnections();
    server.close();
  });

  it('shows nothing without headlines, then crawls the headlines a new feed brings, pausing on hover and focus', async (t) => {
    const page = await openPage(browser(), 'hd');
    t.after(() => page.context().close());
    // kiosk test pages ask for reduced motion by default; this one looks at the crawl
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    assert.equal(await page.getByRole('region', { name: 'News' }).count(), 0, 'no ticker without headlines');

    const reply = await h.api('/admin/kiosk/lab_rss_feed', {
      method: 'POST',
      body: { lab_id: labId, rss_title: 'Venue news', rss_url: feedUrl, rss_expire_time: 30 },
    });
    assert.equal(reply.status, true, reply.message);
    const ticker = page.getByRole('region', { name: 'News' });
    await ticker
      .getByText(HEADLINES[0] ?? '')
      .first()
      .waitFor({ timeout: 20_000 });
    assert.deepEqual(await crawl(page), { name: 'rss-crawl', state: 'running' });
    await shoot(page, 'rss-ticker-login');

    await ticker.hover();
    assert.equal((await crawl(page)).state, 'paused', 'paused while pointed at');
    await page.mouse.move(5, 5);
    assert.equal((await crawl(page)).state, 'running');
    await ticker.focus();
    assert.equal((await crawl(page)).state, 'paused', 'paused while focused');

    await h.control(0, 'idle', { idle: true });
    await page.getByText('Click Anywhere to Begin').waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: 'News' })
      .getByText(HEADLINES[1] ?? '')
      .first()
      .waitFor();
    await shoot(page, 'rss-ticker-idle');
    await h.control(0, 'idle', { idle: false });
  });

  it('reads the headlines when it starts, and stands still for reduced motion, on the small screen', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    const ticker = page.getByRole('region', { name: 'News' });
    await ticker
      .getByText(HEADLINES[2] ?? '')
      .first()
      .waitFor({ timeout: 20_000 });
    await shoot(page, 'rss-ticker-login');

    // kiosk test pages ask for reduced motion: the headlines stand still
    assert.equal((await crawl(page)).name, 'none', 'no crawl for reduced motion');
    await h.control(0, 'idle', { idle: true });
    await page.getByText('Tap Anywhere to Begin').waitFor({ timeout: 20_000 });
    await shoot(page, 'rss-ticker-idle');
    await h.control(0, 'idle', { idle: false });
    await page.getByText('Tap Anywhere to Begin').click();
    await page.waitForFunction("!document.querySelector('.idle-fade, .idle-screen')");
    await ticker
      .getByText(HEADLINES[0] ?? '')
      .first()
      .waitFor();
    await shoot(page, 'rss-ticker-login');
  });
});
