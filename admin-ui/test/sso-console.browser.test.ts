import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type SamlTestIdp, settingsTrusting, startSamlTestIdp } from '../../services/test/sso/saml-test-idp.ts';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

/** The test IdP's sign-in page answers with a form; a real IdP's script posts it, here the test does. */
async function postIdpForm(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/sso');
  await page.locator('form').evaluate((form) => (form as unknown as { submit(): void }).submit());
}

describe("the admin console's sign-in through a client's SAML identity provider", () => {
  let h: AdminHarness;
  let idp: SamlTestIdp;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness();
    const saml = await startSamlTestIdp();
    idp = saml;
    const saved = settingsTrusting(idp);
    await h.store.append('client', h.clientId, [saved], {
      expectedVersion: 'any',
      context: { actor: { kind: 'system', name: 'test' } },
    });
    saml.trust(await (await fetch(`${h.baseUrl}/api/v1/sso/${h.clientId}/saml/metadata`)).text());
  });
  after(async () => {
    await h?.close();
    await idp?.close();
  });

  const campusButton = (page: Page) => page.getByRole('button', { name: 'Sign in with Demo Venue' });

  it("opens a client admin's dashboard; a code copied to another browser opens nothing", async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    const thief = await openAdminPage(browser(), 'desk');
    t.after(async () => {
      await page.context().close();
      await thief.context().close();
    });
    await page.goto(h.url(`/admin/sso/${h.clientId}`));
    await page.getByRole('heading', { name: 'Demo Venue' }).waitFor();
    assert.equal(await page.title(), 'gamepod | Staff sign-in');
    await shoot(page, 'sso-login');

    // the page's redemption waits until another browser has tried the same address
    let thiefDone: () => void = () => undefined;
    const thiefTried = new Promise<void>((resolve) => {
      thiefDone = resolve;
    });
    await page.route('**/api/v1/sso/console/redeem', async (route) => {
      await thiefTried;
      await route.continue();
    });
    idp.answerWith({ email: ACCOUNTS.admin, nameId: 'campus-admin' });
    const acs = page.waitForResponse((r) => r.url().endsWith(`/api/v1/sso/${h.clientId}/saml/acs`));
    await campusButton(page).click();
    await postIdpForm(page);
    const back = (await acs).headers().location ?? '';
    assert.match(back, new RegExp(`/admin/sso/${h.clientId}#code=[A-Za-z0-9_-]{43}$`));

    await thief.goto(back);
    await thief.getByText('This sign-in has expired or was already used. Please start again.').waitFor();
    await shoot(thief, 'sso-login-expired');
    const code = new URLSearchParams(new URL(back).hash.slice(1)).get('code') ?? '';
    const guessed = await fetch(`${h.baseUrl}/api/v1/sso/console/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, verifier: 'x'.repeat(43) }),
    });
    assert.equal(guessed.status, 410);
    thiefDone();

    await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
    await page.getByText('Welcome Admin!').waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the code left the address bar');
    const stored = await h.storedSession(page);
    assert.deepEqual([stored?.role_id, stored?.email], [3, ACCOUNTS.admin]);
    assert.equal(await thief.evaluate("localStorage.getItem('gp.user_session')"), null);

    // signed out, the password form offers the campus this browser used
    await page.evaluate("localStorage.removeItem('gp.user_session')");
    await page.goto(h.url('/admin/login'));
    await page.getByLabel('Password').waitFor();
    await campusButton(page).waitFor();
    await shoot(page, 'login-with-campus');
    await campusButton(page).click();
    await page.waitForURL(`**/admin/sso/${h.clientId}`);
  });

  it('shows a player who tries the console a clear refusal page, and signs nobody in', async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    await page.goto(h.url(`/admin/sso/${h.clientId}`));
    idp.answerWith({ email: ACCOUNTS.player, nameId: 'campus-player' });
    await campusButton(page).click();
    await postIdpForm(page);
    const refusal = page.getByRole('alert');
    await refusal.getByRole('heading', { name: "We couldn't sign you in" }).waitFor();
    await refusal.getByText('The admin console is for venue staff; your account cannot use it').waitFor();
    await refusal.getByText('Reason: not-staff').waitFor();
    await shoot(page, 'sso-login-refused');
    assert.equal(await page.evaluate("localStorage.getItem('gp.user_session')"), null);
  });

  it('says so on the sign-in page of a client without single sign-on', async (t) => {
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/sso/00000000-0000-7000-8000-000000000000'));
    await page.getByText('Single sign-on is not set up for this venue.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Sign in with email and password instead' }).waitFor();
    assert.equal(await campusButton(page).count(), 0);
  });
});
