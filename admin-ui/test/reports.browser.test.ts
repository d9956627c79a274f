import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Summary } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { artifactsDir } from '@gamepod/devkit/browser';
import { ensureDemoHistory } from '@gamepod/testbed';
import { queuedPlace } from '../../services/test/support/report-fixtures.ts';
import { pngOf } from '../../services/test/support/sample-files.ts';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployGame } from './support/game-steps.ts';
import { dismissToasts } from './support/waits.ts';

const ARTIFACTS = join(import.meta.dirname, '../../.tmp/artifacts/admin');

describe('the reports', () => {
  let h: AdminHarness;
  const browser = useBrowser();

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
    await deployGame(h, 'Rocket Arena Reports', { platform: 'xb' });
    await deployGame(h, 'Pixel Kart Reports', { platform: 'pc' });
    const get = async (path: string) => {
      const reply = await h.api(path);
      assert.equal(reply.status, true, `${path}: ${reply.message}`);
      return reply.data;
    };
    const seeded = await ensureDemoHistory(get, h.env.nc, h.env.names, {
      clientId: h.clientId,
      paidLab: '',
      playerEmail: ACCOUNTS.player,
      days: 10,
    });
    assert.ok(seeded > 0, 'the history was appended');
    // the demo lab's queue two days ago, all joining in one hour: four places wait 1, 3, 5 and
    // 7 minutes for a seat (the third a no-show), one leaves unoffered and staff remove one
    const labs = (await get(`/admin/kiosk/labs?client_id=${h.clientId}`)).labs as Array<{ id: string }>;
    const labId = labs[0]?.id ?? '';
    const found = await get(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.player)}`);
    const player = (found.users as Array<{ id: string }>)[0]?.id ?? '';
    assert.ok(labId && player, 'the demo lab and player exist');
    const today = new Date();
    const at = (minute: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 2, 10, minute));
    const places: Array<Parameters<typeof queuedPlace>[2]> = [
      { player, joined: at(0), offered: at(1), end: { at: at(2), as: 'taken' } },
      { player, joined: at(0), offered: at(3), end: { at: at(4), as: 'taken' } },
      { player, joined: at(0), offered: at(5), end: { at: at(15), as: 'no_show' } },
      { player, joined: at(0), offered: at(7), end: { at: at(8), as: 'taken' } },
      { player, joined: at(10), end: { at: at(20), as: 'left' } },
      { player, joined: at(20), end: { at: at(30), as: 'removed' } },
    ];
    for (const place of places) await queuedPlace(h, labId, place);
    const lastMonth = async () =>
      (await get(`/common/reports/summary?interval=lastmonth&client_id=${h.clientId}`)) as unknown as Summary;
    await eventually(
      'the history in the read models',
      async () => {
        const { report } = await lastMonth();
        return report.stats.sessions > 20 && report.queue.places === 6;
      },
      { timeoutMs: 30_000 },
    );
    // a second start finds the history there and appends nothing
    assert.equal(
      await ensureDemoHistory(get, h.env.nc, h.env.names, {
        clientId: h.clientId,
        paidLab: '',
        playerEmail: ACCOUNTS.player,
      }),
      0,
    );
  });
  after(() => h?.close());

  it('shows the status report from the dashboard, follows the fleet live, and links each pod', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /Reports/ }).click();
    await page.getByRole('heading', { name: 'Status Report' }).waitFor();
    const table = page.getByRole('table', { name: 'Status report' });
    const row = table.getByRole('row', { name: /A1/ });
    await row.getByText('ACTIVE').waitFor();
    const stats = page.getByRole('definition');
    assert.equal(await stats.first().textContent(), '1');
    await page.getByText('Live').first().waitFor();
    await dismissToasts(page);
    await shoot(page, 'reports-status');

    // the station goes idle: the row and the Idle count follow the push, without a reload
    await h.control(0, 'idle', { idle: true });
    await row.getByText('IDLE').waitFor();
    const idle = page.locator('.report-stats__tile', { hasText: 'Idle' }).getByRole('definition');
    await eventually('the idle count', async () => (await idle.textContent()) === '1');
    await h.control(0, 'idle', { idle: false });
    await row.getByText('ACTIVE').waitFor();

    await row.getByRole('link', { name: 'A1' }).click();
    await page.waitForURL(new RegExp(`/admin/labs/[^/]+/pods/${h.podIds[0]}$`));
  });

  it('refreshes the status report every 60 s when no push comes', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await page.clock.install();
    await h.signIn(page, ACCOUNTS.superAdmin);
    await page.goto(h.url('/common/reports/status'));
    await page.getByRole('table', { name: 'Status report' }).getByRole('row', { name: /A1/ }).waitFor();
    let reads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/common/reports/status')) reads++;
    });
    await page.clock.runFor(61_000);
    await eventually('a refresh', async () => reads >= 1);
    assert.equal(await page.getByRole('table', { name: 'Status report' }).getAttribute('aria-busy'), null, 'no loader');
    // a super admin sees the client column and links to the client's pods in the lab
    await page.getByRole('columnheader', { name: 'Client' }).waitFor();
    await page.getByRole('link', { name: 'A1' }).click();
    await page.waitForURL(new RegExp(`/superadmin/clients/${h.clientId}/pods/[^/]+$`));
  });

  for (const size of ['desk', 'wide'] as const) {
    it(`shows the activity report with its charts and tables (${size})`, async (t) => {
      const page = await openAdminPage(browser());
      t.after(() => page.context().close());
      if (size === 'wide') await page.setViewportSize({ width: 1920, height: 1080 });
      await h.signIn(page, ACCOUNTS.admin);
      await page.goto(h.url('/common/reports/status'));
      await page.getByRole('link', { name: 'Activity report' }).click();
      await page.getByRole('heading', { name: 'Activity Report' }).waitFor();
      await page.getByLabel('Interval').selectOption('lastmonth');
      await page.getByRole('img', { name: /Sessions per day/ }).waitFor();
      await page.getByRole('img', { name: /Top games by play time: (Rocket Arena|Pixel Kart) Reports/ }).waitFor();
      await page.getByRole('img', { name: /Occupancy by hour/ }).waitFor();
      await page
        .getByRole('table', { name: 'Games' })
        .getByRole('row', { name: /Rocket Arena Reports/ })
        .waitFor();
      await page.getByRole('table', { name: 'Feedback' }).getByRole('row').nth(1).waitFor();
      // the queue: the median and 90th percentile waits, no-shows and abandonment, in all and per lab and hour
      const wait = page.locator('.report-stats__tile', { hasText: 'Queue wait' });
      assert.equal(await wait.getByRole('definition').textContent(), '4 min');
      assert.match((await wait.textContent()) ?? '', /median · 90th percentile 6\.4 min/);
      const noShows = page.locator('.report-stats__tile', { hasText: 'Queue no-shows' });
      assert.equal(await noShows.getByRole('definition').textContent(), '1');
      assert.match((await noShows.textContent()) ?? '', /2 abandoned of 6 joined/);
      const queue = page.getByRole('table', { name: 'Queue by lab and hour' });
      const hour = queue.getByRole('row').nth(1);
      await hour.waitFor();
      assert.deepEqual((await hour.getByRole('cell').allTextContents()).slice(2), [
        '6',
        '4',
        '4 min',
        '6.4 min',
        '1',
        '2',
      ]);
      assert.match((await hour.getByRole('cell').nth(1).textContent()) ?? '', /^\d{1,2}:00 [AP]M–\d{1,2}:00 [AP]M$/);
      await dismissToasts(page);
      await shoot(page, 'reports-summary');
      await page.getByRole('heading', { name: 'Games', exact: true }).scrollIntoViewIfNeeded();
      await shoot(page, 'reports-summary-tables');
    });
  }

  it('asks for the custom interval, then exports the report as PDF pages and a table as CSV', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.goto(h.url('/common/reports/summary'));
    await page.getByLabel('Interval').selectOption('custom');
    await page.getByLabel(/^Start date\s*\*?$/).fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Please fill all required fields').waitFor();
    const start = new Date(Date.now() - 12 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel(/^Start date\s*\*?$/)
      .fill(`${pad(start.getMonth() + 1)}${pad(start.getDate())}${start.getFullYear()}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('img', { name: /Top games by play time/ }).waitFor();

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Games as CSV' }).click();
    const csvFile = await csv;
    assert.match(csvFile.suggestedFilename(), /^activity-report-custom-.*-games\.csv$/);
    const text = readFileSync(await csvFile.path(), 'utf8');
    assert.match(text, /^Game,Sessions,Players,Play time \(h\)\r?\n/);
    assert.match(text, /Rocket Arena Reports/);
    const queueCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Queue by lab and hour as CSV' }).click();
    const queueText = readFileSync(await (await queueCsv).path(), 'utf8');
    assert.match(
      queueText,
      /^Lab,Hour joined,Joined,Offered a seat,Median wait,90th percentile wait,No-shows,Abandoned\r?\n/,
    );
    assert.match(queueText, /,6,4,4 min,6\.4 min,1,2\r?\n?$/);

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const pdfFile = await pdf;
    assert.match(
      pdfFile.suggestedFilename(),
      /^activity-report-custom-\d{4}-\d{2}-\d{2}-0000-to-\d{4}-\d{2}-\d{2}-0000\.pdf$/,
    );
    const dir = join(ARTIFACTS, 'reports-pdf');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const saved = join(dir, 'report.pdf');
    await pdfFile.saveAs(saved);
    const info = execFileSync('pdfinfo', [saved], { encoding: 'utf8' });
    // 15 in × 72 pt
    assert.match(info, /Page size:\s+1080 x 1080 pts/);
    execFileSync('pdftoppm', ['-png', '-r', '40', saved, join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png'));
    assert.ok(pages.length >= 2, `pages: ${pages.join(', ')}`);
  });

  it('opens the Activity report on the last week, the status report on today, and keeps an interval the user picks', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const read = page.waitForRequest((r) => r.url().includes('/api/v1/common/reports/summary'));
    await page.goto(h.url('/common/reports/summary'));
    assert.match((await read).url(), /[?&]interval=lastweek(&|$)/);
    assert.equal(await page.getByLabel('Interval').inputValue(), 'lastweek');
    await page.getByRole('img', { name: /Sessions per day/ }).waitFor();
    await dismissToasts(page);
    await shoot(page, 'reports-summary-last-week');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'reports-summary-last-week');

    await page.getByRole('link', { name: 'Status report' }).click();
    await page.getByRole('heading', { name: 'Status Report' }).waitFor();
    assert.equal(await page.getByLabel('Interval').inputValue(), 'today');
    await page.getByLabel('Interval').selectOption('lastmonth');
    await page.getByRole('link', { name: 'Activity report' }).click();
    await page.getByRole('heading', { name: 'Activity Report' }).waitFor();
    assert.equal(await page.getByLabel('Interval').inputValue(), 'lastmonth');
  });

  it("exports the PDF on the venue's letterhead, its tables ruled with their headers on every page", async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // the venue's logo, as Account Settings saves it
    await page.goto(h.url('/admin/settings'));
    const logo = page.getByRole('region', { name: 'Logo' });
    await logo.getByLabel('Logo file').setInputFiles({
      name: 'venue-logo.png',
      mimeType: 'image/png',
      buffer: pngOf(150, 60, [20, 160, 90]),
    });
    await logo.getByRole('button', { name: 'Save Logo' }).click();
    await page.getByText('Logo saved').first().waitFor();

    await page.goto(h.url('/common/reports/summary'));
    await page.getByLabel('Interval').selectOption('lastmonth');
    await page.getByRole('img', { name: /Top games by play time/ }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const dir = join(artifactsDir(), 'admin', 'reports-pdf-letterhead');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const saved = join(dir, 'report.pdf');
    await (await download).saveAs(saved);

    const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [saved], { encoding: 'utf8' }))?.[1]);
    const text = (n: number) =>
      execFileSync('pdftotext', ['-layout', '-f', String(n), '-l', String(n), saved, '-'], { encoding: 'utf8' });
    const pages = Array.from({ length: pageCount }, (_, i) => text(i + 1));
    assert.ok(pages.length >= 2, `pages: ${pages.length}`);
    assert.match(pages[0] ?? '', /Demo Venue/);
    assert.match(pages[0] ?? '', /Activity report · All Labs/);
    // the logo is the page's one 150 × 60 picture (the charts are drawn larger)
    const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', saved], { encoding: 'utf8' });
    assert.match(images, /^\s*1\s+\d+\s+image\s+150\s+60\s/m);
    for (const [i, page] of pages.entries()) {
      if (i > 0) assert.match(page, /Demo Venue · All Labs · Activity report/, `page ${i + 1}'s running head`);
      assert.match(page, new RegExp(`Page ${i + 1} of ${pages.length}`));
    }
    assert.match(pages.join('\n'), /Pod\s+Player\s+Game\s+Platform\s+Sessions\s+Play time \(h\)/);
    assert.match(pages[0] ?? '', /MEDIAN WAIT\s+90TH PCT WAIT\s+NO-SHOWS\s+ABANDONED/);
    assert.match(pages.join('\n'), /Queue by lab and hour/);
    assert.match(pages.join('\n'), /6\s+4\s+4 min\s+6\.4 min\s+1\s+2/);
    execFileSync('pdftoppm', ['-png', '-r', '60', saved, join(dir, 'page')]);
  });
});
