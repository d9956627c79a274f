import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { KEYS } from '../../services/test/sso/saml-test-idp.ts';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const SSO_LOGIN = 'https://sso.venue.example/login';

describe('a kiosk whose client signs in with single sign-on', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    const saved = await h.api('/admin/kiosk/client/save_sso_metadata', {
      body: {
        client_id: h.clientId,
        active: 1,
        entity: 'https://sso.venue.example/entity',
        login: SSO_LOGIN,
        logout: 'https://sso.venue.example/logout',
        // certificates are checked when saved: a real one
        certs: KEYS.signing.cert,
      },
    });
    if (!saved.status) throw new Error(`SSO settings refused: ${saved.message}`);
  });
  after(() => h?.close());

  it('replaces the form with Login with SSO, opens a SAML sign-in for this page in a new tab, and holds the button for 4 s', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    const sso = page.getByRole('button', { name: 'Login with SSO' });
    await sso.waitFor({ timeout: 30_000 });
    assert.equal(await page.getByLabel('Password').count(), 0, 'no password form while SSO is active');
    await shoot(page, 'login-sso');

    // the identity provider, answered here: these machines reach no internet
    await page
      .context()
      .route(`${new URL(SSO_LOGIN).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Venue sign-in</h1>' }),
      );
    const popup = page.context().waitForEvent('page');
    await sso.click();
    const tab = await popup;
    // the tab went through our own start, which sent a SAML AuthnRequest for this very page
    await tab.waitForURL((url) => url.href.startsWith(`${SSO_LOGIN}?SAMLRequest=`));
    const relayState = new URL(tab.url()).searchParams.get('RelayState') ?? '';
    assert.match(relayState, /^_[0-9a-f]{40}$/);
    assert.equal(await sso.isDisabled(), true, 'disabled right after a press');
    await page.clock.runFor(4_100);
    await page.waitForFunction(
      "[...document.querySelectorAll('button')].some((b) => b.textContent.includes('Login with SSO') && !b.disabled)",
    );
  });

  // last: an admin's login keeps this pod's session open (they leave for the console)
  it('reveals the admin form under the lock icon, hides it after 5 s without input, and signs an admin in with it', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await page.getByRole('button', { name: 'Login with SSO' }).waitFor({ timeout: 30_000 });
    const lock = page.getByRole('button', { name: 'Admin login', exact: true });
    const form = page.getByRole('form', { name: 'Admin login' });
    assert.equal(await form.count(), 0, 'the form stays hidden until the lock is pressed');
    // from here only runFor moves the page's time: a slow screenshot must not outlast the 5 s
    await pauseClock(page);
    await lock.click();
    await form.waitFor();
    assert.equal(await lock.getAttribute('aria-expanded'), 'true');
    await shoot(page, 'login-sso-admin-lock');
    await page.clock.runFor(4_000);
    // typing is activity: the 5 s start again from the last key
    await page.getByLabel('Admin email').fill(ACCOUNTS.admin);
    await page.clock.runFor(4_000);
    assert.equal(await form.isVisible(), true, 'still open 4 s after the last input');
    await page.clock.runFor(1_100);
    await form.waitFor({ state: 'detached' });
    assert.equal(await lock.getAttribute('aria-expanded'), 'false');
    await page.clock.resume();

    // opened again it starts empty, and an admin signs in through it
    await lock.click();
    assert.equal(await page.getByLabel('Admin email').inputValue(), '');
    await page.getByLabel('Admin email').fill(ACCOUNTS.admin);
    await page.getByLabel('Admin password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Admin Login', exact: true }).click();
    await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  });
});
