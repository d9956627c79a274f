import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import { type KioskPod, staffSession } from '../support/identity-fixtures.ts';
import { CERTS } from './idp-certificates.ts';
import { type SamlTestIdp, startSamlTestIdp } from './saml-test-idp.ts';
import { openSsoServices, type SsoServices } from './sso-fixtures.ts';
import { TestBrowser } from './test-browser.ts';

const api = '/api/v1/admin/kiosk';
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s+/g, '');

describe("a client's SSO settings", () => {
  let f: SsoServices;
  let idp: SamlTestIdp & { trust(spMetadata: string): void };
  let su: string;
  before(async () => {
    f = await openSsoServices();
    idp = await startSamlTestIdp();
    su = (await staffSession(f, SUPER_ADMIN, null)).token;
  });
  after(async () => {
    await f.close();
    await idp.close();
  });

  const save = (body: Record<string, unknown>) => f.post(`${api}/client/save_sso_metadata`, body, su);
  const details = async (clientId: string) => {
    const res = await f.get(`${api}/client?client_id=${clientId}`, su);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  /** Runs `call`, which must answer 400 naming `field`, and checks nothing was appended. */
  const refused = async (
    call: () => Promise<{ statusCode: number; body: string; json(): unknown }>,
    field: string,
    message?: RegExp,
  ) => {
    const before = await f.deps.store.lastSequence();
    const res = await call();
    assert.equal(res.statusCode, 400, res.body);
    const body = res.json() as { message: string; data: { field?: string } };
    assert.equal(body.data.field, field, res.body);
    if (message) assert.match(body.message, message);
    assert.equal(await f.deps.store.lastSequence(), before, 'nothing appended');
  };
  const ourUrls = (clientId: string) => {
    const base = `${f.publicUrl}/api/v1/sso/${clientId}`;
    return {
      entity_id: `${base}/saml/metadata`,
      metadata_url: `${base}/saml/metadata`,
      acs_url: `${base}/saml/acs`,
      slo_url: `${base}/saml/slo`,
      oidc_redirect_uri: `${base}/oidc/callback`,
    };
  };

  it("fills entity, login, logout and certs from the IdP's metadata pasted as XML, replies with our URLs, and a sign-in then works", async () => {
    const pod: KioskPod = await f.kioskPod();
    const res = await save({
      client_id: pod.client.id,
      active: 1,
      metadata_xml: idp.metadata(),
      attribute_preset: 'okta',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data.client.sso_tenant_urls, ourUrls(pod.client.id));

    const { sso_details, clients } = await details(pod.client.id);
    assert.equal(clients[0].sso_active, 1);
    assert.deepEqual(clients[0].sso_tenant_urls, ourUrls(pod.client.id));
    assert.deepEqual(
      [sso_details.entity, sso_details.login, sso_details.logout, sso_details.protocol, sso_details.attribute_preset],
      [idp.entityId, idp.loginUrl, idp.logoutUrl, 'saml', 'okta'],
    );
    assert.equal(pemBody(sso_details.certs), pemBody(CERTS.signing));
    assert.equal(sso_details.metadata_url, null);

    // the imported settings sign a player in
    idp.trust(await (await fetch(ourUrls(pod.client.id).metadata_url)).text());
    const player = await f.account(1, { client_id: pod.client.id });
    idp.answerWith({ email: player.email });
    const kiosk = await f.kioskSocket(pod);
    const browser = new TestBrowser();
    const atIdp = await browser.visit(
      `${f.publicUrl}/api/v1/sso/start?remote_id=${encodeURIComponent(pod.remote_id_key)}`,
    );
    const form = TestBrowser.formOf(atIdp.body, atIdp.urls.at(-1) ?? '');
    const done = await browser.visit(form.action, { method: 'POST', form: form.fields });
    assert.equal(done.res.status, 200, done.body);
    assert.equal((await f.redeem(pod, await f.loginCode(kiosk, pod))).user_id, player.id);
  });

  it('reads the metadata from its URL (a local server) for review, saving nothing; a save from the URL keeps the URL', async () => {
    const client = await f.client();
    const before = await f.deps.store.lastSequence();
    const res = await f.post(
      `${api}/client/sso_metadata/import`,
      { client_id: client.id, metadata_url: idp.metadataUrl },
      su,
    );
    assert.equal(res.statusCode, 200, res.body);
    const read = res.json().data;
    assert.deepEqual(
      [read.entity, read.login, read.logout, read.metadata_url],
      [idp.entityId, idp.loginUrl, idp.logoutUrl, idp.metadataUrl],
    );
    assert.equal(pemBody(read.certs), pemBody(CERTS.signing));
    assert.equal(await f.deps.store.lastSequence(), before, 'an import for review appends nothing');

    const saved = await save({ client_id: client.id, active: 1, metadata_url: idp.metadataUrl });
    assert.equal(saved.statusCode, 200, saved.body);
    const { sso_details } = await details(client.id);
    assert.deepEqual([sso_details.entity, sso_details.metadata_url], [idp.entityId, idp.metadataUrl]);
  });

  it('refuses a metadata URL on a private, link-local or unresolvable address, 400 naming metadata_url, appending nothing', async () => {
    const client = await f.client();
    for (const url of [
      'http://10.20.30.40/metadata',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:192.168.1.1]/md',
    ]) {
      await refused(
        () => f.post(`${api}/client/sso_metadata/import`, { client_id: client.id, metadata_url: url }, su),
        'metadata_url',
        /internal address/,
      );
      await refused(
        () => save({ client_id: client.id, active: 1, metadata_url: url }),
        'metadata_url',
        /internal address/,
      );
    }
  });

  it('refuses metadata that is not XML, or names no identity provider, 400 naming metadata_xml', async () => {
    const client = await f.client();
    await refused(
      () => save({ client_id: client.id, active: 1, metadata_xml: 'not <xml' }),
      'metadata_xml',
      /not XML|no SAML/,
    );
    // a service provider's metadata: no IDPSSODescriptor
    const sp = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://sp.example"><SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://sp.example/acs" index="0"/></SPSSODescriptor></EntityDescriptor>`;
    await refused(
      () => save({ client_id: client.id, active: 1, metadata_xml: sp }),
      'metadata_xml',
      /no SAML identity provider/,
    );
  });

  describe('checks certificates when they are saved, 400 naming certs, appending nothing', () => {
    const typed = (clientId: string, certs: string) => ({
      client_id: clientId,
      active: 1,
      entity: 'https://idp.example.edu/idp/shibboleth',
      login: 'https://idp.example.edu/idp/profile/SAML2/Redirect/SSO',
      logout: 'https://idp.example.edu/idp/profile/SAML2/Redirect/SLO',
      certs,
    });

    it('text that is not PEM, or a private key pasted beside the certificate', async () => {
      const client = await f.client();
      await refused(() => save(typed(client.id, pemBody(CERTS.signing))), 'certs', /not a PEM certificate/);
      const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
      await refused(() => save(typed(client.id, `${CERTS.signing}\n${key}`)), 'certs', /private key/);
      await refused(
        () => save(typed(client.id, '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----')),
        'certs',
        /not a valid PEM certificate/,
      );
    });

    it('an expired certificate, also the second of a rotation, and one in imported metadata', async () => {
      const client = await f.client();
      await refused(() => save(typed(client.id, CERTS.expired)), 'certs', /expired on 2021-01-01/);
      await refused(
        () => save(typed(client.id, `${CERTS.signing}\n${CERTS.expired}`)),
        'certs',
        /certificate 2 expired/,
      );
      const stale = idp.metadata().replace(pemBody(CERTS.signing), pemBody(CERTS.expired));
      await refused(() => save({ client_id: client.id, active: 1, metadata_xml: stale }), 'certs', /expired/);
    });

    it('a certificate with a key other than RSA (EC)', async () => {
      const client = await f.client();
      await refused(() => save(typed(client.id, CERTS.ec)), 'certs', /EC key/);
    });

    it('accepts a rotation (two good certificates)', async () => {
      const client = await f.client();
      const res = await save(typed(client.id, `${CERTS.signing}\n${CERTS.rotated}`));
      assert.equal(res.statusCode, 200, res.body);
    });

    it('lets SSO be switched off while the stored certificate has expired', async () => {
      const client = await f.client();
      const res = await save({ ...typed(client.id, CERTS.expired), active: 0 });
      assert.equal(res.statusCode, 200, res.body);
    });
  });

  it('shows the OIDC fields and attribute overrides, and only whether a client secret is kept, never the secret', async () => {
    const client = await f.client();
    const res = await save({
      client_id: client.id,
      active: 1,
      protocol: 'oidc',
      entity: 'https://login.example.edu',
      oidc_client_id: 'gamepod',
      oidc_client_secret: 'do-not-show-me',
      attribute_first_name: 'nickname',
    });
    assert.equal(res.statusCode, 200, res.body);
    const got = await f.get(`${api}/client?client_id=${client.id}`, su);
    assert.equal(got.body.includes('do-not-show-me'), false);
    const { sso_details } = got.json().data;
    assert.deepEqual(
      [
        sso_details.protocol,
        sso_details.oidc_client_id,
        sso_details.oidc_client_secret_set,
        sso_details.attribute_first_name,
      ],
      ['oidc', 'gamepod', true, 'nickname'],
    );
    // left out keeps the secret; "" removes it
    await save({
      client_id: client.id,
      active: 1,
      protocol: 'oidc',
      entity: 'https://login.example.edu',
      oidc_client_id: 'gamepod',
    });
    assert.equal((await details(client.id)).sso_details.oidc_client_secret_set, true);
    await save({
      client_id: client.id,
      active: 1,
      protocol: 'oidc',
      entity: 'https://login.example.edu',
      oidc_client_id: 'gamepod',
      oidc_client_secret: '',
    });
    assert.equal((await details(client.id)).sso_details.oidc_client_secret_set, false);
  });

  it('answers clients/update with our SSO URLs for the client (data.client.sso_tenant_urls)', async () => {
    const client = await f.client();
    const res = await f.post(
      `${api}/clients/update`,
      { edit_id: client.id, name: 'Campus Arcade', email: 'arcade@example.edu', phone: '555-123-4567' },
      su,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data.client.sso_tenant_urls, ourUrls(client.id));
  });
});
