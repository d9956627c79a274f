// The login screen's QR code, shown outright, and the idle screen: opaque over the form, with
// the lab's home images and hours.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import { pngOf } from '../../services/test/support/sample-files.ts';
import { openPage, type ScreenSize, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { boxOf, topmostAt } from './support/layout-geometry.ts';

const FREE = 0;
const SIZES: readonly ScreenSize[] = ['hd', 'small'];

describe('the login and idle screens', () => {
  let h: KioskHarness;
  const browser = useBrowser();

  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('shows the QR code outright, and an idle screen that covers the form with the venue images and hours', async (t) => {
    const lab_id = await h.labOf(FREE);
    for (const [type, rgb] of [
      ['left', [244, 130, 38]],
      ['right', [73, 110, 156]],
      ['banner', [61, 220, 132]],
    ] as const) {
      const form = new FormData();
      form.append('lab_id', lab_id);
      form.append('type', type);
      form.append('homeimage', new Blob([new Uint8Array(pngOf(360, 400, rgb))], { type: 'image/png' }), `${type}.png`);
      const res = await fetch(`${h.baseUrl}/api/v1/admin/kiosk/upload/lab_homeimage`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${h.adminToken}` },
      });
      assert.equal(res.status, 200, await res.text());
    }
    const days = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
    const week = Object.fromEntries(
      days.flatMap((d) => [
        [`${d}_start`, '12:00 AM'],
        [`${d}_end`, '11:59 PM'],
      ]),
    );
    const hours = await h.api('/admin/kiosk/lab_schedule', { method: 'POST', body: { lab_id, ...week } });
    assert.equal(hours.status, true, hours.message);

    for (const size of SIZES) {
      const page = await openPage(browser(), size);
      t.after(async () => {
        await h.control(FREE, 'idle', { idle: false });
        await page.context().close();
      });
      await page.goto(h.kioskUrl(FREE));
      await waitForLoginScreen(page);
      await page.getByRole('img', { name: 'QR code for logging in with your phone' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Show QR code' }).count(), 0);
      const field = await boxOf('the email field', page.getByLabel('Email'));

      await h.control(FREE, 'idle', { idle: true });
      const idle = page.getByRole('button', { name: /Anywhere to Begin/ });
      await idle.waitFor({ timeout: 20_000 });
      await idle.getByText('Open today 12:00 AM – 11:59 PM').waitFor();
      await idle.getByText('Facility closes today at 11:59 PM').waitFor();
      // opaque over the whole screen: the form is not seen through it
      const look = await page.evaluate(
        "(() => { const s = getComputedStyle(document.querySelector('.idle-screen')); return { opacity: s.opacity, background: s.backgroundColor }; })()",
      );
      assert.deepEqual(look, { opacity: '1', background: 'rgb(0, 0, 0)' });
      assert.ok(await topmostAt(page, field, '.idle-screen'), 'the idle screen is what shows where the form is');
      const view = page.viewportSize() ?? { width: 0, height: 0 };
      assert.deepEqual(await boxOf('the idle screen', idle), { x: 0, y: 0, ...view });
      // the lab's three home images, loaded
      const images = (await page.evaluate(
        "[...document.querySelectorAll('.idle-screen img')].map((i) => i.getAttribute('src'))",
      )) as string[];
      const homeImages = images.filter((src) => /^\/api\/v1\/files\/home_images\//.test(src));
      assert.equal(homeImages.length, 3, JSON.stringify(images));
      await page.waitForFunction(
        "[...document.querySelectorAll('.idle-screen__image img')].every((i) => i.complete && i.naturalWidth > 0)",
      );
      await shoot(page, 'layout-idle');
      await h.control(FREE, 'idle', { idle: false });
      await idle.click();
      await idle.waitFor({ state: 'detached' });
    }
  });
});
