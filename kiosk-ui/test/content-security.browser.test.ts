// The kiosk under its Content-Security-Policy: the station starts (API, realtime socket and its
// loopback bridge all allowed), an injected inline script does not run, and a crafted
// `?bridge=` off loopback is ignored. This file launches its own Chromium: it breaks the
// policy on purpose, which useBrowser() would count against it.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { kioskContext, launchBrowser } from '@gamepod/devkit/browser';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Browser, Page } from 'playwright-core';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('the kiosk under its Content-Security-Policy', () => {
  let h: KioskHarness;
  let browser: Browser;
  before(async () => {
    [h, browser] = await Promise.all([startKioskHarness({ pods: 1 }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await h?.close();
  });

  /** A fresh page, and every CSP refusal its console reports. */
  async function watchedPage(t: { after: (fn: () => unknown) => void }): Promise<{ page: Page; refusals: string[] }> {
    const context = await browser.newContext(kioskContext('hd'));
    t.after(() => context.close());
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refusals.push(m.text());
    });
    return { page, refusals };
  }

  it('starts a station through its loopback bridge with nothing refused, and runs no injected inline script', async (t) => {
    const { page, refusals } = await watchedPage(t);
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    assert.equal(refusals.length, 0, `the kiosk needs nothing its policy refuses: ${refusals.join(' | ')}`);

    // what an injected <script> would do; the policy allows scripts from this origin only
    await page.evaluate(`{
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.append(s);
    }`);
    assert.equal(await page.evaluate('window.__injected === true'), false, 'the inline script ran');
    await eventually('the script-src refusal reported', () => refusals.some((r) => r.includes('script-src')), {
      timeoutMs: 5_000,
    });
  });

  it('ignores a ?bridge= off loopback: the default bridge is tried and nothing is remembered', async (t) => {
    const { page } = await watchedPage(t);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const bridgeTried = page.waitForEvent('websocket', (ws) => ws.url() === 'ws://127.0.0.1:5001/ws');
    await page.goto(`${h.baseUrl}/?bridge=${encodeURIComponent('wss://bridge.evil.example/ws')}`);
    await bridgeTried;
    assert.equal(await page.evaluate("sessionStorage.getItem('gp.bridge')"), null);
    assert.ok(!sockets.some((u) => u.includes('evil.example')));
  });
});
