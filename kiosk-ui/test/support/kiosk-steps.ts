// Steps the kiosk browser tests share, written with role and text locators on the spec's strings.
import type { Page } from 'playwright-core';

/** Waits for the login form (the station started: pod id, allow-list, kiosk session). */
export async function waitForLoginScreen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
}

/** Fills the login form and submits it with Enter, as a keyboard user would. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await waitForLoginScreen(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}
