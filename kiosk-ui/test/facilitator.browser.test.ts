import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logIn } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, type ScreenSize, shoot, useBrowser } from './support/browser-session.ts';
import { type SeededGame, seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

type HelperCall = { path: string; body: Record<string, unknown> | null };

describe("the facilitator's area", () => {
  let h: KioskHarness;
  let games: SeededGame[];
  /** The pods' names as Manage Event lists them (the nav licence, else the seat), by station. */
  let names: string[];
  const browser = useBrowser();
  before(async () => {
    // station 2 (every third demo pod) is in the paid lab, whose meter may end a game there on
    // its own: the commands test uses stations 1 and 3, both in the free lab
    h = await startKioskHarness({ pods: 4 });
    games = await seedCatalogue(h, XBOX_GAMES.slice(0, 6));
    const rows = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{
      id: string;
      license: string | null;
      seat: string;
    }>;
    names = h.podIds.map((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(`pod ${id} is not in the pods list`);
      return row.license ?? row.seat;
    });
  });
  after(() => h?.close());

  /** The helper calls station `i` got since `since` whose path ends with `suffix`. */
  async function helperCalls(i: number, since: string, suffix: string): Promise<HelperCall[]> {
    const calls = (await h.control(i, `calls?since=${encodeURIComponent(since)}`)) as HelperCall[];
    return calls.filter((c) => c.path.endsWith(suffix));
  }

  /** Waits until station `i` got a call ending with `suffix` since `since`; returns them. */
  function waitForCall(i: number, since: string, suffix: string): Promise<HelperCall[]> {
    return eventually(
      `station ${i} to get ${suffix}`,
      async () => {
        const calls = await helperCalls(i, since, suffix);
        return calls.length > 0 ? calls : null;
      },
      { intervalMs: 200 },
    );
  }

  async function signInAsFacilitator(page: Page): Promise<void> {
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.facilitator, DEMO_PASSWORD);
    await page.waitForURL('**/facilitator/dashboard', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Facilitator Dashboard' }).waitFor();
  }

  const podCheckbox = (page: Page, i: number) => page.getByRole('checkbox', { name: `Select ${names[i]}` });

  it('mutes two selected pods, launches a game on them, then resets one, and their stations do it', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await signInAsFacilitator(page);
    await page.getByRole('link', { name: /Manage Event/ }).click();
    await page.waitForURL('**/facilitator/pods');
    await podCheckbox(page, 1).waitFor();
    for (const name of ['Audio', 'Led Color', 'Games', 'Reset']) {
      assert.equal(await page.getByRole('button', { name, exact: true }).isDisabled(), true, `${name} before a pod`);
    }

    await podCheckbox(page, 1).check();
    await podCheckbox(page, 3).check();
    assert.equal(await page.getByRole('button', { name: 'Audio' }).isEnabled(), true);

    const muteSince = new Date().toISOString();
    await page.getByRole('button', { name: 'Audio' }).click();
    const audio = page.getByRole('dialog', { name: 'Audio' });
    await audio.getByText(`Selected pods: ${names[1]}, ${names[3]}`).waitFor();
    await audio.getByRole('switch', { name: 'Mute' }).click();
    await page.getByText('Muted', { exact: true }).first().waitFor();
    for (const i of [1, 3]) {
      const calls = await waitForCall(i, muteSince, '/kiosk/set/vol_change');
      assert.deepEqual(calls[0]?.body, { volume: 0 }, `station ${i} was muted`);
    }
    assert.deepEqual(await helperCalls(0, muteSince, '/kiosk/set/vol_change'), [], 'the unselected pod is untouched');
    assert.equal(await audio.getByRole('switch', { name: 'Mute' }).getAttribute('aria-checked'), 'true');
    await audio.getByRole('button', { name: 'Close' }).click();
    // the stations report their mute: the list says so, and the switch starts from it the next time
    const podRow = (i: number) => page.getByRole('listitem').filter({ has: podCheckbox(page, i) });
    for (const i of [1, 3]) await podRow(i).getByText('Muted', { exact: true }).waitFor();
    await podRow(0).getByText('Online', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Audio' }).click();
    assert.equal(await audio.getByRole('switch', { name: 'Mute' }).getAttribute('aria-checked'), 'true');
    await audio.getByRole('button', { name: 'Close' }).click();

    const game = games[0] as SeededGame;
    const playSince = new Date().toISOString();
    await page.getByRole('button', { name: 'Games' }).click();
    const modal = page.getByRole('dialog', { name: 'Games' });
    await modal.getByRole('button', { name: game.title }).click();
    await modal.getByRole('button', { name: 'Play XD1' }).click();
    await modal.waitFor({ state: 'detached' });
    for (const i of [1, 3]) {
      const starts = await waitForCall(i, playSince, '/game/play/game_start');
      assert.equal(starts[0]?.body?.game_id, game.id, `station ${i} started the game`);
    }

    await podCheckbox(page, 3).uncheck();
    const resetSince = new Date().toISOString();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('dialog', { name: 'Reset the selected pods?' }).getByRole('button', { name: 'Yes' }).click();
    assert.equal((await waitForCall(1, resetSince, '/kiosk/set/reset')).length, 1);
    assert.deepEqual(await helperCalls(3, resetSince, '/kiosk/set/reset'), [], 'the deselected pod is not reset');
  });

  it('shows a lock on a pod as soon as an admin locks it, without reloading', async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.api('/admin/run/command', { body: { command_type: 'unlockout', pod_ids: [h.podIds[2]] } });
      await page.context().close();
    });
    await signInAsFacilitator(page);
    await page.goto(h.kioskUrl(0, '/facilitator/pods'));
    const row = page.getByRole('listitem').filter({ has: podCheckbox(page, 2) });
    await row.waitFor();
    assert.equal(await row.getByRole('img', { name: 'Locked' }).count(), 0);
    const locked = await h.api('/admin/run/command', { body: { command_type: 'lockout', pod_ids: [h.podIds[2]] } });
    assert.equal(locked.status, true, locked.message);
    await row.getByRole('img', { name: 'Locked' }).waitFor({ timeout: 20_000 });
  });

  it("opens its lab's queue in the console from Manage Event", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await signInAsFacilitator(page);
    await page.goto(h.kioskUrl(0, '/facilitator/pods'));
    const link = page.getByRole('link', { name: 'Lab Queue' });
    await link.waitFor();
    const lab = await h.labOf(0);
    assert.equal(await link.getAttribute('href'), `/common/lab_queue/${lab}`);
    await link.click();
    await page.waitForURL(`**/common/lab_queue/${lab}`);
    await page.getByRole('table', { name: 'Queue' }).waitFor();
  });

  for (const size of ['hd', 'small'] as ScreenSize[]) {
    it(`looks right at the ${size} size: dashboard, pods, every modal and the games screen`, async (t) => {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      await signInAsFacilitator(page);
      await page.getByRole('link', { name: /PLAY XBOX/ }).waitFor();
      await page.getByRole('link', { name: /PLAY PS5/ }).waitFor();
      await page.getByRole('link', { name: /Manage Alerts/ }).waitFor();
      await shoot(page, 'facilitator-dashboard');

      await page.getByRole('link', { name: /Manage Event/ }).click();
      await podCheckbox(page, 1).check();
      await shoot(page, 'facilitator-pods');
      await page.getByRole('button', { name: 'Audio' }).click();
      await page.getByRole('switch', { name: 'Mute' }).waitFor();
      await shoot(page, 'facilitator-audio');
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Led Color' }).click();
      await page.getByRole('radio').first().click();
      await shoot(page, 'facilitator-led');
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Games' }).click();
      await page
        .getByRole('dialog', { name: 'Games' })
        .getByRole('button', { name: (games[1] as SeededGame).title })
        .click();
      await shoot(page, 'facilitator-games-modal');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByRole('button', { name: 'Yes' }).waitFor();
      await shoot(page, 'facilitator-reset');
      await page.getByRole('button', { name: 'No' }).click();

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('link', { name: /PLAY XBOX/ }).click();
      await page.waitForURL('**/facilitator/games/xb');
      await page.getByRole('button', { name: (games[2] as SeededGame).title }).click();
      await page.getByRole('complementary', { name: 'About This Game' }).getByText(`Plays on: ${names[1]}`).waitFor();
      await shoot(page, 'facilitator-games');
      assert.equal(await page.getByRole('button', { name: 'Play Selected' }).isEnabled(), true);

      // the bare path is the games screen on the first platform; the switch moves to the other
      await page.goto(h.kioskUrl(0, '/facilitator/games'));
      await page.getByRole('heading', { name: 'Xbox Games' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/facilitator/games');
      await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'PS5' }).click();
      await page.waitForURL('**/facilitator/games/ps');
      await page.getByRole('heading', { name: 'PS5 Games' }).waitFor();
    });
  }

  it('puts the mute switch back and says why when the command is refused', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await signInAsFacilitator(page);
    await page.goto(h.kioskUrl(0, '/facilitator/pods'));
    await podCheckbox(page, 2).check();
    await page.getByRole('button', { name: 'Audio' }).click();
    const toggle = page.getByRole('dialog', { name: 'Audio' }).getByRole('switch', { name: 'Mute' });
    const before = await toggle.getAttribute('aria-checked');
    // the pod leaves the venue while it is still selected here
    const deleted = await h.api('/admin/kiosk/delete/pod', { body: { pod_id: h.podIds[2] } });
    assert.equal(deleted.status, true, deleted.message);
    await toggle.click();
    await page.getByRole('alert').filter({ hasText: 'The command was not sent.' }).waitFor();
    await page.getByRole('alert').getByText('This pod does not exist').waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), before, 'the switch is back where it was');
    await shoot(page, 'facilitator-mute-refused');
  });
});

describe("the facilitator's area at a client whose last pod was deleted", () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 1 });
  });
  after(() => h?.close());

  it("says 'No pods found at the moment!' in Manage Event", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(0));
    await logIn(page, ACCOUNTS.facilitator, DEMO_PASSWORD);
    await page.waitForURL('**/facilitator/dashboard', { timeout: 30_000 });
    const listed = (await h.api(`/admin/kiosk/pods?client_id=${h.clientId}`)).data.pods as unknown[];
    assert.equal(listed.length, 1, 'the client has this one pod');
    const deleted = await h.api('/admin/kiosk/delete/pod', { body: { pod_id: h.podIds[0] } });
    assert.equal(deleted.status, true, deleted.message);
    await page.getByRole('link', { name: /Manage Event/ }).click();
    await page.waitForURL('**/facilitator/pods');
    await page.getByText('No pods found at the moment!').waitFor();
    assert.equal(await page.getByRole('checkbox').count(), 0);
    await shoot(page, 'facilitator-no-pods');
  });
});
