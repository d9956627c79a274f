import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pngOf } from '../../services/test/support/sample-files.ts';
import { type AdminHarness, type AdminSize, shoot, startAdminHarness, useBrowser } from './support/admin-harness.ts';
import { field, labIdOf, openEditLab, REQUIRED, showSection, signedInAdmin } from './support/labs-steps.ts';
import { pauseAt } from './support/waits.ts';

const LAB = 'Harborview Lab';

describe("the edit-lab screen's allowed IPs, images, RSS feeds and API keys, as a client admin", () => {
  let h: AdminHarness;
  let labId = '';
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 0 });
    // the lab and its hours come from the API: the deploy and schedule screens have their own file
    const deployed = await h.api('/admin/kiosk/deployment/lab', {
      body: {
        client_id: h.clientId,
        lab_name: LAB,
        address1: '1 Pier Road',
        address2: 'Level 2',
        city: 'Seattle',
        state: 'WA',
        zip: '98101',
        note: 'Eight pods facing the harbor.',
        is_active: 1,
        is_paid: 0,
        timezone: 'America/Los_Angeles',
      },
    });
    assert.equal(deployed.status, true, deployed.message);
    labId = await labIdOf(h, LAB);
    const week: Record<string, string> = {};
    for (const d of ['mo', 'tu', 'we', 'th', 'fr'])
      Object.assign(week, { [`${d}_start`]: '10:00 AM', [`${d}_end`]: '08:00 PM' });
    const saved = await h.api('/admin/kiosk/lab_schedule', {
      body: { lab_id: labId, ...week, sa_is_closed: 0, su_is_closed: 1 },
    });
    assert.equal(saved.status, true, saved.message);
    const override = await h.api('/admin/kiosk/lab_override_schedule', {
      body: {
        lab_id: labId,
        date: '07/04/2031',
        time_start: '12:00 PM',
        time_end: '06:00 PM',
        is_paid: 1,
        is_closed: 0,
      },
    });
    assert.equal(override.status, true, override.message);
  });
  after(() => h?.close());

  const signedIn = (size: AdminSize = 'desk') => signedInAdmin(h, browser(), size);
  const openEdit = (page: Page) => openEditLab(h, page, labId);

  it('uploads allowed IPs from a CSV and deletes one', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await openEdit(page);
    const ips = await showSection(page, 'Lab Allowed IPs');
    assert.equal(await ips.getByRole('link', { name: 'Download Sample' }).getAttribute('href'), '/ips-template.csv');
    const sample = await page.request.get(h.url('/ips-template.csv'));
    assert.match(await sample.text(), /^allowed_ip\n/);

    await ips.getByRole('button', { name: 'Upload' }).click();
    await ips.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await ips.getByLabel(field('CSV File')).setInputFiles({
      name: 'venue-ips.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('allowed_ip\n198.51.100.7\n2001:db8::42\n'),
    });
    await ips.getByRole('button', { name: 'Upload' }).click();
    await ips.getByRole('status').filter({ hasText: 'Allowed IPs uploaded: 2 added' }).waitFor();
    const list = ips.getByRole('table', { name: 'Allowed IPs' });
    await list.getByText('198.51.100.7').waitFor();
    await list.getByText('2001:db8::42').waitFor();
    await shoot(page, 'lab-edit-allowed-ips');

    await list.getByRole('button', { name: 'Delete 198.51.100.7' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete allowed IP' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await list.getByRole('button', { name: 'Delete 198.51.100.7' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await ips.getByRole('status').filter({ hasText: 'Allowed IP 198.51.100.7 deleted' }).waitFor();
    await list.getByText('198.51.100.7').waitFor({ state: 'detached' });
    const left = (await h.api(`/admin/kiosk/edit/lab?lab_id=${labId}`)).data.allowedips as Array<{
      allowed_ip: string;
    }>;
    assert.deepEqual(
      left.map((ip) => ip.allowed_ip),
      ['2001:db8::42'],
    );
  });

  it('creates and deletes an RSS feed', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await openEdit(page);
    const feeds = await showSection(page, 'Lab Rss Feeds');
    const list = feeds.getByRole('table', { name: 'Rss feeds' });
    await list.getByText('No rss feed found at the moment!').waitFor();
    await feeds.getByRole('button', { name: 'Save' }).click();
    await feeds.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await feeds.getByLabel(field('Title')).fill('Harbor News');
    await feeds.getByLabel(field('Url')).fill('https://news.example.org/harbor.xml');
    await feeds.getByLabel(field('Expire Time (minutes)')).fill('30');
    await feeds.getByRole('button', { name: 'Save' }).click();
    await feeds.getByRole('status').filter({ hasText: 'Rss feed saved' }).waitFor();
    const row = list.getByRole('row').filter({ hasText: 'Harbor News' });
    await row.getByText('30 min').waitFor();
    await row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/).waitFor();
    await shoot(page, 'lab-edit-rss');

    await row.getByRole('button', { name: 'Delete Harbor News' }).click();
    await page.getByRole('dialog', { name: 'Delete rss feed' }).getByRole('button', { name: 'Yes' }).click();
    await feeds.getByRole('status').filter({ hasText: 'Rss feed "Harbor News" deleted' }).waitFor();
    await list.getByText('No rss feed found at the moment!').waitFor();
  });

  it("hides a section's banner 4 s after it shows", async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await page.clock.install();
    await openEdit(page);
    const feeds = await showSection(page, 'Lab Rss Feeds');
    // from here only runFor moves the page's time
    await pauseAt(page);
    await feeds.getByRole('button', { name: 'Save' }).click();
    const banner = feeds.getByRole('alert').filter({ hasText: REQUIRED });
    await banner.waitFor();
    await page.clock.runFor(3_900);
    assert.equal(await banner.isVisible(), true);
    await page.clock.runFor(100);
    await banner.waitFor({ state: 'detached' });
  });

  it('creates an API key, shows it once with a copy button, and deletes it', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
    await openEdit(page);
    const keys = await showSection(page, 'Lab API Keys');
    const list = keys.getByRole('table', { name: 'Api keys' });
    await list.getByText('No api keys found at the moment!').waitFor();
    await keys.getByRole('button', { name: 'Create' }).click();
    await keys.getByRole('alert').filter({ hasText: REQUIRED }).waitFor();
    await keys.getByLabel(field('Key Name')).fill('Scoreboard');
    await keys.getByRole('button', { name: 'Create' }).click();
    await keys.getByRole('status').filter({ hasText: 'Api key "Scoreboard" created' }).waitFor();

    const shown = keys.getByLabel('API key Scoreboard', { exact: true });
    const key = await shown.inputValue();
    assert.match(key, /^gpk_[\w-]{32}$/);
    await keys.getByText('It is shown only this once').waitFor();
    await keys.getByRole('button', { name: 'Copy', exact: true }).click();
    await keys.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    assert.equal(await page.evaluate('navigator.clipboard.readText()'), key);
    const row = list.getByRole('row').filter({ hasText: 'Scoreboard' });
    await row.getByText(`${key.slice(0, 10)}…`).waitFor();
    await showSection(page, 'Lab API Keys');
    await shoot(page, 'lab-edit-api-key');

    // shown once: a fresh read of the screen lists the key masked only
    await page.reload();
    await page.getByLabel(field('Lab Name')).waitFor();
    await row.waitFor();
    assert.equal(await page.getByLabel('API key Scoreboard', { exact: true }).count(), 0);
    await row.getByRole('button', { name: 'Delete Scoreboard' }).click();
    await page.getByRole('dialog', { name: 'Delete api key' }).getByRole('button', { name: 'Yes' }).click();
    await keys.getByRole('status').filter({ hasText: 'Api key "Scoreboard" deleted' }).waitFor();
    await list.getByText('No api keys found at the moment!').waitFor();
  });

  it('uploads home images with a preview and deletes one', async (t) => {
    const page = await signedIn();
    t.after(() => page.context().close());
    await openEdit(page);
    const images = await showSection(page, 'Homepage Images');
    await images.getByText('ideal size at most 720 px wide and/or 800 px tall').waitFor();
    await images.getByLabel('Upload Left Image', { exact: true }).setInputFiles({
      name: 'left.png',
      mimeType: 'image/png',
      buffer: pngOf(360, 400, [244, 130, 38]),
    });
    await images.getByRole('status').filter({ hasText: 'Left Image uploaded' }).waitFor();
    const preview = images.getByRole('img', { name: 'Left Image preview' });
    await preview.waitFor();
    type Img = { complete: boolean; naturalWidth: number } | null;
    await page.waitForFunction(
      (img) => (img as Img)?.complete && (img as Img)?.naturalWidth === 360,
      await preview.elementHandle(),
    );
    await images.getByLabel('Upload Banner Image', { exact: true }).setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: pngOf(720, 160, [73, 110, 156]),
    });
    await images.getByRole('img', { name: 'Banner Image preview' }).waitFor();
    await shoot(page, 'lab-edit-home-images');

    await images.getByRole('button', { name: 'Delete Banner Image' }).click();
    await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Yes' }).click();
    await images.getByRole('status').filter({ hasText: 'Banner Image deleted' }).waitFor();
    await images.getByRole('img', { name: 'Banner Image preview' }).waitFor({ state: 'detached' });
    const lab = (await h.api(`/admin/kiosk/edit/lab?lab_id=${labId}`)).data.lab as Record<string, unknown>;
    assert.match(String(lab.left_image), /^\/api\/v1\/files\/home_images\/[0-9a-f]{64}$/);
    assert.equal(lab.banner_image, null);
  });

  it('lays the screens out at the 768 px breakpoint', async (t) => {
    const page = await signedIn('tablet');
    t.after(() => page.context().close());
    await page.goto(h.url('/admin/labs'));
    await page.getByRole('table', { name: 'Labs' }).getByText(LAB).waitFor();
    await shoot(page, 'labs');
    await page.goto(h.url('/admin/labs/deploy'));
    await page.getByRole('option', { name: 'Demo Venue' }).waitFor({ state: 'attached' });
    await shoot(page, 'lab-deploy');
    await openEdit(page);
    await shoot(page, 'lab-edit');
    for (const [title, name] of [
      ['Lab Schedules', 'lab-edit-schedule'],
      ['Lab Schedule Overrides', 'lab-edit-overrides'],
      ['Lab Allowed IPs', 'lab-edit-allowed-ips'],
      ['Homepage Images', 'lab-edit-home-images'],
      ['Lab Rss Feeds', 'lab-edit-rss'],
      ['Lab API Keys', 'lab-edit-api-key'],
    ] as const) {
      await showSection(page, title);
      await shoot(page, name);
    }
  });
});
