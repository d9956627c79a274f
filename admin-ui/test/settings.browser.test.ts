import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { kioskContext } from '@gamepod/devkit/browser';
import { waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { pngOf, wavOf } from '../../services/test/support/sample-files.ts';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { PAGE_WAIT, toast } from './support/waits.ts';

// the catalogue's texts for the settings' message keys (contracts/src/catalogues/system-messages.ts)
const LOGO_FORMAT = 'The logo must be a JPEG, PNG or GIF image.';
const LOGO_SIZE = 'The logo is too large.';
const COLOUR_FORMAT = 'Please enter the colour as a hex code.';
const AUDIO_FORMAT = 'The audio must be an MP3, WAV or AAC file.';

/** Signs the demo client's admin in and opens Account Settings from the dashboard. */
async function openSettings(h: AdminHarness, page: Page): Promise<void> {
  await h.signIn(page, ACCOUNTS.admin);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByRole('link', { name: /^Settings/ }).click();
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
  await page.getByRole('button', { name: 'Save Theme' }).waitFor();
}

const settingsOf = async (h: AdminHarness) =>
  (await h.api(`/admin/kiosk/get_client_theme_logo?client_id=${h.clientId}`)).data as Record<string, unknown>;

describe('Account Settings', () => {
  let h: AdminHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startAdminHarness({ pods: 1 });
  });
  after(() => h?.close());

  it('adds and deletes allowed domains, with the empty text and the domain error', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openSettings(h, page);
    await page.getByRole('link', { name: 'Back To Dashboard' }).waitFor();
    const card = page.getByRole('region', { name: 'Allowed Domains' });
    const list = card.getByRole('table', { name: 'Allowed Domains' });
    await list.getByText('No domains added yet!').waitFor();
    await shoot(page, 'settings');

    await card.getByRole('button', { name: 'Add' }).click();
    await card.getByText('Please enter a domain, like example.com').waitFor();
    // the toast reads the catalogue's text for admin-setting-domain-error
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Please enter a valid domain.')
      .first()
      .waitFor();
    await card.getByRole('textbox', { name: 'Domain' }).fill('not a domain');
    await card.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('alert').first().waitFor();
    assert.equal(await list.getByText('not a domain').count(), 0);

    for (const domain of ['harbor.test', 'bayside.test']) {
      await card.getByRole('textbox', { name: 'Domain' }).fill(domain);
      await card.getByRole('textbox', { name: 'Domain' }).press('Enter');
      await list.getByRole('row', { name: new RegExp(domain) }).waitFor();
    }
    assert.equal(await card.getByRole('textbox', { name: 'Domain' }).inputValue(), '');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'settings-domains');

    await list.getByRole('button', { name: 'Delete harbor.test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to delete harbor.test?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await list.getByRole('row', { name: /harbor\.test/ }).waitFor({ state: 'detached' });
    const stored = (await h.api(`/admin/kiosk/domains?client_id=${h.clientId}`)).data.domains as Array<{
      domain: string;
    }>;
    assert.deepEqual(
      stored.map((d) => d.domain),
      ['bayside.test'],
    );
    await list.getByRole('button', { name: 'Delete bayside.test' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await list.getByText('No domains added yet!').waitFor();

    const tablet = await openAdminPage(browser(), 'tablet');
    t.after(() => tablet.context().close());
    await openSettings(h, tablet);
    await shoot(tablet, 'settings');
  });

  it("saves a logo and a theme that the kiosk of the client's station then shows", async (t) => {
    const context = await browser().newContext(kioskContext('hd'));
    t.after(() => context.close());
    const kiosk = await context.newPage();
    kiosk.setDefaultTimeout(20_000);
    await kiosk.goto(h.stationUrl(0));
    await waitForLoginScreen(kiosk);

    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openSettings(h, page);
    const logo = page.getByRole('region', { name: 'Logo' });
    await logo.getByLabel('Logo file').setInputFiles({
      name: 'venue-logo.png',
      mimeType: 'image/png',
      buffer: pngOf(150, 60, [20, 160, 90]),
    });
    await logo.getByRole('img', { name: 'The chosen logo' }).waitFor();
    await logo.getByRole('button', { name: 'Save Logo' }).click();
    await toast(page, 'Logo saved').waitFor();
    const saved = await logo.getByRole('img', { name: 'Current logo' }).getAttribute('src');
    assert.match(saved ?? '', /^\/api\/v1\/files\/logos\/[0-9a-f]{64}$/);

    const theme = page.getByRole('region', { name: 'Theme Settings' });
    await theme.getByRole('textbox', { name: 'Hover Colour', exact: true }).fill('orange');
    await theme.getByRole('button', { name: 'Save Theme' }).click();
    await toast(page, COLOUR_FORMAT).waitFor();
    await theme.getByText('Use #rgb or #rrggbb, for example #f48226').waitFor();
    await theme.getByRole('textbox', { name: 'Hover Colour', exact: true }).fill('#222');
    await theme.getByRole('textbox', { name: 'Primary Colour', exact: true }).fill('#1A7F37');
    await theme.getByRole('textbox', { name: 'Accent Colour', exact: true }).fill('#3b5bdb');
    // a swatch is a label around its radio: a click on the colour picks it
    await theme.getByTitle('#00ff00').click();
    assert.equal(await theme.getByRole('radio', { name: '#00ff00' }).isChecked(), true);
    await theme.getByRole('button', { name: 'Save Theme' }).click();
    await toast(page, 'Theme saved').waitFor();
    const stored = await settingsOf(h);
    assert.deepEqual(
      [
        stored.primary_color,
        stored.accent_color,
        stored.gradiant_color,
        stored.hover_color,
        stored.theme_rgb_pallet_id,
      ],
      ['#1a7f37', '#3b5bdb', '#03244d', '#222', 5],
    );
    await theme.scrollIntoViewIfNeeded();
    await shoot(page, 'settings-theme');

    // the open kiosk follows without a reload (the server pushes 'branding')
    const kioskLogo = kiosk.getByRole('img', { name: /logo$/i });
    await eventually('the kiosk logo', async () => (await kioskLogo.first().getAttribute('src')) === saved, PAGE_WAIT);
    await eventually('the kiosk theme', async () => (await cssVar(kiosk, '--gp-primary')) === '#1a7f37', PAGE_WAIT);
    assert.equal(await cssVar(kiosk, '--gp-accent'), '#3b5bdb');
    await shoot(kiosk, 'settings-kiosk-branded');

    // and a kiosk page opened afresh starts with them
    await kiosk.reload();
    await eventually(
      'the kiosk logo after a reload',
      async () => (await kioskLogo.first().getAttribute('src')) === saved,
      PAGE_WAIT,
    );
    assert.equal(await cssVar(kiosk, '--gp-primary'), '#1a7f37');

    // back to the defaults, for the tests after this one
    await theme.getByRole('button', { name: 'Use Default Colours' }).click();
    assert.equal(await theme.getByRole('textbox', { name: 'Primary Colour', exact: true }).inputValue(), '#f48226');
    await theme.getByRole('button', { name: 'Save Theme' }).click();
    // the first save's toast may still show: wait for the stored theme instead
    await eventually('the stored theme', async () => (await settingsOf(h)).hover_color === '#191919', PAGE_WAIT);
    assert.equal((await settingsOf(h)).primary_color, '#f48226');
  });

  it('refuses a logo of another type, one over 3,000,000 bytes, and one whose name lies', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openSettings(h, page);
    const logo = page.getByRole('region', { name: 'Logo' });
    const input = logo.getByLabel('Logo file');
    const before = (await settingsOf(h)).logo;

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo\n') });
    await toast(page, LOGO_FORMAT).waitFor();
    await logo.getByText(LOGO_FORMAT).waitFor();
    assert.equal(await input.inputValue(), '', 'a refused file is not kept');
    assert.equal(await logo.getByRole('button', { name: 'Save Logo' }).isDisabled(), true);

    const oversize = Buffer.concat([pngOf(150, 60, [0, 0, 0]), Buffer.alloc(3_000_001)]);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversize });
    await toast(page, LOGO_SIZE).waitFor();
    await logo.getByText(LOGO_SIZE).waitFor();
    await logo.scrollIntoViewIfNeeded();
    await shoot(page, 'settings-logo-errors');

    // passes the browser's checks by its name; the server reads the content and refuses it
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text\n') });
    await logo.getByRole('button', { name: 'Save Logo' }).click();
    await page.getByRole('alert').filter({ hasText: LOGO_FORMAT }).first().waitFor();
    assert.equal((await settingsOf(h)).logo, before);
  });

  it('saves an MP3, WAV or AAC audio, which is required on save, and removes it', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await openSettings(h, page);
    const audio = page.getByRole('region', { name: 'Audio' });
    await audio.getByRole('button', { name: 'Save Audio' }).click();
    await toast(page, 'Please fill all required fields').waitFor();

    await audio.getByLabel('Audio file').setInputFiles({ name: 'song.ogg', mimeType: 'audio/ogg', buffer: wavOf() });
    await toast(page, AUDIO_FORMAT).waitFor();

    await audio.getByLabel('Audio file').setInputFiles({ name: 'chime.wav', mimeType: 'audio/wav', buffer: wavOf() });
    await audio.getByRole('button', { name: 'Save Audio' }).click();
    await toast(page, 'Audio saved').waitFor();
    await audio.locator('audio').waitFor();
    assert.equal(await audio.getByLabel('Audio file').inputValue(), '', 'the saved file leaves the picker');
    assert.match(String((await settingsOf(h)).audio_url), /^\/api\/v1\/files\/audio\/[0-9a-f]{64}$/);
    await audio.scrollIntoViewIfNeeded();
    await shoot(page, 'settings-audio');

    await audio.getByRole('button', { name: 'Remove Audio' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
    await audio.getByText('No audio yet.').waitFor();
    assert.equal((await settingsOf(h)).audio_url, null);
  });
});

/** A custom property's value on the page's root element. */
async function cssVar(page: Page, name: string): Promise<string> {
  const value = await page.evaluate(
    `getComputedStyle(document.documentElement).getPropertyValue(${JSON.stringify(name)})`,
  );
  return String(value).trim();
}
