// Steps the lab screens' browser tests share (labs*.browser.test.ts), on the screens' exact strings.
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, type AdminHarness, type AdminSize, openAdminPage, scrollToTop } from './admin-harness.ts';

export const REQUIRED = 'Please fill all required fields';

/** A form field's label, exactly: its text and the required star, if any. */
export const field = (text: string) => new RegExp(`^${text.replace(/[()?]/g, '\\$&')}\\s*\\*?$`);

/** A page signed in as the demo client admin, on the dashboard. Close its context in `t.after`. */
export async function signedInAdmin(h: AdminHarness, browser: Browser, size: AdminSize = 'desk'): Promise<Page> {
  const page = await openAdminPage(browser, size);
  await h.signIn(page, ACCOUNTS.admin);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

/** Opens Edit Lab for `labId` and waits for its form. */
export async function openEditLab(h: AdminHarness, page: Page, labId: string): Promise<void> {
  await page.goto(h.url(`/admin/labs/edit/${labId}`));
  await page.getByRole('heading', { name: 'Edit Lab' }).waitFor();
  await page.getByLabel(field('Lab Name')).waitFor();
}

/** One section (card) of the edit-lab screen, by its title. */
export const labSection = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Scrolls a section's title to the top of the screen (for its screenshot) and returns the section. */
export async function showSection(page: Page, title: string) {
  const region = labSection(page, title);
  await scrollToTop(region);
  return region;
}

/** The demo client's lab named `name`, as the labs list reads it. */
export async function labIdOf(h: AdminHarness, name: string): Promise<string> {
  const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
    id: string;
    value: string;
  }>;
  return labs.find((l) => l.value === name)?.id ?? '';
}
