import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SsoLogoutRefused, type StoredEvent } from '@gamepod/events';
import type { KioskPod } from '../support/identity-fixtures.ts';
import { OIDC_CLIENT_ID, type OidcTestProvider, startOidcTestProvider } from './oidc-test-provider.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

describe('OpenID Connect RP-initiated logout', () => {
  let f: SsoServices;
  let op: OidcTestProvider;
  let pod: KioskPod;
  let logins = 0;
  before(async () => {
    f = await openSsoServices();
    pod = await f.kioskPod();
    const ours = `${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc`;
    op = await startOidcTestProvider(`${ours}/callback`, { postLogoutRedirectUri: `${ours}/logged_out` });
    await f.saveSso(pod.client.id, {
      active: true,
      protocol: 'oidc',
      entity: op.issuer,
      oidc_client_id: OIDC_CLIENT_ID,
    });
  });
  after(async () => {
    await f.close();
    await op.close();
  });

  const startUrl = (on: string) =>
    `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}${on}`;

  /** A sign-in through the provider's pages in `browser`, in the station's own browser or a phone's; the kiosk redeems it. */
  const signIn = async (where: 'station' | 'phone', browser = new TestBrowser()) => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id });
    const login = `student-${++logins}`;
    op.accounts.set(login, { email: player.email, email_verified: true, given_name: 'Grace' });
    const atOp = await browser.visit(startUrl(where === 'station' ? '&on=station' : ''));
    // a shared browser: the provider is asked to authenticate anew, whoever it still knows there
    const prompt = new URL(atOp.urls[1] ?? '').searchParams.get('prompt');
    assert.equal(prompt, where === 'station' ? 'login' : null);
    const signInForm = TestBrowser.formOf(atOp.body, atOp.urls.at(-1) ?? '');
    const consent = await browser.visit(signInForm.action, {
      method: 'POST',
      form: { prompt: 'login', login, password: 'any' },
    });
    const consentForm = TestBrowser.formOf(consent.body, consent.urls.at(-1) ?? '');
    const back = await browser.visit(consentForm.action, { method: 'POST', form: { prompt: 'consent' } });
    assert.equal(back.res.status, 200, back.body);
    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    kiosk.ws.close();
    return { browser, token: user.token };
  };

  const stationLogout = async () => {
    const res = await f.post('/api/v1/sso/station_logout', { session_id_key: pod.session_id_key });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { logout_url: string | null }).logout_url;
  };

  /** Whether the provider still knows `browser`: its sign-in page asks for a login only when it does not. */
  const providerAsksLogin = async (browser: TestBrowser) => {
    const atOp = await browser.visit(startUrl(''));
    return /name="login"/.test(atOp.body);
  };

  it("ends the provider session of a sign-in made in the station's browser, with the ID token as hint", async () => {
    const { browser } = await signIn('station');
    // still signed in at the provider: a new sign-in in this browser skips its login page
    assert.equal(await providerAsksLogin(browser), false);

    const logoutUrl = new URL((await stationLogout()) ?? 'http://missing.invalid/');
    assert.equal(logoutUrl.origin, op.issuer);
    assert.ok(logoutUrl.searchParams.get('id_token_hint'), 'id_token_hint');
    assert.equal(
      logoutUrl.searchParams.get('post_logout_redirect_uri'),
      `${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/logged_out`,
    );
    const confirm = await browser.visit(logoutUrl.toString());
    assert.equal(confirm.res.status, 200, confirm.body);
    const form = TestBrowser.formOf(confirm.body, confirm.urls.at(-1) ?? '');
    const done = await browser.visit(form.action, { method: 'POST', form: { ...form.fields, logout: 'yes' } });
    assert.equal(done.res.status, 200, done.body);
    assert.match(done.body, /You are signed out/);
    assert.ok(done.urls.at(-1)?.startsWith(`${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/logged_out?state=`));

    assert.equal(await providerAsksLogin(browser), true, 'the provider forgot the browser');
    assert.equal(await stationLogout(), null, 'the station holds nothing any more');
  });

  it("leaves nothing on the station for a sign-in made on the player's phone", async () => {
    await signIn('phone');
    assert.equal(await stationLogout(), null);
  });

  it('refuses a post-logout redirect with a state we never sent, 400, appending one SsoLogoutRefused', async () => {
    const before = await f.deps.store.lastSequence();
    const res = await fetch(`${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/logged_out?state=never-sent`);
    assert.equal(res.status, 400, await res.text());
    assert.equal(await f.deps.store.lastSequence(), before + 1);
    const { events } = await f.deps.store.read(SsoLogoutRefused.aggregate, pod.client.id);
    const last = events.at(-1) as StoredEvent<string, { reason: string; protocol: string }> | undefined;
    assert.deepEqual(
      [last?.type, last?.data.reason, last?.data.protocol],
      [SsoLogoutRefused.type, 'unknown-request', 'oidc'],
    );
  });
});
