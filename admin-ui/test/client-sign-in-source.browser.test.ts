import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type LdapServer, startPrivateLdapServer } from '@gamepod/devkit';
import { type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import {
  type AdminHarness,
  openAdminPage,
  scrollToTop,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployClient } from './support/client-steps.ts';

describe("a client's sign-in source form in the console", () => {
  let h: AdminHarness;
  let ils: Sip2StandIn;
  let ldap: LdapServer;
  const browser = useBrowser();
  before(async () => {
    // the SIP login password is sealed with the server's key before it is stored
    process.env.GAMEPOD_SSO_SECRET_KEY = randomBytes(32).toString('base64');
    [h, ils, ldap] = await Promise.all([
      startAdminHarness({ pods: 0 }),
      startSip2StandIn(),
      startPrivateLdapServer({
        baseDn: 'dc=college,dc=test',
        people: [{ uid: 'ada', password: 'ada-pw-1815', cn: 'Ada Lovelace', sn: 'Lovelace', groups: ['gamers'] }],
      }),
    ]);
  });
  after(async () => {
    await h?.close();
    await ils?.close();
    await ldap?.stop();
  });

  it('sets a library up over SIP2: Test connection says what the ILS answered, and Save keeps it with the outage policy', async (t) => {
    const clientId = await deployClient(h, {
      first_name: 'Rosa',
      name: 'Riverside Library',
      email: 'rosa@riverside.test',
    });
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    await h.seedSession(page, 4);
    await page.goto(h.url(`/superadmin/clients/${clientId}`));
    const form = page.getByRole('region', { name: 'Sign-in Source' });
    await form.getByRole('button', { name: 'Save' }).waitFor();

    await form.getByLabel('Players sign in with').selectOption('sip2');
    await form.getByLabel('ILS host').fill(ils.host);
    await form.getByLabel('Port').fill(String(ils.port));
    await form.getByLabel('Institution ID (AO)').fill(ils.institutionId);
    await form.getByLabel('Location code (CP)').fill('MAIN');
    await form.getByLabel('SIP login user (CN)').fill(ils.loginUser);
    await form.getByLabel('SIP login password (CO)').fill('not-the-password');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /^Failed:/ })
      .waitFor();

    await form.getByLabel('SIP login password (CO)').fill(ils.loginPassword);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /^Connected: logged in as gamepod at 127\.0\.0\.1/ })
      .waitFor();
    await form.getByLabel('While it is down').selectOption('accept_cached');
    await form.getByLabel('Signed in within (days)').fill('14');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('All changes saved').waitFor();
    await scrollToTop(form);
    await shoot(page, 'client-sign-in-source');

    const saved = (await h.api(`/admin/kiosk/client/sign_in_source?client_id=${clientId}`)).data as {
      source: string;
      outage_policy: string;
      cached_days: number;
      sip2_login_password_set: boolean;
      sip2: { host: string; port: number };
    };
    assert.deepEqual(
      [saved.source, saved.outage_policy, saved.cached_days, saved.sip2_login_password_set],
      ['sip2', 'accept_cached', 14, true],
    );
    assert.deepEqual([saved.sip2.host, saved.sip2.port], [ils.host, ils.port]);
    assert.equal(
      await form.getByLabel('SIP login password (CO)').inputValue(),
      '',
      'the stored password is never shown',
    );
  });

  it('sets a directory up over LDAPS with its attribute mapping, group search, CA certificate and timeouts: wrong fields are named before anything is sent, Test connection says what the directory answered', async (t) => {
    const clientId = await deployClient(h, {
      first_name: 'Cam',
      name: 'Hillside College',
      email: 'cam@hillside.test',
    });
    const page = await openAdminPage(browser(), 'desk');
    t.after(() => page.context().close());
    await h.seedSession(page, 4);
    await page.goto(h.url(`/superadmin/clients/${clientId}`));
    const form = page.getByRole('region', { name: 'Sign-in Source' });
    await form.getByRole('button', { name: 'Save' }).waitFor();
    const errorOf = (label: string) =>
      form.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field__error');

    await form.getByLabel('Players sign in with', { exact: true }).selectOption('ldap');
    await form.getByLabel('Directory URL', { exact: true }).fill(ldap.tlsUrl);
    await form.getByRole('switch', { name: 'StartTLS' }).click();
    await form.getByLabel('How a person is found', { exact: true }).selectOption('search_then_bind');
    await form.getByLabel('Service account DN', { exact: true }).fill(ldap.service.dn);
    await form.getByLabel('Service account password', { exact: true }).fill('not-the-password');
    await form.getByLabel('Search base DN', { exact: true }).fill(ldap.peopleDn);
    await form.getByLabel('Search filter', { exact: true }).fill('uid={username}');
    await form.getByLabel('Birth date', { exact: true }).fill('schac Date');
    await form.getByLabel('Group search base DN', { exact: true }).fill(ldap.groupsDn);
    await form.getByLabel('Group search filter', { exact: true }).fill('(&(objectClass=groupOfNames)(member=*))');
    await form.getByLabel('Groups that may sign in', { exact: true }).fill('gamers');
    await form.getByLabel('Staff groups', { exact: true }).fill('staff');
    await form.getByLabel('CA certificate', { exact: true }).fill('not a certificate');
    await form.getByLabel('Timeout (ms)', { exact: true }).fill('90 s');
    await form.getByRole('button', { name: 'Save' }).click();
    await errorOf('Directory URL').getByText('ldaps:// is encrypted from the start').waitFor();
    await errorOf('Search filter').getByText('A filter is in parentheses').waitFor();
    await errorOf('Birth date').getByText('An attribute name').waitFor();
    await errorOf('Group search filter').getByText('Put {dn} where the person’s DN goes').waitFor();
    await errorOf('CA certificate').getByText('Paste the certificate in PEM form').waitFor();
    await errorOf('Timeout (ms)').getByText('Enter the timeout in milliseconds').waitFor();
    await shoot(page, 'client-ldap-source-errors');
    const before = (await h.api(`/admin/kiosk/client/sign_in_source?client_id=${clientId}`)).data as { source: string };
    assert.equal(before.source, 'password', 'nothing was saved');

    await form.getByRole('switch', { name: 'StartTLS' }).click();
    await form.getByLabel('Search filter', { exact: true }).fill('(&(objectClass=inetOrgPerson)(uid={username}))');
    await form.getByLabel('Birth date', { exact: true }).fill('schacDateOfBirth');
    await form.getByLabel('Group search filter', { exact: true }).fill('(&(objectClass=groupOfNames)(member={dn}))');
    await form.getByLabel('CA certificate', { exact: true }).fill(ldap.caCertificate);
    await form.getByLabel('Timeout (ms)', { exact: true }).fill('3000');
    assert.equal(await form.locator('.field__error').count(), 0, 'each corrected field’s error went');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /^Failed:/ })
      .waitFor();
    await form.getByLabel('Service account password', { exact: true }).fill(ldap.service.password);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Connected: connected over LDAPS, bound as ${ldap.service.dn}, and read ${ldap.peopleDn}` })
      .waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('All changes saved').waitFor();
    await shoot(page, 'client-ldap-source');

    const saved = (await h.api(`/admin/kiosk/client/sign_in_source?client_id=${clientId}`)).data as {
      source: string;
      ldap_service_password_set: boolean;
      ldap: Record<string, unknown> & { attributes: Record<string, unknown> };
    };
    assert.deepEqual([saved.source, saved.ldap_service_password_set], ['ldap', true]);
    assert.deepEqual(saved.ldap.attributes, {
      external_id: 'uid',
      email: 'mail',
      name: 'displayName',
      groups: 'memberOf',
      birth_date: 'schacDateOfBirth',
    });
    assert.deepEqual(saved.ldap.group_search, {
      base_dn: ldap.groupsDn,
      filter: '(&(objectClass=groupOfNames)(member={dn}))',
    });
    assert.deepEqual(
      [saved.ldap.allow_groups, saved.ldap.staff_groups, saved.ldap.timeout_ms, saved.ldap.reject_unauthorized],
      [['gamers'], ['staff'], 3000, true],
    );
    assert.equal(String(saved.ldap.ca_certificate).trim(), ldap.caCertificate.trim());

    // opened again, the form shows what was stored
    await page.reload();
    await form.getByLabel('Group search filter', { exact: true }).waitFor();
    assert.equal(await form.getByLabel('Timeout (ms)', { exact: true }).inputValue(), '3000');
    assert.equal(await form.getByLabel('Birth date', { exact: true }).inputValue(), 'schacDateOfBirth');
    assert.equal(
      await form.getByLabel('Service account password', { exact: true }).inputValue(),
      '',
      'the stored password is never shown',
    );
  });
});
