import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
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
  const browser = useBrowser();
  before(async () => {
    // the SIP login password is sealed with the server's key before it is stored
    process.env.GAMEPOD_SSO_SECRET_KEY = randomBytes(32).toString('base64');
    [h, ils] = await Promise.all([startAdminHarness({ pods: 0 }), startSip2StandIn()]);
  });
  after(async () => {
    await h?.close();
    await ils?.close();
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
});
