import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { FileStore } from '@gamepod/services';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { pngOf as png } from '../../services/test/support/sample-files.ts';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

describe('the kiosk showing the client theme, logo and home images', () => {
  let h: KioskHarness;
  let labId: string;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
    labId = await h.labOf(0);
  });
  after(async () => {
    // the upload buckets would outlive this file's streams otherwise
    if (h) await new FileStore(h.env.nc, h.env.names).destroyAll();
    await h?.close();
  });

  /** A multipart POST as the admin console's forms send it. */
  async function upload(
    path: string,
    fields: Record<string, string>,
    file: { field: string; name: string; bytes: Buffer },
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set(file.field, new Blob([file.bytes], { type: 'image/png' }), file.name);
    const res = await fetch(`${h.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.adminToken}` },
      body: form,
    });
    const reply = (await res.json()) as { status: boolean; message: string };
    assert.equal(res.status, 200, reply.message);
  }

  // page-side code as text: this package's tests compile without the DOM library
  const cssVar = (page: Page, name: string) =>
    page.evaluate(`getComputedStyle(document.documentElement).getPropertyValue('${name}').trim()`) as Promise<string>;
  /** The image at `selector` once loaded: its path and natural width; null until then. */
  const image = (page: Page, selector: string) =>
    page.evaluate(`(() => {
      const img = document.querySelector('${selector}');
      return img && img.complete && img.naturalWidth > 0 ? { src: new URL(img.src).pathname, width: img.naturalWidth } : null;
    })()`) as Promise<{ src: string; width: number } | null>;

  it('shows a new theme, logo and home images without a reload, and again after one', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await waitForLoginScreen(page);
    assert.equal(await cssVar(page, '--gp-primary'), '#f48226', 'the default theme to begin with');
    assert.equal(await image(page, '.brand-mark__logo'), null, 'no client logo yet');

    await upload(
      '/admin/kiosk/update_client_theme_logo',
      {
        client_id: h.clientId,
        primary_color: '#22AA44',
        accent_color: '#3355ff',
        gradiant_color: '#101820',
        hover_color: '#333',
      },
      { field: 'logo', name: 'logo.png', bytes: png(150, 60, [34, 170, 68]) },
    );
    await upload(
      '/admin/kiosk/upload/lab_homeimage',
      { lab_id: labId, type: 'left' },
      { field: 'homeimage', name: 'left.png', bytes: png(360, 800, [200, 40, 40]) },
    );
    await upload(
      '/admin/kiosk/upload/lab_homeimage',
      { lab_id: labId, type: 'right' },
      { field: 'homeimage', name: 'right.png', bytes: png(360, 800, [40, 40, 200]) },
    );
    const settings = (await h.api(`/admin/kiosk/get_client_theme_logo?client_id=${h.clientId}`)).data;

    // the push on the kiosk socket brings it: no reload
    await eventually(
      'the new primary colour',
      async () => ((await cssVar(page, '--gp-primary')) === '#22aa44' ? true : null),
      { intervalMs: 200 },
    );
    assert.equal(await cssVar(page, '--gp-accent'), '#3355ff');
    assert.equal(await cssVar(page, '--gp-gradient'), '#101820');
    assert.equal(await cssVar(page, '--gp-hover'), '#333');
    const logo = await eventually('the client logo', () => image(page, '.brand-mark__logo'), { intervalMs: 200 });
    assert.deepEqual(logo, { src: settings.logo, width: 150 });
    const left = await eventually('the left home image', () => image(page, '.login-art--left .login-art__img'), {
      intervalMs: 200,
    });
    const right = await eventually('the right home image', () => image(page, '.login-art--right .login-art__img'), {
      intervalMs: 200,
    });
    assert.equal(left.width, 360);
    assert.equal(right.width, 360);
    assert.notEqual(left.src, right.src);
    await shoot(page, 'login-client-theme');

    // a new kiosk session (the page reloaded) reads the same from the pod session data
    await page.reload();
    await waitForLoginScreen(page);
    assert.equal(await cssVar(page, '--gp-primary'), '#22aa44');
    assert.deepEqual(
      await eventually('the logo after the reload', () => image(page, '.brand-mark__logo'), { intervalMs: 200 }),
      logo,
    );
    assert.deepEqual(
      await eventually('the left image after the reload', () => image(page, '.login-art--left .login-art__img'), {
        intervalMs: 200,
      }),
      left,
    );
  });
});
