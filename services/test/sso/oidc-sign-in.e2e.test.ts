import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SessionStarted, type StoredEvent } from '@gamepod/events';
import { hashToken } from '../../src/auth/tokens.ts';
import type { KioskPod } from '../support/identity-fixtures.ts';
import {
  OIDC_CLIENT_ID,
  type OidcAccount,
  type OidcTestProvider,
  startOidcTestProvider,
} from './oidc-test-provider.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

describe('signing a station in with OpenID Connect', () => {
  let f: SsoServices;
  let op: OidcTestProvider;
  let pod: KioskPod;
  let logins = 0;
  before(async () => {
    f = await openSsoServices();
    pod = await f.kioskPod();
    op = await startOidcTestProvider(`${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/callback`);
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

  /**
   * The phone's (or the SSO tab's) trip: our start link, the provider's sign-in and consent
   * pages, and its redirect back to our callback, as `account`.
   */
  const signIn = async (account: OidcAccount, browser = new TestBrowser()) => {
    const login = `student-${++logins}`;
    op.accounts.set(login, account);
    const atOp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
    );
    assert.equal(atOp.res.status, 200, atOp.body);
    const authorize = new URL(atOp.urls[1] ?? '');
    assert.equal(authorize.origin, op.issuer);
    assert.deepEqual(
      ['response_type', 'code_challenge_method', 'client_id'].map((k) => authorize.searchParams.get(k)),
      ['code', 'S256', OIDC_CLIENT_ID],
    );
    for (const k of ['code_challenge', 'state', 'nonce']) assert.ok(authorize.searchParams.get(k), k);
    const signInForm = TestBrowser.formOf(atOp.body, atOp.urls.at(-1) ?? '');
    const consent = await browser.visit(signInForm.action, {
      method: 'POST',
      form: { prompt: 'login', login, password: 'any' },
    });
    assert.equal(consent.res.status, 200, consent.body);
    const consentForm = TestBrowser.formOf(consent.body, consent.urls.at(-1) ?? '');
    const back = await browser.visit(consentForm.action, { method: 'POST', form: { prompt: 'consent' } });
    const callback = back.urls.find((u) => u.startsWith(`${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/callback?`));
    assert.ok(callback, back.urls.join(' '));
    return { ...back, callback };
  };

  it('signs the kiosk in with a working pod session marked as SSO', async () => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id, first_name: 'Grace' });
    const done = await signIn({ email: player.email, email_verified: true, given_name: 'Grace' });
    assert.equal(done.res.status, 200, done.body);
    assert.match(done.body, /You are signed in/);

    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    assert.deepEqual([user.user_id, user.name], [player.id, 'Grace']);
    assert.equal((await f.get('/api/v1/user/remaining_time', user.token)).statusCode, 200);
    const { events } = await f.deps.store.read('session', hashToken(user.token));
    const started = events[0] as StoredEvent<string, { sign_in: string; kind: string }>;
    assert.equal(started.type, SessionStarted.type);
    assert.deepEqual([started.data.sign_in, started.data.kind], ['sso', 'pod']);
  });

  describe('refuses, appending only its audit event', () => {
    it('the same redirect a second time (a replayed code), 400 unknown-request', async () => {
      const kiosk = await f.kioskSocket(pod);
      const player = await f.account(1, { client_id: pod.client.id });
      const done = await signIn({ email: player.email, email_verified: true, given_name: 'Once' });
      assert.equal(done.res.status, 200, done.body);
      await f.loginCode(kiosk, pod);
      await f.refusedWith(pod.client.id, 'unknown-request', /no pending sign-in/, async () => {
        const again = await new TestBrowser().visit(done.callback);
        assert.equal(again.res.status, 400, again.body);
      });
    });

    it('a state we never sent, 400 unknown-request', async () => {
      await f.refusedWith(pod.client.id, 'unknown-request', /no pending sign-in/, async () => {
        const url = `${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/callback?code=forged&state=never-sent`;
        const res = await new TestBrowser().visit(url);
        assert.equal(res.res.status, 400, res.body);
      });
    });

    it('a code answered for our state but forged, 400 invalid-response at the token endpoint', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      const browser = new TestBrowser();
      const atOp = await browser.visit(
        `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
      );
      const state = new URL(atOp.urls[1] ?? '').searchParams.get('state') ?? '';
      assert.ok(player.email);
      await f.refusedWith(pod.client.id, 'invalid-response', /invalid_grant/, async () => {
        const url = `${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/callback?code=forged-code&state=${state}&iss=${encodeURIComponent(op.issuer)}`;
        const res = await browser.visit(url);
        assert.equal(res.res.status, 400, res.body);
      });
    });

    it('an email the provider has not verified, 403 no-email', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      await f.refusedWith(pod.client.id, 'no-email', /email_verified/, async () => {
        const done = await signIn({ email: player.email, email_verified: false, given_name: 'Unverified' });
        assert.equal(done.res.status, 403, done.body);
      });
    });

    it("an email that is another client's account, 403 account-of-another-client, creating no account", async () => {
      const elsewhere = await f.account(1, { client_id: (await f.client()).id });
      await f.refusedWith(pod.client.id, 'account-of-another-client', /of another client/, async () => {
        const done = await signIn({ email: elsewhere.email, email_verified: true, given_name: 'Else' });
        assert.equal(done.res.status, 403, done.body);
      });
    });

    it('the provider answering with an error, 401 provider-error', async () => {
      const browser = new TestBrowser();
      const atOp = await browser.visit(
        `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
      );
      const state = new URL(atOp.urls[1] ?? '').searchParams.get('state') ?? '';
      await f.refusedWith(pod.client.id, 'provider-error', /access_denied/, async () => {
        const url = `${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`;
        const res = await browser.visit(url);
        assert.equal(res.res.status, 401, res.body);
      });
    });
  });
});
