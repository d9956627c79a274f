import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { passOrientation, storedPodSession } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { type SamlTestIdp, settingsTrusting, startSamlTestIdp } from '../../services/test/sso/saml-test-idp.ts';
import { openPage, openPhone, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

/** The test IdP's sign-in page answers with a form; a real IdP's script posts it, here the test does. */
async function postIdpForm(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/sso');
  await page.locator('form').evaluate((form) => (form as unknown as { submit(): void }).submit());
}

describe('a station at a client that signs in through a real SAML identity provider', () => {
  let h: KioskHarness;
  let idp: SamlTestIdp;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 2 });
    const saml = await startSamlTestIdp();
    idp = saml;
    const saved = settingsTrusting(idp);
    await h.store.append('client', h.clientId, [saved], {
      expectedVersion: 'any',
      context: { actor: { kind: 'system', name: 'test' } },
    });
    const metadata = await fetch(`${h.baseUrl}/api/v1/sso/${h.clientId}/saml/metadata`);
    assert.equal(metadata.status, 200);
    saml.trust(await metadata.text());
  });
  after(async () => {
    await h?.close();
    await idp?.close();
  });

  /** The kiosk page of station `i`, on its SSO login screen. */
  const openKiosk = async (i: number, size: 'hd' | 'small' = 'hd') => {
    const page = await openPage(browser(), size);
    await page.goto(h.kioskUrl(i));
    await page.getByRole('button', { name: 'Login with SSO' }).waitFor({ timeout: 30_000 });
    return page;
  };

  const logOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  };

  it('signs the kiosk in from its Login with SSO tab, and the tab says so', async (t) => {
    const small = await openKiosk(0, 'small');
    t.after(() => small.context().close());
    await small.getByRole('region', { name: 'Log in with your phone' }).getByRole('img').waitFor();
    await shoot(small, 'sso-login-qr');

    const kiosk = await openKiosk(0);
    t.after(() => kiosk.context().close());
    await shoot(kiosk, 'sso-login-qr');
    idp.answerWith({ email: ACCOUNTS.player, nameId: 'campus-player' });
    const opened = kiosk.context().waitForEvent('page');
    await kiosk.getByRole('button', { name: 'Login with SSO' }).click();
    const tab = await opened;
    await postIdpForm(tab);
    await tab.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await tab.getByText('Your session is starting on A1.').waitFor();
    await shoot(tab, 'sso-tab-signed-in');

    await kiosk.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(kiosk);
    await logOut(kiosk);
  });

  it('signs the kiosk in from a phone that scanned its QR code and chose Sign in with <campus>', async (t) => {
    const kiosk = await openKiosk(1);
    const phone = await openPhone(browser());
    t.after(async () => {
      await kiosk.context().close();
      await phone.context().close();
    });
    const { remote_id_key } = await storedPodSession(kiosk);
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    const campus = phone.getByRole('button', { name: /^Sign in with / });
    await campus.waitFor();
    assert.equal(await phone.getByLabel('Password').count(), 0, 'no password form at an SSO venue');
    await shoot(phone, 'mobile-login-sso');

    idp.answerWith({ email: ACCOUNTS.player, nameId: 'campus-player' });
    await campus.click();
    await postIdpForm(phone);
    await phone.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await phone.getByText('Your session is starting on A2.').waitFor();
    await shoot(phone, 'mobile-login-sso-done');

    await kiosk.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(kiosk);
    await logOut(kiosk);
  });

  it("shows the phone a clear refusal for someone whose email is not this venue's account, and leaves the kiosk at its login", async (t) => {
    const kiosk = await openKiosk(0);
    const phone = await openPhone(browser());
    t.after(async () => {
      await kiosk.context().close();
      await phone.context().close();
    });
    const { remote_id_key } = await storedPodSession(kiosk);
    await phone.goto(`${h.baseUrl}/mobile-login/${encodeURIComponent(remote_id_key)}`);
    // an unknown person gets an account on their first sign-in; an account that is not this
    // venue's (the super admin's belongs to no venue) is never taken over
    idp.answerWith({ email: ACCOUNTS.superAdmin });
    await phone.getByRole('button', { name: /^Sign in with / }).click();
    await postIdpForm(phone);
    const refusal = phone.getByRole('alert');
    await refusal.getByRole('heading', { name: "We couldn't sign you in" }).waitFor();
    await refusal
      .getByText('Your email belongs to an account at another venue; ask the staff here to help you sign in')
      .waitFor();
    await refusal.getByText('Reason: account-of-another-client').waitFor();
    await shoot(phone, 'mobile-login-sso-refused');
    assert.match(kiosk.url(), /\/(login)?\?/);
    assert.equal(await kiosk.getByRole('button', { name: 'Login with SSO' }).isVisible(), true);
  });
});
