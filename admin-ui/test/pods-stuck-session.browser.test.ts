import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { kioskContext } from '@gamepod/devkit/browser';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { PAGE_WAIT } from './support/waits.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Reply = { status: boolean; message: string; data: Record<string, string> };
type ListedPod = { id: string; license: string | null; stuck_session: number };

/**
 * A pod with a session open that its station no longer holds: Manage Your Pods says so, and
 * End session, after a confirm, ends it with a reason in the log; the session the station
 * holds is never among those it ends.
 */
describe('Manage Your Pods: a stuck session', () => {
  let h: AdminHarness;
  let labId: string;
  const browser = useBrowser();
  const listed = async () => (await h.api(`/admin/kiosk/pods?lab_id=${labId}`)).data.pods as ListedPod[];
  const post = (path: string, body: unknown) =>
    fetch(`${h.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Reply>);

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
      id: string;
      value: string;
    }>;
    labId = labs.find((l) => l.value === 'Demo Lab')?.id ?? '';
  });
  after(() => h?.close());

  it('shows the stuck session and ends it with End session after a Yes', async (t) => {
    // the station's kiosk page is open: its station vouches for that page
    const kiosk = await (await browser().newContext(kioskContext('small'))).newPage();
    t.after(() => kiosk.context().close());
    await kiosk.goto(h.stationUrl(0));
    await kiosk.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 30_000 });
    const stored = JSON.parse((await kiosk.evaluate("localStorage.getItem('gp.pod_session')")) as string) as {
      session_id_key: string;
    };
    await eventually(
      'the station vouching for its page',
      async () => {
        const { events } = await h.store.read('station', h.podIds[0] ?? '');
        const opened = events.filter((e) => e.type === 'PodKioskPageOpened').at(-1);
        return (
          (opened?.data as { kiosk_session_hash?: string } | undefined)?.kiosk_session_hash ===
          sha256(stored.session_id_key)
        );
      },
      PAGE_WAIT,
    );
    // someone who knows the pod key, not the station, signs a player in on a kiosk session of their own
    const own = await post('/kiosk/validate/pod_id_key', { pod_id_key: h.stations[0]?.pod_id_key ?? '' });
    const signed = await post('/user/login', {
      session_id_key: own.data.session_id_key,
      username: ACCOUNTS.player,
      password: DEMO_PASSWORD,
    });
    assert.equal(signed.status, true, signed.message);
    const stuck = sha256(signed.data.token ?? '');
    await eventually(
      'the pod listed with a stuck session',
      async () => (await listed())[0]?.stuck_session === 1,
      PAGE_WAIT,
    );
    const nav = (await listed())[0]?.license ?? '';

    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url(`/admin/labs/${labId}/pods`));
    await page.getByRole('heading', { name: 'Manage Your Pods' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: nav, exact: true }) });
    await row.getByText('Stuck session').waitFor();
    await shoot(page, 'pods-stuck-session');

    await row.getByRole('button', { name: 'End session' }).click();
    const dialog = page.getByRole('dialog', { name: 'End session' });
    await dialog.getByText(`End the stuck session on ${nav}?`, { exact: false }).waitFor();
    await shoot(page, 'pods-end-session-confirm');
    // No leaves it open
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await listed())[0]?.stuck_session, 1);

    await row.getByRole('button', { name: 'End session' }).click();
    await dialog.getByRole('button', { name: 'End session' }).click();
    await page.getByText(`${nav}: the session was ended`).waitFor();
    await row.getByText('Stuck session').waitFor({ state: 'hidden' });
    assert.equal(await row.getByRole('button', { name: 'End session' }).count(), 0);
    await shoot(page, 'pods-stuck-session-ended');
    const { events } = await h.store.read('session', stuck);
    const ended = events.find((e) => e.type === 'SessionEnded');
    assert.equal(
      (ended?.data as { reason?: string } | undefined)?.reason,
      'Ended by staff: its station no longer held it',
    );
    assert.equal((ended?.metadata.actor as { kind?: string } | undefined)?.kind, 'user');
  });
});
