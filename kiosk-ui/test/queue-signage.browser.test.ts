import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SignageBoard } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { FileStore } from '@gamepod/services';
import { logInPlayer } from '@gamepod/testbed/browser';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { joinQueue, logOutSession, newQueuePlayer, saveQueuePolicy, stationToken } from './support/queue-steps.ts';

/** A 1 × 1 PNG: the client logo the signage shows. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe("a lab's queue signage (/labs/{lab_id}/queue, no sign-in)", () => {
  let h: KioskHarness;
  let lab = '';
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    lab = await h.labOf(0);
    await saveQueuePolicy(h, lab);
  });
  after(async () => {
    // the upload buckets would outlive this file's streams otherwise
    if (h) await new FileStore(h.env.nc, h.env.names).destroyAll();
    await h?.close();
  });

  /** A new player of the demo client, signed in on their phone: their token. */
  async function phonePlayer(name: string, email: string): Promise<string> {
    return h.issueToken({ user_id: await newQueuePlayer(h, name, email), role: 1, client_id: h.clientId });
  }

  const board = async () => (await h.api(`/common/lab_queue/signage?lab_id=${lab}`)).data as unknown as SignageBoard;
  /** The board once its read model shows `ready` (it follows the log a moment behind the call). */
  async function boardWhen(ready: (b: SignageBoard) => boolean): Promise<SignageBoard> {
    return eventually(
      'the signage board showing the change',
      async () => {
        const b = await board();
        return ready(b) ? b : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 250 },
    );
  }

  it('updates live when a player joins and when a seat is offered to them', async (t) => {
    const tv = await openPage(browser(), 'hd');
    t.after(() => tv.context().close());
    await tv.goto(`${h.baseUrl}/labs/${lab}/queue`);
    await tv.getByRole('heading', { level: 1, name: / queue$/ }).waitFor();
    await tv.getByRole('status').getByText('Live').waitFor();
    await tv.getByText('Nobody is waiting').waitFor();

    // the lab's one pod is taken
    const station = await openPage(browser(), 'hd');
    t.after(() => station.context().close());
    await station.goto(h.kioskUrl(0));
    await logInPlayer(station, ACCOUNTS.player, DEMO_PASSWORD);

    // a player joins on their phone (the new account may reach the read models a moment after its save)
    const token = await phonePlayer('Cy Young', 'cy.queue@demo.test');
    await joinQueue(h, lab, token);
    const [waiting] = (await boardWhen((b) => b.next.length === 1)).next;
    assert.ok(waiting);
    const next = tv.getByRole('region', { name: 'Next' });
    await next
      .getByRole('listitem')
      .filter({ hasText: `#${waiting.ticket}` })
      .filter({ hasText: waiting.name })
      .waitFor();
    await tv.getByText('1 person waiting', { exact: false }).waitFor();

    // the pod's player signs out: the pod is offered to the first in line, and the board says so
    await logOutSession(h, await stationToken(station), 'queue signage test');
    const up = tv.getByRole('region', { name: 'Now up' });
    await up.getByText(waiting.name).waitFor({ timeout: 20_000 });
    const [offered] = (await boardWhen((b) => b.up.length === 1)).up;
    assert.ok(offered, 'the board lists the player a seat is held for');
    await up.getByText(`Go to pod ${offered.nav_id}`).waitFor();
    await up
      .getByRole('timer')
      .getByText(/^(10:00|9:\d\d) to sign in$/)
      .waitFor();
    await tv.getByText('Nobody is waiting').waitFor();
    await tv.getByText('1 up · nobody else waiting', { exact: false }).waitFor();
    await shoot(tv, 'queue-signage');
  });

  it("shows the venue's logo and theme colours, and no more of the client", async (t) => {
    const form = new FormData();
    const theme = { primary_color: '#22AA44', accent_color: '#3355ff', gradiant_color: '#101820', hover_color: '#333' };
    form.set('client_id', h.clientId);
    for (const [k, v] of Object.entries(theme)) form.set(k, v);
    form.set('logo', new Blob([LOGO_PNG], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${h.baseUrl}/api/v1/admin/kiosk/update_client_theme_logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.adminToken}` },
      body: form,
    });
    assert.equal(res.status, 200, await res.text());
    const b = await boardWhen((x) => x.brand.theme.primary_color.toLowerCase() === '#22aa44');
    assert.deepEqual(Object.keys(b.brand).sort(), ['logo', 'theme']);
    assert.ok(b.brand.logo?.startsWith('/api/v1/files/'), String(b.brand.logo));

    const tv = await openPage(browser(), 'hd');
    t.after(() => tv.context().close());
    await tv.goto(`${h.baseUrl}/labs/${lab}/queue`);
    await tv.getByRole('heading', { level: 1, name: / queue$/ }).waitFor();
    await tv.locator('img.signage__logo').waitFor();
    const primary = await tv.evaluate(
      "getComputedStyle(document.documentElement).getPropertyValue('--gp-primary').trim()",
    );
    assert.equal(primary, '#22aa44');
    const loaded = await tv.evaluate(
      "(() => { const i = document.querySelector('img.signage__logo'); return !!i && i.complete && i.naturalWidth > 0; })()",
    );
    assert.equal(loaded, true, 'the logo loads without signing in');
    await shoot(tv, 'queue-signage-brand');
  });

  it('says so for a lab that does not exist', async (t) => {
    const tv = await openPage(browser(), 'hd');
    t.after(() => tv.context().close());
    await tv.goto(`${h.baseUrl}/labs/01900000-0000-7000-8000-000000000000/queue`);
    await tv.getByRole('heading', { name: 'This queue does not exist.' }).waitFor();
  });
});
