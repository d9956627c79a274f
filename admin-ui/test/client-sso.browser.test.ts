import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  type AdminHarness,
  openAdminPage,
  scrollToTop,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployClient } from './support/client-steps.ts';
import { toast } from './support/waits.ts';

type SsoRead = {
  clients: Array<{ sso_active: number }>;
  sso_details: Record<string, unknown>;
};
/** The client's details as the API answers them. */
const detailsOf = async (h: AdminHarness, clientId: string) =>
  (await h.api(`/admin/kiosk/client?client_id=${clientId}`)).data as SsoRead;

const cert = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s+/g, '');

/** An IdP's metadata as a campus Shibboleth publishes it. */
const metadata = (signing: string) => `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.lakeside.edu/idp/shibboleth">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${pemBody(signing)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.lakeside.edu/idp/profile/SAML2/Redirect/SLO"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.lakeside.edu/idp/profile/SAML2/POST/SSO"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.lakeside.edu/idp/profile/SAML2/Redirect/SSO"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

async function openSso(h: AdminHarness, page: Page, clientId: string) {
  await h.seedSession(page, 4);
  await page.goto(h.url(`/superadmin/clients/${clientId}`));
  await page.getByRole('heading', { name: 'Client Details' }).waitFor();
  const sso = page.getByRole('region', { name: 'SSO Settings' });
  await sso.getByRole('button', { name: 'Save' }).waitFor();
  return sso;
}

describe("a client's SSO settings form", () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 0 });
  });
  after(() => h?.close());

  it('imports the IdP metadata for review, shows our URLs to copy, marks the fields a save refuses, and saves', async (t) => {
    const clientId = await deployClient(h, {
      first_name: 'Avery',
      name: 'Lakeside University',
      email: 'avery@lakeside.test',
    });
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    const sso = await openSso(h, page, clientId);

    // our addresses, for the IdP admin to copy
    const urls = sso.getByRole('complementary', { name: 'For your identity provider' });
    const base = `${h.baseUrl}/api/v1/sso/${clientId}`;
    await urls.getByText(`${base}/saml/acs`).waitFor();
    await urls.getByText(`${base}/saml/slo`).waitFor();
    assert.equal(await urls.getByText(`${base}/saml/metadata`).count(), 2);
    assert.equal(await urls.getByRole('button', { name: 'Copy' }).count(), 4);

    // a metadata address inside the server's own network is refused beside its field
    await sso.getByLabel('IdP metadata URL').fill('https://10.0.0.7/idp/metadata');
    await sso.getByRole('button', { name: 'Read metadata' }).click();
    await sso.getByText(/internal address/).waitFor();
    await scrollToTop(sso);
    await shoot(page, 'client-sso-metadata-refused');

    // pasted metadata fills the fields for review; nothing is saved yet
    await sso.getByLabel('IdP metadata URL').fill('');
    await sso.getByLabel('Or paste the IdP metadata XML').fill(metadata(cert('idp-signing.cert.pem')));
    await sso.getByRole('button', { name: 'Read metadata' }).click();
    await sso.getByText('Filled from the pasted metadata. Review the fields below, then Save.').waitFor();
    assert.equal(await sso.getByLabel('Entity ID').inputValue(), 'https://idp.lakeside.edu/idp/shibboleth');
    assert.equal(
      await sso.getByLabel('Login URL').inputValue(),
      'https://idp.lakeside.edu/idp/profile/SAML2/Redirect/SSO',
    );
    assert.equal(
      await sso.getByLabel('Logout URL').inputValue(),
      'https://idp.lakeside.edu/idp/profile/SAML2/Redirect/SLO',
    );
    assert.equal(pemBody(await sso.getByLabel('Certificates').inputValue()), pemBody(cert('idp-signing.cert.pem')));
    assert.equal((await detailsOf(h, clientId)).sso_details.entity, null);

    await sso.getByRole('switch', { name: 'SSO Active' }).click();
    await sso.getByLabel('Identity provider', { exact: true }).selectOption('shibboleth');
    assert.equal(
      await sso.getByLabel('Email attribute').getAttribute('placeholder'),
      'urn:oid:0.9.2342.19200300.100.1.3, mail',
    );
    await sso.getByText('Unsaved changes').waitFor();
    await scrollToTop(sso);
    await shoot(page, 'client-sso-imported');

    // an expired certificate: the server's 400 is shown beside Certificates
    await sso.getByLabel('Certificates').fill(cert('expired.cert.pem'));
    await sso.getByRole('button', { name: 'Save' }).click();
    await sso.getByText(/certs: the certificate expired on 2021-01-01/).waitFor();
    assert.equal((await detailsOf(h, clientId)).clients[0]?.sso_active, 0);

    await sso.getByLabel('Certificates').fill(cert('idp-signing.cert.pem'));
    await sso.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'SSO settings saved').waitFor();
    await sso.getByText('All changes saved').waitFor();
    const saved = await detailsOf(h, clientId);
    assert.deepEqual(
      [saved.clients[0]?.sso_active, saved.sso_details.entity, saved.sso_details.attribute_preset],
      [1, 'https://idp.lakeside.edu/idp/shibboleth', 'shibboleth'],
    );
    await scrollToTop(sso);
    await shoot(page, 'client-sso-saved');

    const wide = await browser().newContext({
      viewport: { width: 1920, height: 1080 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    t.after(() => wide.close());
    const big = await wide.newPage();
    const bigSso = await openSso(h, big, clientId);
    assert.equal(await bigSso.getByLabel('Entity ID').inputValue(), 'https://idp.lakeside.edu/idp/shibboleth');
    await scrollToTop(bigSso);
    await shoot(big, 'client-sso-saved');
  });

  it('switches to OpenID Connect: issuer and client id required, the redirect URI to copy', async (t) => {
    const clientId = await deployClient(h, {
      first_name: 'Jordan',
      name: 'Hilltop College',
      email: 'jordan@hilltop.test',
    });
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    const sso = await openSso(h, page, clientId);
    await sso.getByRole('radio', { name: /OpenID Connect/ }).check();
    await sso.getByRole('switch', { name: 'SSO Active' }).click();
    await sso.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill all required fields').waitFor();
    assert.equal(await sso.getByText('Required while SSO is active').count(), 2);
    const urls = sso.getByRole('complementary', { name: 'For your identity provider' });
    await urls.getByText(`${h.baseUrl}/api/v1/sso/${clientId}/oidc/callback`).waitFor();
    assert.equal(await sso.getByLabel('Email attribute').getAttribute('placeholder'), 'email');

    await sso.getByLabel('Issuer URL').fill('https://accounts.google.com');
    await sso.getByLabel('Client ID').fill('1234-hilltop.apps.googleusercontent.com');
    await sso.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'SSO settings saved').waitFor();
    const saved = (await detailsOf(h, clientId)).sso_details;
    assert.deepEqual(
      [saved.protocol, saved.entity, saved.oidc_client_id],
      ['oidc', 'https://accounts.google.com', '1234-hilltop.apps.googleusercontent.com'],
    );
    await scrollToTop(sso);
    await shoot(page, 'client-sso-oidc');
  });
});
