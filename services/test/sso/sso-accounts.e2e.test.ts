import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  SsoIdentityLinked,
  type StoredEvent,
  UserJoinedThroughSso,
  UserNameAsserted,
  UserRegistered,
} from '@gamepod/events';
import { userById } from '@gamepod/projections';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import { linkIdOf } from '../../src/sso/application/sso-account.ts';
import { freshEmail, type KioskPod, RIGHT_PASSWORD, staffSession } from '../support/identity-fixtures.ts';
import { OIDC_CLIENT_ID, type OidcTestProvider, startOidcTestProvider } from './oidc-test-provider.ts';
import { KEYS, type SamlAnswer, type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

const ENTRA = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
const OID = { mail: 'urn:oid:0.9.2342.19200300.100.1.3', givenName: 'urn:oid:2.5.4.42', sn: 'urn:oid:2.5.4.4' };

type UserEvent = StoredEvent<string, Record<string, unknown>>;

describe('accounts made and kept by single sign-on', () => {
  let f: SsoServices;
  const idps: SamlTestIdp[] = [];
  let op: OidcTestProvider | undefined;
  before(async () => {
    f = await openSsoServices();
  });
  after(async () => {
    await f.close();
    for (const idp of idps) await idp.close();
    await op?.close();
  });

  /** A pod at a new client whose SAML IdP (its own, running here) reads answers with `preset`. */
  const samlClient = async (mapping: { preset: 'entra' | 'shibboleth' | 'generic'; email?: string }) => {
    const idp = await startSamlTestIdp();
    idps.push(idp);
    const pod = await f.kioskPod();
    await f.saveSso(pod.client.id, {
      active: true,
      protocol: 'saml',
      entity: idp.entityId,
      login: idp.loginUrl,
      logout: idp.logoutUrl,
      certs: KEYS.signing.cert,
      attribute_preset: mapping.preset,
      attribute_email: mapping.email ?? null,
    });
    const metadata = await fetch(`${f.publicUrl}/api/v1/sso/${pod.client.id}/saml/metadata`);
    idp.trust(await metadata.text());
    return { idp, pod };
  };

  const samlSignIn = async (at: { idp: SamlTestIdp; pod: KioskPod }, answer: SamlAnswer) => {
    at.idp.answerWith(answer);
    const browser = new TestBrowser();
    const atIdp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(at.pod.remote_id_key)}`,
    );
    assert.equal(atIdp.res.status, 200, atIdp.body);
    const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
    return browser.visit(form.action, { method: 'POST', form: form.fields });
  };

  const userEvents = async (userId: string) => (await f.deps.store.read('user', userId)).events as UserEvent[];

  it('makes the player on a first sign-in from an Entra-shaped assertion (claim URIs), and renames them on a later one', async () => {
    const at = await samlClient({ preset: 'entra' });
    const email = freshEmail('entra');
    const nameId = `entra-${email}`;
    const kiosk = await f.kioskSocket(at.pod);
    const entraAnswer = (surname: string): SamlAnswer => ({
      email,
      nameId,
      attributes: {
        [`${ENTRA}/emailaddress`]: email.toUpperCase(),
        [`${ENTRA}/givenname`]: 'Ada',
        [`${ENTRA}/surname`]: surname,
        // a generic name the Entra preset does not read
        email: 'someone-else@example.com',
      },
    });
    const first = await samlSignIn(at, entraAnswer('Lovelace'));
    assert.equal(first.res.status, 200, first.body);
    const user = await f.redeem(at.pod, await f.loginCode(kiosk, at.pod));
    assert.equal(user.name, 'Ada');

    const row = await userById(f.deps.db, user.user_id);
    assert.ok(row);
    assert.deepEqual(
      [row.email, row.client_id, row.role, row.first_name, row.last_name, row.name, row.phone, row.dob, row.is_active],
      [email, at.pod.client.id, 1, 'Ada', 'Lovelace', 'Ada Lovelace', null, null, true],
    );
    const joined = await userEvents(user.user_id);
    assert.deepEqual(
      joined.map((e) => e.type),
      [UserJoinedThroughSso.type, 'UserLoggedIn'],
    );
    assert.equal(JSON.stringify(joined[0]?.data).includes('password'), false);
    const link = await f.deps.store.read(
      SsoIdentityLinked.aggregate,
      linkIdOf(at.pod.client.id, { issuer: at.idp.entityId, subject: nameId }),
    );
    assert.equal((link.events[0]?.data as { user_id: string } | undefined)?.user_id, user.user_id);

    // the account screens read it without a phone or a birth date
    const admin = await staffSession(f, SUPER_ADMIN, null);
    const detail = await f.get(`/api/v1/admin/kiosk/users/edit?user_id=${user.user_id}`, admin.token);
    assert.equal(detail.statusCode, 200, detail.body);
    const shown = (detail.json().data as { user: { phone: unknown; dob: unknown; email: string } }).user;
    assert.deepEqual([shown.email, shown.phone, shown.dob], [email, null, null]);

    // a password login finds no password for it
    const other = await f.kioskPod({ client: at.pod.client, lab_id: at.pod.lab_id });
    const login = await f.post('/api/v1/user/login', {
      session_id_key: other.session_id_key,
      username: email,
      password: RIGHT_PASSWORD,
    });
    assert.notEqual(login.statusCode, 200, login.body);

    const again = await samlSignIn(at, entraAnswer('King'));
    assert.equal(again.res.status, 200, again.body);
    const second = await f.redeem(at.pod, await f.loginCode(kiosk, at.pod));
    assert.equal(second.user_id, user.user_id, 'the same account, not a second one');
    const renamed = (await userEvents(user.user_id)).filter((e) => e.type === UserNameAsserted.type);
    assert.deepEqual(
      renamed.map((e) => e.data),
      [{ last_name: 'King' }],
    );
    assert.equal((await userById(f.deps.db, user.user_id))?.name, 'Ada King');

    // the same names again change nothing
    const same = await samlSignIn(at, entraAnswer('King'));
    assert.equal(same.res.status, 200, same.body);
    await f.loginCode(kiosk, at.pod);
    assert.equal((await userEvents(user.user_id)).filter((e) => e.type === UserNameAsserted.type).length, 1);
  });

  it('reads a Shibboleth-shaped assertion (eduPerson urn:oid names) with the Shibboleth preset', async () => {
    const at = await samlClient({ preset: 'shibboleth' });
    const email = freshEmail('shib');
    const kiosk = await f.kioskSocket(at.pod);
    const done = await samlSignIn(at, {
      email,
      nameId: `shib-${email}`,
      attributes: { [OID.mail]: email, [OID.givenName]: 'Grace', [OID.sn]: 'Hopper' },
    });
    assert.equal(done.res.status, 200, done.body);
    const user = await f.redeem(at.pod, await f.loginCode(kiosk, at.pod));
    const row = await userById(f.deps.db, user.user_id);
    assert.deepEqual([row?.email, row?.first_name, row?.last_name], [email, 'Grace', 'Hopper']);
  });

  it("reads the email from the client's own attribute name when it overrides the preset's", async () => {
    const at = await samlClient({ preset: 'shibboleth', email: 'campusMail' });
    const email = freshEmail('override');
    const kiosk = await f.kioskSocket(at.pod);
    const done = await samlSignIn(at, {
      email,
      nameId: `override-${email}`,
      attributes: { campusMail: email, [OID.mail]: 'not-this@example.com', [OID.givenName]: 'Alan' },
    });
    assert.equal(done.res.status, 200, done.body);
    const user = await f.redeem(at.pod, await f.loginCode(kiosk, at.pod));
    assert.equal((await userById(f.deps.db, user.user_id))?.email, email);
  });

  it("refuses an answer without an email under the client's names, 403 no-email, making no account", async () => {
    const at = await samlClient({ preset: 'entra' });
    const email = freshEmail('noentra');
    await f.refusedWith(at.pod.client.id, 'no-email', /no email/, async () => {
      // Okta-style plain names: not what this client's Entra preset reads
      const done = await samlSignIn(at, { email, nameId: `x-${email}`, attributes: { email, firstName: 'No' } });
      assert.equal(done.res.status, 403, done.body);
    });
  });

  it('keeps one account for a person with a password and an SSO sign-in (same email, same client)', async () => {
    const at = await samlClient({ preset: 'generic' });
    const player = await f.account(1, { client_id: at.pod.client.id, first_name: 'Pat' });
    const kiosk = await f.kioskSocket(at.pod);
    const done = await samlSignIn(at, {
      email: player.email,
      nameId: `pat-${player.id}`,
      attributes: { mail: player.email.toUpperCase() },
    });
    assert.equal(done.res.status, 200, done.body);
    const sso = await f.redeem(at.pod, await f.loginCode(kiosk, at.pod));
    assert.equal(sso.user_id, player.id);
    const types = (await userEvents(player.id)).map((e) => e.type);
    assert.equal(types[0], UserRegistered.type);
    assert.equal(types.includes(UserJoinedThroughSso.type), false);
    assert.equal(types.includes(UserNameAsserted.type), false, 'an answer without names keeps the name');
    const link = await f.deps.store.read(
      SsoIdentityLinked.aggregate,
      linkIdOf(at.pod.client.id, { issuer: at.idp.entityId, subject: `pat-${player.id}` }),
    );
    assert.equal((link.events[0]?.data as { user_id: string } | undefined)?.user_id, player.id);

    // the password still signs the same account in
    const other = await f.kioskPod({ client: at.pod.client, lab_id: at.pod.lab_id });
    const login = await f.post('/api/v1/user/login', {
      session_id_key: other.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal((login.json().data as { user_id: string }).user_id, player.id);
  });

  it("refuses a person whose email is another client's account, 403, neither merging nor making an account", async () => {
    const at = await samlClient({ preset: 'generic' });
    const elsewhere = await f.account(1, { client_id: (await f.client()).id });
    await f.refusedWith(at.pod.client.id, 'account-of-another-client', /of another client/, async () => {
      const done = await samlSignIn(at, { email: elsewhere.email, nameId: `else-${elsewhere.id}` });
      assert.equal(done.res.status, 403, done.body);
    });
    assert.equal((await userById(f.deps.db, elsewhere.id))?.client_id === at.pod.client.id, false);
  });

  it('makes the player from the standard OIDC claims of a confidential client, whose secret never reaches the log, and renames them later', async () => {
    const pod = await f.kioskPod();
    const secret = `s3cret-${freshEmail('oidc')}`;
    op = await startOidcTestProvider(`${f.publicUrl}/api/v1/sso/${pod.client.id}/oidc/callback`, {
      clientSecret: secret,
    });
    const admin = await staffSession(f, SUPER_ADMIN, null);
    const saved = await f.post(
      '/api/v1/admin/kiosk/client/save_sso_metadata',
      {
        client_id: pod.client.id,
        active: 1,
        protocol: 'oidc',
        entity: op.issuer,
        oidc_client_id: OIDC_CLIENT_ID,
        oidc_client_secret: secret,
      },
      admin.token,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const settings = (await f.deps.store.read('client', pod.client.id)).events.at(-1);
    assert.equal(JSON.stringify(settings?.data).includes(secret), false);
    assert.match(
      (settings?.data as { oidc_client_secret?: string } | undefined)?.oidc_client_secret ?? '',
      /^sealed1\./,
    );

    const email = freshEmail('oidc');
    const kiosk = await f.kioskSocket(pod);
    const signIn = async (family_name: string) => {
      op?.accounts.set('student', { email, email_verified: true, given_name: 'Barbara', family_name });
      const browser = new TestBrowser();
      const atOp = await browser.visit(
        `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
      );
      const signInForm = TestBrowser.formOf(atOp.body, atOp.urls.at(-1) ?? '');
      const consent = await browser.visit(signInForm.action, {
        method: 'POST',
        form: { prompt: 'login', login: 'student', password: 'any' },
      });
      const consentForm = TestBrowser.formOf(consent.body, consent.urls.at(-1) ?? '');
      return browser.visit(consentForm.action, { method: 'POST', form: { prompt: 'consent' } });
    };
    const first = await signIn('Liskov');
    assert.equal(first.res.status, 200, first.body);
    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    const row = await userById(f.deps.db, user.user_id);
    assert.deepEqual([row?.email, row?.first_name, row?.last_name, row?.phone], [email, 'Barbara', 'Liskov', null]);

    const again = await signIn('Liskov-Smith');
    assert.equal(again.res.status, 200, again.body);
    assert.equal((await f.redeem(pod, await f.loginCode(kiosk, pod))).user_id, user.user_id);
    assert.equal((await userById(f.deps.db, user.user_id))?.last_name, 'Liskov-Smith');
  });
});
