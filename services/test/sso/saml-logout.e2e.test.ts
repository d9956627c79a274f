import assert from 'node:assert/strict';
import { createSign } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SessionEnded, SsoLogoutRefused, type StoredEvent } from '@gamepod/events';
import { parseDomFromString, validateSignature, xpath } from '@node-saml/node-saml/lib/xml.js';
import { hashToken } from '../../src/auth/tokens.ts';
import type { KioskPod } from '../support/identity-fixtures.ts';
import { KEYS, type SamlTestIdp, signedPart, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, SP_KEY, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

/** A redirect-binding query carrying `xml` as `param`, signed with `key` when one is given, as an IdP (or a forger) builds it. */
function redirectQuery(param: 'SAMLRequest' | 'SAMLResponse', xml: string, key: string | null, relayState?: string) {
  const parts = [`${param}=${encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'))}`];
  if (relayState) parts.push(`RelayState=${encodeURIComponent(relayState)}`);
  if (!key) return parts.join('&');
  parts.push(`SigAlg=${encodeURIComponent(RSA_SHA256)}`);
  const signature = createSign('RSA-SHA256').update(parts.join('&')).sign(key, 'base64');
  return `${parts.join('&')}&Signature=${encodeURIComponent(signature)}`;
}

/** `url` with its query signature replaced by one made with `key` over the same signed part. */
function resigned(url: string, key: string): string {
  const [base, query = ''] = url.split('?');
  const part = signedPart(query);
  const signature = createSign('RSA-SHA256').update(part).sign(key, 'base64');
  return `${base}?${part}&Signature=${encodeURIComponent(signature)}`;
}

describe('SAML Single Logout', () => {
  let f: SsoServices;
  let idp: SamlTestIdp;
  let pod: KioskPod;
  let other: KioskPod;
  let sloUrl: string;
  before(async () => {
    f = await openSsoServices();
    const saml = await startSamlTestIdp();
    idp = saml;
    pod = await f.kioskPod();
    other = await f.kioskPod();
    for (const p of [pod, other]) {
      await f.saveSso(p.client.id, {
        active: true,
        protocol: 'saml',
        entity: idp.entityId,
        login: idp.loginUrl,
        logout: idp.logoutUrl,
        certs: KEYS.signing.cert,
      });
    }
    sloUrl = `${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/slo`;
    const metadata = await fetch(`${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/metadata`);
    saml.trust(await metadata.text());
  });
  after(async () => {
    await f.close();
    await idp.close();
  });

  /** A sign-in through the IdP, in the station's own browser (`on=station`) or a phone's; the kiosk redeems it. */
  const signIn = async (where: 'station' | 'phone', browser = new TestBrowser()) => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id });
    idp.answerWith({ email: player.email, nameId: `student-${player.id}` });
    const on = where === 'station' ? '&on=station' : '';
    const atIdp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}${on}`,
    );
    const authnRequest = inflateRawSync(
      Buffer.from(new URL(atIdp.urls[1] ?? '').searchParams.get('SAMLRequest') ?? '', 'base64'),
    ).toString('utf8');
    const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
    const back = await browser.visit(form.action, { method: 'POST', form: form.fields });
    assert.equal(back.res.status, 200, back.body);
    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    kiosk.ws.close();
    return { browser, player, token: user.token, nameId: `student-${player.id}`, authnRequest };
  };

  const stationLogout = async (p: KioskPod = pod) => {
    const res = await f.post('/api/v1/sso/station_logout', { session_id_key: p.session_id_key });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { logout_url: string | null }).logout_url;
  };

  const alive = async (token: string) => (await f.get('/api/v1/user/remaining_time', token)).statusCode === 200;

  /** Runs `refusal`, then checks it appended exactly one SsoLogoutRefused for the client, with `reason`. */
  const logoutRefused = async (clientId: string, reason: string, refusal: () => Promise<void>) => {
    const before = await f.deps.store.lastSequence();
    await refusal();
    assert.equal(await f.deps.store.lastSequence(), before + 1, 'a refusal appends its audit event and nothing else');
    const { events } = await f.deps.store.read(SsoLogoutRefused.aggregate, clientId);
    const last = events.at(-1) as StoredEvent<string, { reason: string }> | undefined;
    assert.equal(last?.type, SsoLogoutRefused.type);
    assert.equal(last?.data.reason, reason);
  };

  it('publishes metadata signed with our key, declaring the HTTP-Redirect single logout service and the signing certificate', async () => {
    const xml = await (await fetch(`${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/metadata`)).text();
    assert.match(
      xml,
      new RegExp(
        `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${sloUrl}"`,
      ),
    );
    const certBody = SP_KEY.cert.replace(/-----[A-Z ]+-----|\s/g, '');
    assert.ok(xml.replace(/\s/g, '').includes(certBody), 'the signing certificate is declared');
    assert.match(xml, /<KeyDescriptor use="signing">/);
    const root = xpath.selectElements(await parseDomFromString(xml), '/*')[0];
    assert.ok(root, 'a document');
    assert.equal(validateSignature(xml, root, [SP_KEY.cert]), true, 'signed with our key');
    assert.equal(validateSignature(xml, root, [KEYS.rogue.cert]), false);
  });

  it("ends the provider session of a sign-in made in the station's browser: signed LogoutRequest, IdP logout, checked LogoutResponse", async () => {
    const { browser, nameId, token, authnRequest } = await signIn('station');
    assert.equal([...idp.sessions.values()].filter((s) => s.nameId === nameId).length, 1);
    // a shared browser: the IdP was asked to authenticate anew, whoever it still knew there
    assert.match(authnRequest, /ForceAuthn="true"/);

    const logoutUrl = await stationLogout();
    assert.ok(logoutUrl?.startsWith(`${idp.logoutUrl}?SAMLRequest=`), String(logoutUrl));
    assert.match(logoutUrl ?? '', /&SigAlg=.*&Signature=/);
    const done = await browser.visit(logoutUrl ?? '');
    assert.equal(done.res.status, 200, done.body);
    assert.match(done.body, /You are signed out/);
    assert.ok(done.urls.at(-1)?.startsWith(`${sloUrl}?SAMLResponse=`), done.urls.join(' '));

    // the IdP took our signed request for this very sign-in and ended the browser's session there
    assert.equal(idp.logoutRequests.at(-1)?.nameId, nameId);
    assert.ok(idp.logoutRequests.at(-1)?.sessionIndex);
    assert.equal([...idp.sessions.values()].filter((s) => s.nameId === nameId).length, 0);
    // asking again finds nothing: the station's record was taken
    assert.equal(await stationLogout(), null);
    // the provider logout ends no session of ours by itself: the kiosk's own logout does
    assert.equal(await alive(token), true);
  });

  it("leaves nothing on the station for a sign-in made on the player's phone", async () => {
    const { authnRequest } = await signIn('phone');
    assert.doesNotMatch(authnRequest, /ForceAuthn/);
    assert.equal(await stationLogout(), null);
  });

  it("ends the player's session when the IdP starts the logout, answering with our signed LogoutResponse", async () => {
    const { token, nameId } = await signIn('phone');
    const session = [...idp.sessions.values()].find((s) => s.nameId === nameId);
    const browser = new TestBrowser();
    const back = await browser.visit(idp.logoutRequestUrl(nameId, session?.sessionIndex));
    assert.equal(back.res.status, 200, back.body);
    assert.ok(back.urls[1]?.startsWith(`${idp.logoutUrl}?SAMLResponse=`), back.urls.join(' '));
    assert.match(back.urls[1] ?? '', /&Signature=/);
    assert.ok(idp.logoutResponses.at(-1)?.inResponseTo, 'the IdP read our response, signature checked');

    assert.equal(await alive(token), false);
    const { events } = await f.deps.store.read('session', hashToken(token));
    const ended = events.at(-1) as StoredEvent<string, { reason: string }>;
    assert.equal(ended.type, SessionEnded.type);
    assert.equal(ended.data.reason, 'Signed out at the identity provider');
  });

  describe('refuses 400, appending one SsoLogoutRefused and ending no session', () => {
    it('an unsigned LogoutRequest', async () => {
      const { token, nameId } = await signIn('phone');
      const url = idp.logoutRequestUrl(nameId);
      const [base, query = ''] = url.split('?');
      const unsigned = query
        .split('&')
        .filter((p) => !p.startsWith('Signature=') && !p.startsWith('SigAlg='))
        .join('&');
      await logoutRefused(pod.client.id, 'invalid-response', async () => {
        const res = await fetch(`${base}?${unsigned}`, { redirect: 'manual' });
        assert.equal(res.status, 400, await res.text());
      });
      assert.equal(await alive(token), true);
    });

    it('a LogoutRequest signed with a key the client never stored', async () => {
      const { token, nameId } = await signIn('phone');
      await logoutRefused(pod.client.id, 'invalid-response', async () => {
        const res = await fetch(resigned(idp.logoutRequestUrl(nameId), KEYS.rogue.key), { redirect: 'manual' });
        assert.equal(res.status, 400, await res.text());
      });
      assert.equal(await alive(token), true);
    });

    it('a replayed LogoutRequest', async () => {
      const { nameId } = await signIn('phone');
      const url = idp.logoutRequestUrl(nameId);
      assert.equal((await fetch(url, { redirect: 'manual' })).status, 302);
      const again = await signIn('phone');
      await logoutRefused(pod.client.id, 'replayed', async () => {
        const res = await fetch(url, { redirect: 'manual' });
        assert.equal(res.status, 400, await res.text());
      });
      assert.equal(await alive(again.token), true);
    });

    it("another client's LogoutRequest, sent to this client's service", async () => {
      const { token, nameId } = await signIn('phone');
      const [, query] = idp.logoutRequestUrl(nameId).split('?');
      const atOther = `${f.publicUrl}/api/v1/sso/${other.client.id}/saml/slo?${query}`;
      await logoutRefused(other.client.id, 'invalid-response', async () => {
        const res = await fetch(atOther, { redirect: 'manual' });
        assert.equal(res.status, 400, await res.text());
      });
      assert.equal(await alive(token), true);
    });

    it('a forged LogoutResponse answering no logout of ours', async () => {
      const now = new Date().toISOString();
      const xml =
        '<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ' +
        `ID="_forged" Version="2.0" IssueInstant="${now}" Destination="${sloUrl}" InResponseTo="_never_sent">` +
        `<saml:Issuer>${idp.entityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:LogoutResponse>`;
      await logoutRefused(pod.client.id, 'unknown-request', async () => {
        const res = await fetch(`${sloUrl}?${redirectQuery('SAMLResponse', xml, KEYS.signing.key)}`);
        assert.equal(res.status, 400, await res.text());
      });
    });

    it('a wrongly signed LogoutResponse to a logout we sent, which stays answerable', async () => {
      const { browser } = await signIn('station');
      const logoutUrl = await stationLogout();
      // the IdP's real answer, caught before the browser brings it to us
      const atIdp = await fetch(logoutUrl ?? '', { redirect: 'manual' });
      const answer = atIdp.headers.get('location') ?? '';
      assert.ok(answer.startsWith(`${sloUrl}?SAMLResponse=`), answer);
      await logoutRefused(pod.client.id, 'invalid-response', async () => {
        const res = await fetch(resigned(answer, KEYS.rogue.key));
        assert.equal(res.status, 400, await res.text());
      });
      const good = await browser.visit(answer);
      assert.equal(good.res.status, 200, good.body);
      // and once answered, the same answer again is a replay
      await logoutRefused(pod.client.id, 'unknown-request', async () => {
        const res = await fetch(answer);
        assert.equal(res.status, 400, await res.text());
      });
    });
  });
});
