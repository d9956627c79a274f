// Steps the kiosk browser tests share, written with role and text locators on the screens' exact strings.
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

/**
 * Logs a player in and clears the "Before you play" sheet (the orientation is due once per
 * login). A session an earlier test left on another pod is ended with Login Here, so each test
 * starts from one login.
 */
export async function logInPlayer(page: Page, email: string, password: string): Promise<void> {
  await logInToDashboard(page, email, password);
  await passOrientation(page);
}

/**
 * Logs a player in up to the dashboard, its "Before you play" sheet still open; a session an
 * earlier test left on another pod is ended with Login Here.
 */
export async function logInToDashboard(page: Page, email: string, password: string): Promise<void> {
  await logIn(page, email, password);
  const loginHere = page.getByRole('button', { name: 'Login Here' });
  const dashboard = page.waitForURL('**/player/dashboard', { timeout: 30_000 });
  await Promise.race([dashboard, loginHere.waitFor({ timeout: 30_000 })]);
  if (await loginHere.isVisible()) await loginHere.click();
  await dashboard;
}

/**
 * Closes the "Before you play" sheet with Let's Play when it shows (a sheet with alerts to tick
 * is the caller's to clear); waits for the greeting either way.
 */
export async function passOrientation(page: Page): Promise<void> {
  const play = page.getByRole('dialog', { name: 'Before you play' }).getByRole('button', { name: "Let's Play" });
  const greeting = page.getByRole('heading', { name: /Welcome, / });
  try {
    await play.or(greeting).first().waitFor();
    if (await play.isVisible()) await play.click();
    await play.waitFor({ state: 'detached' });
    await greeting.waitFor();
  } catch (err) {
    // say where the page was instead: a timeout alone does not tell what covered the greeting
    const shown = await page
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the player saw
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)');
    const where = `the page was at ${page.url()}, showing: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`;
    throw new Error(`no player greeting (${where})`, { cause: err });
  }
}

/** The pod session data the kiosk stored, read from the page's local storage. */
export async function storedPodSession(page: Page): Promise<{ remote_id_key: string; session_id_key: string }> {
  const text = (await page.evaluate("localStorage.getItem('gp.pod_session')")) as string | null;
  if (!text) throw new Error('no pod session stored');
  return JSON.parse(text) as { remote_id_key: string; session_id_key: string };
}

/**
 * Resolves once the page's services socket is subscribed to its pod's channel. Pushes are not
 * replayed, so a push sent before this is lost (an alert raised at that moment included).
 */
export function podChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/api/v1/ws')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribed"') && payload.includes('pod.')) resolve();
      });
    });
  });
}
