import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@gamepod/event-store';
import { catalogue } from '@gamepod/events';
import { CheckpointWatcher } from '@gamepod/log-runtime';
import type { Page } from 'playwright-core';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { type SeededGame, seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { openXboxGames, posterGrid } from './support/game-steps.ts';
import { type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

type HelperCall = { path: string; body: { game_id?: string; xd?: string } | null };

describe('launching a game from the kiosk', () => {
  let h: KioskHarness;
  let games: SeededGame[];
  const browser = useBrowser();
  before(async () => {
    // station 2 (every third demo pod) is in the paid lab, where the demo player has no time
    h = await startKioskHarness({ pods: 3 });
    games = await seedCatalogue(h, XBOX_GAMES.slice(0, 8));
    // station 1 is a duo (a group pod), shipped without a keyboard
    const edit = await h.api(`/admin/kiosk/edit/pod?pod_id=${h.podIds[1]}`);
    const pod = { ...(edit.data.pod as Record<string, unknown>), id: undefined, pod_id: h.podIds[1], pod_type_id: 2 };
    const updated = await h.api('/admin/kiosk/update/pod', { body: pod });
    if (!updated.status) throw new Error(`making station 1 a duo: ${updated.message}`);
    await h.control(1, 'state', { station: { with_keyboard: false } });
  });
  after(() => h?.close());

  const game = (title: string) => {
    const found = games.find((g) => g.title === title);
    if (!found) throw new Error(`${title} is not seeded`);
    return found;
  };

  /** The helper's game_start calls since `since`. */
  async function gameStarts(i: number, since: string): Promise<HelperCall[]> {
    const calls = (await h.control(i, `calls?since=${encodeURIComponent(since)}`)) as HelperCall[];
    return calls.filter((c) => c.path.endsWith('/game/play/game_start'));
  }

  async function chooseGame(page: Page, title: string): Promise<void> {
    await posterGrid(page).getByRole('button', { name: title }).click();
    await page.getByRole('complementary', { name: 'Game details' }).getByRole('heading', { name: title }).waitFor();
  }

  it('shows "Getting your game ready!" until the station says the game started, then the dashboard', async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.control(0, 'game', { started: false });
      await page.context().close();
    });
    await h.control(0, 'state', { game: { startup_ms: 4_000 } });
    const since = new Date().toISOString();
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);
    await page.getByRole('button', { name: 'Choose a Game' }).click();
    await page.getByText('Please select a game to continue.').waitFor();

    const neon = game('Neon Drift');
    await chooseGame(page, neon.title);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('dialog', { name: 'Getting your game ready!' }).waitFor();
    await page.getByText('Hold tight...').waitFor();
    await shoot(page, 'games-starting');
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });

    const starts = await gameStarts(0, since);
    assert.equal(starts.length, 1, JSON.stringify(starts));
    assert.equal(starts[0]?.body?.game_id, neon.id);
    assert.equal(starts[0]?.body?.xd, 'xd1');
  });

  it("sends a paid lab's player with no time left from Play to Buy Time, and nothing starts", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    const since = new Date().toISOString();
    await page.goto(h.kioskUrl(2));
    await openXboxGames(page);
    await chooseGame(page, game('Neon Drift').title);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForURL('**/player/buy-time');
    assert.deepEqual(await gameStarts(2, since), []);
  });

  it('asks "How Many Players?" on a group pod and sends the number chosen', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(async () => {
      await h.control(1, 'game', { started: false });
      await page.context().close();
    });
    const since = new Date().toISOString();
    await page.goto(h.kioskUrl(1));
    await openXboxGames(page);
    assert.equal(await page.getByRole('searchbox').count(), 0, 'a pod without a keyboard shows no search box');

    const skyline = game('Skyline Rally');
    await chooseGame(page, skyline.title);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'How Many Players?' });
    await question.getByRole('button', { name: '1', exact: true }).click();
    await question.getByText('This game is for a group.').waitFor();
    await question.getByRole('button', { name: 'Continue with 1 Player' }).waitFor();
    await question.getByRole('button', { name: '3', exact: true }).click();
    await question.getByText('Grab enough controllers for everyone.').waitFor();
    await shoot(page, 'games-players');

    const sent = page.waitForRequest((r) => r.url().includes('/api/v1/game/play/game_start'));
    await question.getByRole('button', { name: 'Continue with 3 Players' }).click();
    assert.equal((await sent).postDataJSON().players, 3);
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    const starts = await gameStarts(1, since);
    assert.equal(starts[0]?.body?.game_id, skyline.id);
    // the helper is told how many play
    assert.equal((starts[0]?.body as { players?: number } | undefined)?.players, 3);
  });

  it('says "Still Here? Something went wrong." when the game has not started after 180 s, with a way to chat', async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.control(0, 'state', { game: { startup_ms: 0 } });
      await h.control(0, 'game', { started: false });
      await page.context().close();
    });
    await h.control(0, 'state', { game: { startup_ms: 600_000 } });
    await page.clock.install();
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);
    await chooseGame(page, 'Iron Harbor');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('dialog', { name: 'Getting your game ready!' }).waitFor();
    // from here only runFor moves the page's time
    await pauseClock(page);
    await page.clock.runFor(179_000);
    await page.getByRole('dialog', { name: 'Getting your game ready!' }).waitFor();
    await page.clock.runFor(2_000);
    const failure = page.getByRole('dialog', { name: 'Still Here? Something went wrong.' });
    await failure.getByText('Chat with us below and we’ll sort this out for you').waitFor();
    await failure.getByRole('button', { name: 'Back to Games' }).waitFor();
    await shoot(page, 'games-start-failed');
    // the notice's chat button opens the chat with staff in its place
    await failure.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await chat.getByText('Need a hand? Write to us and a member of staff will answer here.').waitFor();
    assert.equal(await failure.count(), 0);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    assert.match(page.url(), /\/player\/games\/xd1$/);
  });

  it('says the platform is not supported, with Ok, when the station reported the console off before the kiosk saw it', async (t) => {
    const page = await openPage(browser());
    const store = new EventStore({ nc: h.env.nc, names: h.env.names, registry: catalogue });
    const watcher = await new CheckpointWatcher(h.env.databaseUrl, ['pod_status']).start();
    const pod = h.podIds[0] ?? '';
    const { consoles } = (await h.control(0, 'state')) as { consoles: Record<string, unknown> };
    const report = (xb_disabled: boolean) =>
      store.append('station', pod, [{ type: 'PodConsoleStatusChanged', data: { ...consoles, xb_disabled } }], {
        expectedVersion: 'any',
        context: { actor: { kind: 'pod', pod_id: pod } },
      });
    t.after(async () => {
      await watcher.waitFor(['pod_status'], (await report(false)).seq);
      await watcher.close();
      await page.context().close();
    });
    await page.goto(h.kioskUrl(0));
    await openXboxGames(page);
    await chooseGame(page, 'Iron Harbor');
    // the server has the Xbox switched off; the kiosk's own view of the station does not yet
    assert.ok(await watcher.waitFor(['pod_status'], (await report(true)).seq));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const notice = page.getByRole('dialog', { name: 'Game play initiated but platform xb not supported by pod' });
    await notice.waitFor();
    await shoot(page, 'games-platform-not-supported');
    await notice.getByRole('button', { name: 'Ok' }).click();
    await notice.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/player\/games\/xd1$/);
  });
});
