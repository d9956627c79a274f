import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SessionStarted, SsoIdentityLinked, type StoredEvent } from '@gamepod/events';
import { hashToken } from '../../src/auth/tokens.ts';
import { readClient } from '../../src/clients/application/read-client.ts';
import { CLIENT_ADMIN, FACILITATOR, PLAYER } from '../../src/domain/roles.ts';
import { linkIdOf } from '../../src/sso/application/sso-account.ts';
import { json, type KioskPod } from '../support/identity-fixtures.ts';
import { OIDC_CLIENT_ID, type OidcTestProvider, startOidcTestProvider } from './oidc-test-provider.ts';
import { KEYS, type SamlAnswer, type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

/** A console page's secret and the challenge it starts the sign-in with. */
const newVerifier = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

describe('signing staff in to the admin console with SAML', () => {
  let f: SsoServices;
  let idp: SamlTestIdp;
  let pod: KioskPod;
  let clientId: string;
  before(async () => {
    f = await openSsoServices();
    const saml = await startSamlTestIdp();
    idp = saml;
    pod = await f.kioskPod();
    clientId = pod.client.id;
    await f.saveSso(clientId, {
      active: true,
      protocol: 'saml',
      entity: idp.entityId,
      login: idp.loginUrl,
      logout: idp.logoutUrl,
      certs: KEYS.signing.cert,
    });
    saml.trust(await (await fetch(`${f.publicUrl}/api/v1/sso/${clientId}/saml/metadata`)).text());
  });
  after(async () => {
    await f.close();
    await idp.close();
  });

  /** The console page's trip: our console start, the IdP, and its form back to our ACS; the last URL the browser reached. */
  const signIn = async (answer: SamlAnswer, challenge: string, headers?: { accept: string }) => {
    idp.answerWith(answer);
    const browser = new TestBrowser();
    const start = `${f.publicUrl}/api/v1/sso/console/start?client_id=${clientId}&challenge=${challenge}`;
    const atIdp = await browser.visit(start);
    assert.equal(atIdp.res.status, 200, atIdp.body);
    assert.ok(atIdp.urls[1]?.startsWith(`${idp.loginUrl}?SAMLRequest=`), atIdp.urls.join(' '));
    const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
    if (headers) {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(form.fields),
        redirect: 'manual',
      });
      return { res, body: await res.text(), urls: [form.action] };
    }
    return browser.visit(form.action, { method: 'POST', form: form.fields });
  };

  /** The one-time code in the fragment of the console page the browser was sent back to. */
  const codeOf = (urls: readonly string[]) => {
    const back = new URL(urls.at(-1) ?? '');
    assert.equal(`${back.origin}${back.pathname}`, `${f.publicUrl}/admin/sso/${clientId}`, urls.join(' '));
    assert.equal(back.search, '', 'nothing in the query string, which servers log');
    return new URLSearchParams(back.hash.slice(1)).get('code') ?? '';
  };

  const redeem = (code: string, verifier: string) => f.post('/api/v1/sso/console/redeem', { code, verifier });

  it("signs a client admin in: an SSO admin session that only the starting page's verifier redeems, once", async () => {
    const admin = await f.account(CLIENT_ADMIN, { client_id: clientId, first_name: 'Marie' });
    const page = newVerifier();
    const done = await signIn({ email: admin.email, nameId: `staff-${admin.id}` }, page.challenge);
    const code = codeOf(done.urls);
    assert.match(code, /^[A-Za-z0-9_-]{43}$/);

    const before = await f.deps.store.lastSequence();
    const stolen = await redeem(code, newVerifier().verifier);
    assert.equal(stolen.statusCode, 410, stolen.body);
    assert.equal(await f.deps.store.lastSequence(), before, 'a refused redemption appends nothing');

    const redeemed = await redeem(code, page.verifier);
    assert.equal(redeemed.statusCode, 200, redeemed.body);
    const session = json(redeemed).data as { token: string; user_id: string; role_id: number; name: string };
    assert.deepEqual([session.user_id, session.role_id, session.name], [admin.id, CLIENT_ADMIN, 'Marie']);
    const { events } = await f.deps.store.read('session', hashToken(session.token));
    const started = events[0] as StoredEvent<string, { sign_in: string; kind: string; pod_id: string | null }>;
    assert.equal(started.type, SessionStarted.type);
    assert.deepEqual([started.data.sign_in, started.data.kind, started.data.pod_id], ['sso', 'admin', null]);
    const link = await f.deps.store.read(
      SsoIdentityLinked.aggregate,
      linkIdOf(clientId, { issuer: idp.entityId, subject: `staff-${admin.id}` }),
    );
    assert.equal(link.events.length, 1);

    assert.equal((await redeem(code, page.verifier)).statusCode, 410, 'a code is redeemed once');
    const out = await f.post('/api/v1/admin/logout', {}, session.token);
    assert.equal(out.statusCode, 200, out.body);
  });

  it('refuses a player or a facilitator 403 not-staff, appending only its audit event and starting no session', async () => {
    for (const role of [PLAYER, FACILITATOR]) {
      const someone = await f.account(role, { client_id: clientId });
      await f.refusedWith(clientId, 'not-staff', new RegExp(`role ${role}`), async () => {
        const done = await signIn({ email: someone.email }, newVerifier().challenge);
        assert.equal(done.res.status, 403, done.body);
      });
    }
  });

  it('refuses an unknown person 403 unknown-account, making no account, and another client admin 403 account-of-another-client', async () => {
    await f.refusedWith(clientId, 'unknown-account', /no account of the client/, async () => {
      const done = await signIn({ email: `nobody-${Date.now()}@campus.example` }, newVerifier().challenge);
      assert.equal(done.res.status, 403, done.body);
    });
    const other = await f.kioskPod();
    const elsewhere = await f.account(CLIENT_ADMIN, { client_id: other.client.id });
    await f.refusedWith(clientId, 'account-of-another-client', /of another client/, async () => {
      const done = await signIn({ email: elsewhere.email }, newVerifier().challenge);
      assert.equal(done.res.status, 403, done.body);
    });
  });

  it('shows a browser a page, not JSON, for a refused answer: its status, the reason, and a style policy allowing only its own style', async () => {
    const someone = await f.account(PLAYER, { client_id: clientId });
    const done = await signIn({ email: someone.email }, newVerifier().challenge, {
      accept: 'text/html,application/xhtml+xml',
    });
    assert.equal(done.res.status, 403, done.body);
    assert.match(done.res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(done.body, /<h1>We couldn&#39;t sign you in<\/h1>/);
    assert.match(done.body, /Reason: not-staff/);
    const csp = done.res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /style-src 'sha256-[A-Za-z0-9+/=]+'/);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(done.body, /<script/);
  });

  it('refuses a start with a malformed challenge 400, and a client without SSO 409, writing nothing', async () => {
    const other = await f.kioskPod();
    const before = await f.deps.store.lastSequence();
    const bad = await f.get(`/api/v1/sso/console/start?client_id=${clientId}&challenge=short`);
    assert.equal(bad.statusCode, 400, bad.body);
    const off = await f.get(
      `/api/v1/sso/console/start?client_id=${other.client.id}&challenge=${newVerifier().challenge}`,
    );
    assert.equal(off.statusCode, 409, off.body);
    assert.equal(await f.deps.store.lastSequence(), before);
  });

  it("tells a sign-in page whether the client's SSO is on and its name, by client or by a pod's remote id", async () => {
    const name = (await readClient(f.deps.store, clientId))?.name;
    assert.ok(name);
    const byClient = await f.get(`/api/v1/sso/provider?client_id=${clientId}`);
    assert.equal(byClient.statusCode, 200, byClient.body);
    assert.deepEqual(json(byClient).data, { sso_active: 1, name });
    const byRemote = await f.get(`/api/v1/sso/provider?remote_id=${encodeURIComponent(pod.remote_id_key)}`);
    assert.deepEqual(json(byRemote).data, { sso_active: 1, name });
    const other = await f.kioskPod();
    assert.equal(json(await f.get(`/api/v1/sso/provider?client_id=${other.client.id}`)).data.sso_active, 0);
    const unknown = await f.get('/api/v1/sso/provider?client_id=00000000-0000-7000-8000-000000000000');
    assert.deepEqual(json(unknown).data, { sso_active: 0, name: null });
    assert.equal((await f.get('/api/v1/sso/provider?remote_id=nope')).statusCode, 404);
    assert.equal((await f.get('/api/v1/sso/provider')).statusCode, 400);
  });
});

describe('signing staff in to the admin console with OpenID Connect', () => {
  let f: SsoServices;
  let op: OidcTestProvider;
  let clientId: string;
  before(async () => {
    f = await openSsoServices();
    clientId = (await f.kioskPod()).client.id;
    op = await startOidcTestProvider(`${f.publicUrl}/api/v1/sso/${clientId}/oidc/callback`);
    await f.saveSso(clientId, { active: true, protocol: 'oidc', entity: op.issuer, oidc_client_id: OIDC_CLIENT_ID });
  });
  after(async () => {
    await f.close();
    await op.close();
  });

  it('signs a client admin in through the provider, the session redeemed by the starting page only', async () => {
    const admin = await f.account(CLIENT_ADMIN, { client_id: clientId });
    op.accounts.set('staff', { email: admin.email, email_verified: true, given_name: 'Ada' });
    const page = newVerifier();
    const browser = new TestBrowser();
    const atOp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/console/start?client_id=${clientId}&challenge=${page.challenge}`,
    );
    const signInForm = TestBrowser.formOf(atOp.body, atOp.urls.at(-1) ?? '');
    const consent = await browser.visit(signInForm.action, {
      method: 'POST',
      form: { prompt: 'login', login: 'staff', password: 'any' },
    });
    const consentForm = TestBrowser.formOf(consent.body, consent.urls.at(-1) ?? '');
    const back = await browser.visit(consentForm.action, { method: 'POST', form: { prompt: 'consent' } });
    const landed = new URL(back.urls.at(-1) ?? '');
    assert.equal(landed.pathname, `/admin/sso/${clientId}`, back.urls.join(' '));
    const code = new URLSearchParams(landed.hash.slice(1)).get('code') ?? '';

    const redeemed = await f.post('/api/v1/sso/console/redeem', { code, verifier: page.verifier });
    assert.equal(redeemed.statusCode, 200, redeemed.body);
    assert.equal((json(redeemed).data as { user_id: string }).user_id, admin.id);
  });
});
