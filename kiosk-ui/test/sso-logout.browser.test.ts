// The provider session a sign-in leaves in the station's own browser ends on the logout
// screen, before the session itself: a real SAML IdP (samlify) signs the station in through
// the kiosk's "Login with SSO" tab, and the logout screen opens its signed LogoutRequest in
// that same browser, where the IdP's cookie is.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually } from '@gamepod/devkit';
import { handleCommand } from '@gamepod/event-store';
import { clientDecider, SUPER_ADMIN } from '@gamepod/services/domain';
import { passOrientation } from '@gamepod/testbed/browser';
import { KEYS, type SamlTestIdp, startSamlTestIdp } from '../../services/test/sso/saml-test-idp.ts';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../services/test/sso/fixtures/${name}`, import.meta.url));
const NAME_ID = 'campus-player-7';

describe("the logout screen of a station signed in through its own browser's SSO tab", () => {
  let h: KioskHarness;
  let idp: SamlTestIdp;
  const browser = useBrowser();
  before(async () => {
    // the deployment's SP signing key pair, as its secret files hold it
    process.env.GAMEPOD_SSO_SP_KEY_FILE = fixture('sp-signing.key.pem');
    process.env.GAMEPOD_SSO_SP_CERT_FILE = fixture('sp-signing.cert.pem');
    h = await startKioskHarness({ pods: 1 });
    const saml = await startSamlTestIdp();
    idp = saml;
    // saved as a super admin would, past the form (which refuses the IdP's http:// addresses)
    await handleCommand(
      h.store,
      clientDecider,
      h.clientId,
      {
        type: 'SaveSso',
        actor: { role: SUPER_ADMIN, client_id: null },
        sso: {
          active: true,
          protocol: 'saml',
          entity: idp.entityId,
          login: idp.loginUrl,
          logout: idp.logoutUrl,
          certs: KEYS.signing.cert,
        },
      },
      { context: { actor: { kind: 'system', name: 'test' } } },
    );
    saml.trust(await (await fetch(`${h.baseUrl}/api/v1/sso/${h.clientId}/saml/metadata`)).text());
    idp.answerWith({ email: ACCOUNTS.player, nameId: NAME_ID });
  });
  after(async () => {
    delete process.env.GAMEPOD_SSO_SP_KEY_FILE;
    delete process.env.GAMEPOD_SSO_SP_CERT_FILE;
    await idp?.close();
    await h?.close();
  });

  it('ends the IdP session in the station browser first, then the session, on Logout', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/v1/sso/station_logout' || path === '/api/v1/user/logout') calls.push(path);
    });
    await page.goto(h.kioskUrl(0));
    const sso = page.getByRole('button', { name: 'Login with SSO' });
    await sso.waitFor({ timeout: 30_000 });

    const signInTab = page.context().waitForEvent('page');
    await sso.click();
    const tab = await signInTab;
    await tab.waitForURL((url) => url.href.startsWith(`${idp.loginUrl}?SAMLRequest=`));
    // the IdP's answer is a form for the browser to post to our ACS
    await tab.evaluate('document.forms[0].submit()');
    await tab.getByText('You are signed in').waitFor({ timeout: 30_000 });
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await passOrientation(page);
    assert.equal([...idp.sessions.values()].filter((s) => s.nameId === NAME_ID).length, 1);

    const logoutTab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Logout' }).click();
    const slo = await logoutTab;
    await eventually('the IdP logout', () => idp.logoutRequests.find((r) => r.nameId === NAME_ID), {
      timeoutMs: 20_000,
    });
    await page.getByText('Thanks for playing').waitFor({ timeout: 30_000 });
    await shoot(page, 'logout-sso');
    assert.equal([...idp.sessions.values()].filter((s) => s.nameId === NAME_ID).length, 0, 'the IdP forgot it');
    assert.ok(slo.isClosed() || slo.url().includes('/saml/slo') || slo.url().startsWith(idp.logoutUrl), slo.url());
    assert.deepEqual(calls.slice(0, 2), ['/api/v1/sso/station_logout', '/api/v1/user/logout']);
  });
});
