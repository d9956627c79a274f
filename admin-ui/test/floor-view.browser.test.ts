import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { kioskContext } from '@gamepod/devkit/browser';
import { deployPod, reservationBody } from '@gamepod/testbed';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  type AdminHarness,
  DEMO_PASSWORD,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { PAGE_WAIT } from './support/waits.ts';

type Box = { x: number; y: number; width: number; height: number };
type Tile = { pod_id: string; name: string; state: string; player: { user_id: string } | null };

/**
 * The floor view: one grid of the lab's pods, live from the log. A player signing in on a pod
 * shows up in the grid without a reload, a Message from the grid shows on the pod's kiosk, and
 * Log out from the grid ends their session on the station; the wall mode fits 24 pods on a 1920×1080 screen without scrolling.
 */
describe('the floor view', () => {
  let h: AdminHarness;
  let labId: string;
  const browser = useBrowser();
  const floor = async () => (await h.api(`/admin/kiosk/floor?lab_id=${labId}`)).data.pods as Tile[];

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
    const labs = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data.labs as Array<{
      id: string;
      value: string;
    }>;
    labId = labs.find((l) => l.value === 'Demo Lab')?.id ?? '';
  });
  after(() => h?.close());

  async function openFloor(size: { width: number; height: number }): Promise<Page> {
    const context = await browser().newContext({ viewport: size });
    const page = await context.newPage();
    await h.signIn(page, ACCOUNTS.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(h.url(`/common/floor/${labId}`));
    await page.getByRole('heading', { name: /^Floor View: / }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 30_000 });
    return page;
  }

  it('shows a session starting on a pod live; + Time, Message, Log out and Lock act on it from the grid', async (t) => {
    const stationPod = h.podIds[0] ?? '';
    await eventually('the station online', async () => (await floor())[0]?.state === 'idle', PAGE_WAIT);
    const page = await openFloor({ width: 1440, height: 900 });
    t.after(() => page.context().close());
    const tile = page.locator(`article[data-pod-id="${stationPod}"]`);
    const name = (await tile.getByRole('heading').textContent()) ?? '';
    await tile.getByText('Idle', { exact: true }).waitFor();
    await tile.getByText('Nobody', { exact: true }).waitFor();
    await shoot(page, 'floor-idle');

    // from here on the grid may change only by pushes: no second read of the floor
    let reads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/admin/kiosk/floor')) reads++;
    });
    const kiosk = await (await browser().newContext(kioskContext('small'))).newPage();
    t.after(() => kiosk.context().close());
    await kiosk.goto(h.stationUrl(0));
    await logInPlayer(kiosk, ACCOUNTS.player, DEMO_PASSWORD);
    await tile.getByText('In use', { exact: true }).waitFor({ timeout: 30_000 });
    await tile.getByText('Nobody', { exact: true }).waitFor({ state: 'hidden' });
    assert.equal(reads, 0, 'the tile changed by a push, not a read');
    const player = (await floor()).find((p) => p.pod_id === stationPod)?.player;
    assert.ok(player, 'the floor names the player');
    await shoot(page, 'floor-in-use');

    // + Time gives the player comp minutes with the user screen's call
    await page.getByRole('button', { name: `Add time on ${name}` }).click();
    const comp = page.getByRole('dialog', { name: `Add time on ${name}` });
    await comp.getByLabel('Minutes').fill('20');
    await comp.getByLabel('Note').fill('Controller swap');
    await shoot(page, 'floor-add-time');
    await comp.getByRole('button', { name: 'Add time' }).click();
    await page.getByText(`${name}: 20 min added`).waitFor();
    await comp.waitFor({ state: 'hidden' });
    // Message reaches the pod with no chat open: its kiosk shows it in a dialog, OK focused
    const text = 'Your session ends in 10 minutes <b>sharp</b>';
    await page.getByRole('button', { name: `Message ${name}` }).click();
    const message = page.getByRole('dialog', { name: `Message ${name}` });
    await message.getByLabel('Message').fill(text);
    await message.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`${name}: Message sent`).waitFor();
    await message.waitFor({ state: 'hidden' });
    const fromStaff = kiosk.getByRole('dialog', { name: 'Message from staff' });
    await fromStaff.waitFor({ timeout: 30_000 });
    // the text as typed, markup and all: shown as text, never as HTML
    await fromStaff.getByText(text, { exact: true }).waitFor();
    assert.equal(await fromStaff.locator('b').count(), 0);
    const ok = fromStaff.getByRole('button', { name: 'OK' });
    assert.equal(await ok.and(kiosk.locator(':focus')).count(), 1, 'OK has the focus');
    for (const size of [
      { width: 1024, height: 600 },
      { width: 1920, height: 1080 },
    ]) {
      await kiosk.setViewportSize(size);
      for (const part of [fromStaff.getByText(text, { exact: true }), ok]) {
        const box = await part.boundingBox();
        assert.ok(
          box && box.y >= 0 && box.y + box.height <= size.height,
          `on screen at ${size.width}: ${JSON.stringify(box)}`,
        );
      }
      await shoot(kiosk, 'kiosk-staff-message');
    }
    await kiosk.setViewportSize({ width: 1024, height: 600 });
    await kiosk.keyboard.press('Enter');
    await fromStaff.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Log out ${name}` }).click();
    await page.getByText(`${name}: Log out sent`).waitFor();
    // the station logs the player out: the kiosk shows its login again, the session is over
    await kiosk.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 40_000 });
    await tile.getByText('Idle', { exact: true }).waitFor({ timeout: 30_000 });
    await tile.getByText('Nobody', { exact: true }).waitFor();
    assert.equal((await floor()).find((p) => p.pod_id === stationPod)?.player, null);
    await shoot(page, 'floor-logged-out');

    // Lock: the station carries out the lockout and reports it; the tile follows
    await page.getByRole('button', { name: `Lock ${name}` }).click();
    await tile.getByText('Locked', { exact: true }).waitFor({ timeout: 30_000 });
    await shoot(page, 'floor-locked');
    await page.getByRole('button', { name: `Unlock ${name}` }).click();
    await tile.getByText('Idle', { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('fills a 1920×1080 wall with 24 pods, no scrolling, no overlap', async (t) => {
    for (let i = 0; i < 23; i++) await deployPod(h, h.clientId, labId);
    await eventually('24 pods on the floor', async () => (await floor()).length === 24, PAGE_WAIT);
    const page = await openFloor({ width: 1920, height: 1080 });
    t.after(() => page.context().close());
    await page.locator('article.floor-tile').nth(23).waitFor();
    // a reservation made while the floor is open shows on its pod's tile by a push
    const lab = (await h.api(`/admin/kiosk/floor?lab_id=${labId}`)).data.lab as { timezone: string };
    const start = new Date(Date.now() + 20 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const reserved = await h.api('/admin/reservations/save', {
      body: reservationBody(
        labId,
        [h.stations[0]?.pod_id_key ?? ''],
        start,
        new Date(start.getTime() + 3_600_000),
        lab.timezone,
        {
          group_name: 'Chess club',
        },
      ),
    });
    assert.equal(reserved.status, true, reserved.message);
    const stationTile = page.locator(`article[data-pod-id="${h.podIds[0]}"]`);
    await stationTile.getByText(/^Reserved next .* · Chess club$/).waitFor({ timeout: 30_000 });
    await shoot(page, 'floor-24-pods');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.getByRole('button', { name: 'Exit full screen' }).waitFor();
    await shoot(page, 'floor-wall-24-pods');
    const boxes = (await page.locator('article.floor-tile').evaluateAll((els) =>
      els.map((el) => {
        const r = (el as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    )) as Box[];
    assert.equal(boxes.length, 24);
    for (const b of boxes) {
      assert.ok(
        b.x >= 0 && b.y >= 0 && b.x + b.width <= 1920 && b.y + b.height <= 1080,
        `inside: ${JSON.stringify(b)}`,
      );
      assert.ok(b.height >= 150, `tall enough to read from afar: ${b.height}`);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        assert.ok(apart, `tiles overlap: ${JSON.stringify(a)} ${JSON.stringify(b)}`);
      }
    }
    const scroll = (await page.evaluate(
      '({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth })',
    )) as { h: number; w: number };
    assert.ok(scroll.h <= 1080 && scroll.w <= 1920, `no scrolling: ${JSON.stringify(scroll)}`);
    // every tile's text fits inside it: nothing cut off at the bottom
    const clipped = (await page
      .locator('article.floor-tile')
      .evaluateAll(
        (els) =>
          els.filter(
            (el) =>
              (el as unknown as { scrollHeight: number; clientHeight: number }).scrollHeight >
              (el as unknown as { clientHeight: number }).clientHeight + 1,
          ).length,
      )) as number;
    assert.equal(clipped, 0, 'no tile cuts its contents');
    // the wall at a console's size too
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'floor-wall-24-pods');
  });
});
