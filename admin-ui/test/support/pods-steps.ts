// Steps the pod browser tests share, on the screens' exact strings.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AdminHarness } from './admin-harness.ts';
import { toast } from './waits.ts';

/** What Deploy New Pod is filled with: the MAC of step 1, then the form's choices of step 2. */
export type NewPod = {
  readonly mac: string;
  /** The lab the form should already show (the one whose pods list the page came from). */
  readonly lab: string;
  readonly type: string;
  readonly nav: string;
  readonly ip: string;
};

/**
 * On Deploy New Pod: checks a MAC no pod has, fills the form, deploys, and returns the new
 * pod's key as the 'Saved pod' panel shows it.
 */
export async function deployPodInForm(page: Page, pod: NewPod): Promise<string> {
  const step1 = page.getByRole('region', { name: 'Step 1: Check the MAC Address' });
  await step1.getByRole('textbox', { name: 'MAC Address' }).fill(pod.mac);
  await step1.getByRole('button', { name: 'Check' }).click();
  await toast(page, 'No pod has this MAC address yet.').waitFor();
  const form = page.getByRole('form', { name: 'Pod details' });
  await form.getByLabel('Lab').getByRole('option', { name: pod.lab, selected: true }).waitFor({ state: 'attached' });
  await form.getByLabel('Pod Type').selectOption({ label: pod.type });
  await form.getByRole('combobox', { name: 'Nav', exact: true }).selectOption({ label: pod.nav });
  await form.getByLabel('IP Address').fill(pod.ip);
  await form.getByLabel('XD1').selectOption({ label: 'Xbox' });
  await form.getByRole('button', { name: 'Deploy' }).click();
  const saved = page.getByRole('status', { name: 'Saved pod' });
  await saved.getByText('Pod deployed').waitFor();
  const key = (await saved.locator('code').textContent()) ?? '';
  assert.match(key, /^GP-/);
  return key;
}

/**
 * Deploys a pod with nav `nav` in the demo client's Demo Lab through the API, with no station
 * behind it (a pod the screens list and command, whose helper nobody runs); returns the lab's id.
 */
export async function deployPodWithoutStation(h: AdminHarness, nav: string, ip: string): Promise<string> {
  const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
    id: string;
    value: string;
  }>;
  const labId = labs.find((l) => l.value === 'Demo Lab')?.id ?? '';
  const navs = (await h.api(`/admin/kiosk/navs?client_id=${h.clientId}`)).data.navs as Array<{
    id: string;
    license: string;
  }>;
  const mac = ['02', ...Array.from(randomBytes(5), (b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();
  const reply = await h.api('/admin/kiosk/deployment/pod', {
    body: {
      ip_address: ip,
      mac_address: mac,
      client_id: h.clientId,
      lab_id: labId,
      pod_type_id: 1,
      nav_id: navs.find((n) => n.license === nav)?.id ?? '',
      seat: 'ACTIVE',
      is_active: 1,
      with_keyboard: 1,
      pro: 0,
    },
  });
  assert.equal(reply.status, true, reply.message);
  return labId;
}
