import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SessionStarted, SsoIdentityLinked, type StoredEvent } from '@gamepod/events';
import { hashToken } from '../../src/auth/tokens.ts';
import { linkIdOf } from '../../src/sso/application/sso-account.ts';
import { type KioskPod, RIGHT_PASSWORD } from '../support/identity-fixtures.ts';
import { KEYS, type SamlAnswer, type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

describe('signing a station in with SAML', () => {
  let f: SsoServices;
  let idp: SamlTestIdp;
  let pod: KioskPod;
  before(async () => {
    f = await openSsoServices();
    const saml = await startSamlTestIdp();
    idp = saml;
    pod = await f.kioskPod();
    await f.saveSso(pod.client.id, {
      active: true,
      protocol: 'saml',
      entity: idp.entityId,
      login: idp.loginUrl,
      logout: idp.logoutUrl,
      // the new certificate beside the current one: a rotation in progress
      certs: `${KEYS.signing.cert}\n${KEYS.rotated.cert}`,
    });
    const metadata = await fetch(`${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/metadata`);
    assert.equal(metadata.status, 200);
    saml.trust(await metadata.text());
  });
  after(async () => {
    await f.close();
    await idp.close();
  });

  /** Our start link and the IdP's sign-in: the form the IdP's page would post back to our ACS. */
  const answerForm = async (answer: SamlAnswer, browser = new TestBrowser()) => {
    idp.answerWith(answer);
    const atIdp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
    );
    assert.equal(atIdp.res.status, 200, atIdp.body);
    assert.ok(atIdp.urls[1]?.startsWith(`${idp.loginUrl}?SAMLRequest=`), atIdp.urls.join(' '));
    const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
    assert.equal(form.action, `${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/acs`);
    return form;
  };

  /** The phone's (or the SSO tab's) trip: our start link, the IdP's sign-in, and its form back to our ACS. */
  const signIn = async (answer: SamlAnswer, browser = new TestBrowser()) => {
    const form = await answerForm(answer, browser);
    const back = await browser.visit(form.action, { method: 'POST', form: form.fields });
    return { ...back, form };
  };

  it('signs the kiosk in with a working pod session marked as SSO, and links the subject', async () => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id, first_name: 'Ada' });
    const done = await signIn({ email: player.email, nameId: `student-${player.id}` });
    assert.equal(done.res.status, 200, done.body);
    assert.match(done.body, /You are signed in/);
    assert.equal(done.body.includes('token'), false);

    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    assert.deepEqual([user.user_id, user.name], [player.id, 'Ada']);
    assert.equal((await f.get('/api/v1/user/remaining_time', user.token)).statusCode, 200);
    const { events } = await f.deps.store.read('session', hashToken(user.token));
    const started = events[0] as StoredEvent<string, { sign_in: string; pod_id: string; kind: string }>;
    assert.equal(started.type, SessionStarted.type);
    assert.deepEqual([started.data.sign_in, started.data.pod_id, started.data.kind], ['sso', pod.id, 'pod']);

    const linkId = linkIdOf(pod.client.id, { issuer: idp.entityId, subject: `student-${player.id}` });
    const link = (await f.deps.store.read(SsoIdentityLinked.aggregate, linkId)).events;
    assert.deepEqual(
      link.map((e) => [e.type, (e.data as { user_id: string }).user_id]),
      [[SsoIdentityLinked.type, player.id]],
    );
  });

  it('refuses Save Seat to the SSO session 403, appending nothing, and allows it to a password session at the same client', async () => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id });
    assert.equal((await signIn({ email: player.email })).res.status, 200);
    const sso = await f.redeem(pod, await f.loginCode(kiosk, pod));
    const before = await f.deps.store.lastSequence();
    const refused = await f.post('/api/v1/user/save_seat', { session_id_key: pod.session_id_key }, sso.token);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().message, 'Single sign-on sessions cannot use Save Seat');
    assert.equal(await f.deps.store.lastSequence(), before);

    const other = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const withPassword = await f.account(1, { client_id: pod.client.id });
    const login = await f.post('/api/v1/user/login', {
      session_id_key: other.session_id_key,
      username: withPassword.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(login.statusCode, 200, login.body);
    const { token } = login.json().data as { token: string };
    const saved = await f.post('/api/v1/user/save_seat', { session_id_key: other.session_id_key }, token);
    assert.equal(saved.statusCode, 200, saved.body);
  });

  it('accepts an assertion signed with the rotated certificate stored beside the current one', async () => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id });
    const done = await signIn({ email: player.email, key: 'rotated' });
    assert.equal(done.res.status, 200, done.body);
    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    assert.equal(user.user_id, player.id);
  });

  it('accepts an assertion 30 s past its end, within the 60 s clock skew', async () => {
    const kiosk = await f.kioskSocket(pod);
    const player = await f.account(1, { client_id: pod.client.id });
    const done = await signIn({ email: player.email, shiftMs: -5 * 60_000 - 30_000 });
    assert.equal(done.res.status, 200, done.body);
    assert.equal((await f.redeem(pod, await f.loginCode(kiosk, pod))).user_id, player.id);
  });

  describe('refuses, appending only its audit event', () => {
    it('an assertion signed with a key the client never stored, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      await f.refusedWith(pod.client.id, 'invalid-response', /signature/i, async () => {
        const done = await signIn({ email: player.email, key: 'rogue' });
        assert.equal(done.res.status, 400, done.body);
        assert.equal(JSON.parse(done.body).data.reason, 'invalid-response');
      });
    });

    it('an assertion for another audience, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      await f.refusedWith(pod.client.id, 'invalid-response', /audience/i, async () => {
        const done = await signIn({ email: player.email, audience: 'https://other-sp.example/metadata' });
        assert.equal(done.res.status, 400, done.body);
      });
    });

    it('an assertion from another issuer, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      await f.refusedWith(pod.client.id, 'invalid-response', /issuer/i, async () => {
        const done = await signIn({ email: player.email, issuer: 'https://other-idp.example/' });
        assert.equal(done.res.status, 400, done.body);
      });
    });

    it('an assertion for another recipient, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      await f.refusedWith(pod.client.id, 'invalid-response', /Recipient/, async () => {
        const done = await signIn({ email: player.email, recipient: 'https://other-sp.example/acs' });
        assert.equal(done.res.status, 400, done.body);
      });
    });

    it('an assertion whose time ran out beyond the skew, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      await f.refusedWith(pod.client.id, 'invalid-response', /subject confirmation/i, async () => {
        const done = await signIn({ email: player.email, shiftMs: -7 * 60_000 });
        assert.equal(done.res.status, 400, done.body);
      });
    });

    it('a response posted again, 400 unknown-request, and no second sign-in', async () => {
      const kiosk = await f.kioskSocket(pod);
      const player = await f.account(1, { client_id: pod.client.id });
      const done = await signIn({ email: player.email });
      assert.equal(done.res.status, 200, done.body);
      await f.loginCode(kiosk, pod);
      await f.refusedWith(pod.client.id, 'unknown-request', /no pending sign-in/, async () => {
        const again = await new TestBrowser().visit(done.form.action, { method: 'POST', form: done.form.fields });
        assert.equal(again.res.status, 400, again.body);
      });
    });

    it("an earlier response posted for a new sign-in's RelayState, 400 invalid-response", async () => {
      const kiosk = await f.kioskSocket(pod);
      const player = await f.account(1, { client_id: pod.client.id });
      const first = await signIn({ email: player.email });
      assert.equal(first.res.status, 200, first.body);
      await f.loginCode(kiosk, pod);
      const browser = new TestBrowser();
      const atIdp = await browser.visit(
        `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
      );
      const fresh = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
      await f.refusedWith(pod.client.id, 'invalid-response', /InResponseTo/, async () => {
        const replay = {
          SAMLResponse: first.form.fields.SAMLResponse ?? '',
          RelayState: fresh.fields.RelayState ?? '',
        };
        const res = await browser.visit(fresh.action, { method: 'POST', form: replay });
        assert.equal(res.res.status, 400, res.body);
      });
    });

    for (const [how, wrap] of [
      [
        'nested inside the forged one',
        (forged: string, signed: string) => forged.replace('</saml:Assertion>', `${signed}</saml:Assertion>`),
      ],
      [
        'moved into the response Extensions',
        (forged: string, signed: string) => `<samlp:Extensions>${signed}</samlp:Extensions>${forged}`,
      ],
    ] as const) {
      it(`a signature-wrapped response (the signed assertion ${how}, a forged one read), 400 invalid-response, signing nobody in`, async () => {
        const attacker = await f.account(1, { client_id: pod.client.id });
        const victim = await f.account(1, { client_id: pod.client.id });
        idp.answerWith({ email: attacker.email });
        const browser = new TestBrowser();
        const atIdp = await browser.visit(
          `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
        );
        const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
        const xml = Buffer.from(form.fields.SAMLResponse ?? '', 'base64').toString('utf8');
        const start = xml.indexOf('<saml:Assertion');
        const end = xml.indexOf('</saml:Assertion>') + '</saml:Assertion>'.length;
        const signed = xml.slice(start, end);
        assert.match(signed, /<ds:Signature/);
        const forged = signed
          .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
          .replaceAll(attacker.email, victim.email);
        const wrapped = xml.slice(0, start) + wrap(forged, signed) + xml.slice(end);
        await f.refusedWith(pod.client.id, 'invalid-response', /signature/i, async () => {
          const SAMLResponse = Buffer.from(wrapped, 'utf8').toString('base64');
          const res = await browser.visit(form.action, { method: 'POST', form: { ...form.fields, SAMLResponse } });
          assert.equal(res.res.status, 400, res.body);
        });
      });
    }

    it('a RelayState we never sent, 400 unknown-request', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      const done = await signIn({ email: player.email, key: 'rogue' });
      await f.refusedWith(pod.client.id, 'unknown-request', /no pending sign-in/, async () => {
        const forged = { SAMLResponse: done.form.fields.SAMLResponse ?? '', RelayState: '_0123456789abcdef' };
        const res = await new TestBrowser().visit(done.form.action, { method: 'POST', form: forged });
        assert.equal(res.res.status, 400, res.body);
      });
    });

    it('a SAMLResponse that is no SAML document, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      const form = await answerForm({ email: player.email });
      await f.refusedWith(pod.client.id, 'invalid-response', /./, async () => {
        const junk = { ...form.fields, SAMLResponse: Buffer.from('<x>not saml</x>').toString('base64') };
        const res = await new TestBrowser().visit(form.action, { method: 'POST', form: junk });
        assert.equal(res.res.status, 400, res.body);
      });
    });

    it('a response with its signatures taken out, 400 invalid-response', async () => {
      const player = await f.account(1, { client_id: pod.client.id });
      const form = await answerForm({ email: player.email });
      const xml = Buffer.from(form.fields.SAMLResponse ?? '', 'base64').toString('utf8');
      const unsigned = xml.replace(/<(\w+:)?Signature[\s>][\s\S]*?<\/(\w+:)?Signature>/g, '');
      assert.notEqual(unsigned, xml, 'the answer was signed');
      await f.refusedWith(pod.client.id, 'invalid-response', /sign/i, async () => {
        const stripped = { ...form.fields, SAMLResponse: Buffer.from(unsigned).toString('base64') };
        const res = await new TestBrowser().visit(form.action, { method: 'POST', form: stripped });
        assert.equal(res.res.status, 400, res.body);
      });
    });

    it("a genuine answer posted to another client's ACS, 400 unknown-request there, signing nobody in", async () => {
      const other = await f.client();
      await f.saveSso(other.id, {
        active: true,
        protocol: 'saml',
        entity: idp.entityId,
        login: idp.loginUrl,
        logout: idp.logoutUrl,
        certs: KEYS.signing.cert,
      });
      const player = await f.account(1, { client_id: pod.client.id });
      const form = await answerForm({ email: player.email });
      await f.refusedWith(other.id, 'unknown-request', /./, async () => {
        const res = await new TestBrowser().visit(`${f.publicUrl}/api/v1/sso/${other.id}/saml/acs`, {
          method: 'POST',
          form: form.fields,
        });
        assert.equal(res.res.status, 400, res.body);
      });
    });

    it("an email that is another client's account, 403 account-of-another-client, creating no account", async () => {
      const stranger = await f.account(1, { client_id: (await f.client()).id });
      await f.refusedWith(pod.client.id, 'account-of-another-client', /of another client/, async () => {
        const done = await signIn({ email: stranger.email });
        assert.equal(done.res.status, 403, done.body);
      });
    });
  });

  it('answers a client without SSO 409 and an unknown client 404, appending nothing', async () => {
    const other = await f.client();
    const before = await f.deps.store.lastSequence();
    const form = { SAMLResponse: 'PHg+PC94Pg==', RelayState: '_0123456789abcdef' };
    const off = await new TestBrowser().visit(`${f.publicUrl}/api/v1/sso/${other.id}/saml/acs`, {
      method: 'POST',
      form,
    });
    assert.equal(off.res.status, 409, off.body);
    const none = await new TestBrowser().visit(
      `${f.publicUrl}/api/v1/sso/0190a0a0-0000-7000-8000-000000000000/saml/acs`,
      {
        method: 'POST',
        form,
      },
    );
    assert.equal(none.res.status, 404, none.body);
    const bad = await new TestBrowser().visit(`${f.publicUrl}/api/v1/sso/start?remote_id=`);
    assert.equal(bad.res.status, 400, bad.body);
    assert.equal(await f.deps.store.lastSequence(), before);
  });
});
