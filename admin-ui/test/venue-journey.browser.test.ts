// A new venue from nothing to a live pod, through the screens only (issue 5): a super admin
// deploys the client, its client admin deploys a lab and a pod, and the pod comes online in
// Manage Your Pods when a simulated station starts with the new key.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { field } from './support/labs-steps.ts';
import { deployPodInForm } from './support/pods-steps.ts';

const ADMIN_EMAIL = 'jordan@lakeside.test';
const ADMIN_PASSWORD = 'lakeside-admin-1';

describe('a new venue, from client to a live pod, through the screens', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('deploys the client, then its admin deploys a lab and a pod that comes online', async (t) => {
    // the super admin deploys the client
    const su = await openAdminPage(browser());
    t.after(() => su.context().close());
    await h.signIn(su, ACCOUNTS.superAdmin);
    await su.getByRole('link', { name: /^Clients/ }).click();
    await su.getByRole('link', { name: 'Deploy New Client' }).click();
    await su.getByRole('heading', { name: 'Deploy New Client' }).waitFor();
    await su.getByLabel('Client Name').fill('Lakeside Library');
    await su.getByLabel('First Name').fill('Jordan');
    await su.getByLabel('Email').fill('desk@lakeside.test');
    await su.getByRole('textbox', { name: 'Phone', exact: true }).fill('5550102030');
    await su.getByRole('button', { name: 'Deploy' }).click();
    await su.waitForURL(/\/superadmin\/clients\/[0-9a-f-]{36}$/);
    const clientId = new URL(su.url()).pathname.split('/').pop() ?? '';
    await su.getByText('No labs found for client!').waitFor();

    // its client admin (the users screens have their own tests; here the account is the means)
    const created = await h.api('/admin/kiosk/users/save', {
      method: 'POST',
      body: {
        client_id: clientId,
        user_role: 3,
        name: 'Jordan Reyes',
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        password_again: ADMIN_PASSWORD,
        dob: '04/12/1988',
        phone: '555-010-2030',
      },
    });
    assert.equal(created.status, true, created.message);

    // the client admin deploys a lab
    const admin = await openAdminPage(browser());
    t.after(() => admin.context().close());
    await h.signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('link', { name: /^Labs/ }).click();
    await admin.getByText('No labs found at the moment!').waitFor();
    await admin.getByRole('link', { name: 'Deploy New Lab' }).click();
    await admin.getByRole('option', { name: 'Lakeside Library' }).waitFor({ state: 'attached' });
    await admin.getByLabel(field('Lab Name')).fill('Teen Room');
    await admin.getByLabel(field('Address 1')).fill('1 Lake Road');
    await admin.getByLabel(field('Address 2')).fill('Floor 2');
    await admin.getByLabel(field('City')).fill('Madison');
    await admin.getByLabel(field('State')).fill('WI');
    await admin.getByLabel(field('Zip')).fill('53703');
    await admin.getByLabel(field('Note')).fill('Eight pods by the windows.');
    await admin.getByRole('button', { name: 'Deploy' }).click();
    await admin.waitForURL('**/admin/labs');
    const labRow = admin.getByRole('row').filter({ hasText: 'Teen Room' });
    await labRow.getByRole('link', { name: 'View Pods' }).click();
    await admin.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();
    await admin.getByText('No pods found at the moment!').waitFor();
    const podsUrl = new URL(admin.url()).pathname;

    // and a pod
    await admin.getByRole('link', { name: 'Deploy New Pod' }).click();
    const key = await deployPodInForm(admin, {
      mac: '02:1A:4E:00:00:01',
      lab: 'Teen Room',
      type: 'GamePod Solo',
      nav: 'A1',
      ip: '10.20.0.11',
    });

    // the venue sets the station up with the key: it comes online in the list
    await admin.getByRole('link', { name: /Back To Pods Management/ }).click();
    await admin.waitForURL(`**${podsUrl}`);
    const podRow = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'A1', exact: true }) });
    await podRow.getByRole('img', { name: 'Never connected' }).waitFor();
    await h.startStation(key);
    await podRow.getByRole('img', { name: 'Online', exact: true }).waitFor({ timeout: 60_000 });
    await podRow.getByRole('img', { name: 'Connected', exact: true }).waitFor();
    await shoot(admin, 'journey-pod-online');

    // the super admin sees the same pod under the new client
    await su.reload();
    const podsTable = su.getByRole('table', { name: 'Pods', exact: true });
    await podsTable.getByRole('cell', { name: 'A1', exact: true }).waitFor();
    assert.equal(await su.getByText('No pods found for client!').count(), 0);
  });
});
