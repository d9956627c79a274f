import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { openPage, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { logInPlayer, podChannelSubscribed, storedPodSession, waitForLoginScreen } from './support/kiosk-steps.ts';

const DAY_AND_AN_HOUR = 25 * 3_600_000;

describe('a kiosk whose session the server ended', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    // the services ping each second, so an ended session shows on the page's socket at once
    h = await startKioskHarness({ pods: 1, heartbeatMs: 1_000 });
  });
  after(() => h?.close());

  it('starts a new kiosk session by itself, and players sign in with it', async (t) => {
    const page = await openPage(browser());
    page.setDefaultTimeout(20_000);
    t.after(() => page.context().close());
    const subscribed = podChannelSubscribed(page);
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    await subscribed;
    const first = await storedPodSession(page);

    // a day and more with no use, as the server sees it: the session ends and its socket is refused
    h.advanceServerClock(DAY_AND_AN_HOUR);
    const second = await eventually(
      'a new kiosk session',
      async () => {
        const s = await storedPodSession(page).catch(() => null);
        return s && s.session_id_key !== first.session_id_key ? s : null;
      },
      { intervalMs: 200, timeoutMs: 20_000 },
    );
    const ready = await fetch(`${h.baseUrl}/api/v1/kiosk/check/ready?session_id_key=${second.session_id_key}`);
    assert.equal(ready.status, 200);
    const stale = await fetch(`${h.baseUrl}/api/v1/kiosk/check/ready?session_id_key=${first.session_id_key}`);
    assert.equal(stale.status, 401);

    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
  });
});
