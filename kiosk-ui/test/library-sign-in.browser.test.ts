import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { passOrientation, storedPodSession, waitForLoginScreen } from '@gamepod/testbed/browser';
import { openPage, openPhone, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('a station at a library that signs its card holders in through its library system (SIP2)', () => {
  let h: KioskHarness;
  let ils: Sip2StandIn;
  const browser = useBrowser();
  before(async () => {
    // the SIP login password is sealed in the client's settings with the server's key
    process.env.GAMEPOD_SSO_SECRET_KEY = randomBytes(32).toString('base64');
    [h, ils] = await Promise.all([startKioskHarness({ pods: 1 }), startSip2StandIn()]);
    const saved = await h.api('/admin/kiosk/client/save_sign_in_source', {
      body: {
        client_id: h.clientId,
        source: 'sip2',
        sip2: ils.sourceSettings(),
      },
    });
    assert.equal(saved.status, true, saved.message);
  });
  after(async () => {
    await h?.close();
    await ils?.close();
  });

  it('asks for a card number and PIN, refuses an expired card with its reason, and signs a card holder in', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    const card = page.getByLabel('Card number');
    const pin = page.getByLabel('PIN');
    await card.waitFor();
    assert.equal(await page.getByLabel('Email').count(), 0, 'no email field at a library');
    await page.getByText('Log in with your library card and PIN to start.').waitFor();
    assert.equal(await page.getByText('your venue account').count(), 0, 'a library card is no venue account');
    assert.equal(await page.getByRole('link', { name: 'Sign Up' }).count(), 0, 'no sign-up: the card is the account');
    await shoot(page, 'library-login');

    await card.fill('21000100010005');
    await pin.fill('1357');
    await pin.press('Enter');
    await page.locator('.toast--error').getByText('Your card has expired: please renew it at the desk.').waitFor();
    await shoot(page, 'library-login-expired');

    await card.fill('21000100010001');
    await pin.fill('1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(page);
    await page.getByRole('heading', { name: /Welcome, Maya Okafor/ }).waitFor();
    await shoot(page, 'library-signed-in');
    const logins = await h.podLogins(h.podIds[0] ?? '');
    assert.equal(logins.length, 1);
  });

  it('asks for the card number and PIN on the phone (the QR code) and signs a card holder in there', async (t) => {
    const pod = await openPage(browser());
    const phone = await openPhone(browser());
    t.after(async () => {
      await pod.context().close();
      await phone.context().close();
    });
    await pod.goto(h.kioskUrl(0));
    await waitForLoginScreen(pod);
    await pod.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
    const { remote_id_key } = await storedPodSession(pod);

    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    const card = phone.getByLabel('Card number');
    const pin = phone.getByLabel('PIN');
    await card.waitFor();
    assert.equal(await phone.getByLabel('Email').count(), 0, 'no email field at a library');
    assert.equal(await phone.getByRole('link', { name: 'Sign Up' }).count(), 0, 'no sign-up: the card is the account');
    await shoot(phone, 'library-mobile-login');

    await card.fill('21000100010002');
    await pin.fill('0000');
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.locator('.toast--error').first().waitFor();
    assert.equal(phone.url().includes('/mobile-login/'), true, 'a wrong PIN stays on the form');
    await card.fill('21000100010002');
    await pin.fill('4321');
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await phone.getByText(/Success! You are logged in on/).waitFor();
    await shoot(phone, 'library-mobile-login-success');
    await pod.waitForURL('**/player/dashboard', { timeout: 30_000 });
  });
});
