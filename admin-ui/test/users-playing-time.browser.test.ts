import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PlayingActivitiesPage } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import {
  ACCOUNTS,
  type AdminHarness,
  openAdminPage,
  scrollToTop,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';
import { deployGame } from './support/game-steps.ts';
import { dismissToasts } from './support/waits.ts';

const GAME = 'Rocket Arena Playtime';

describe("User Detail's Game Playing Time", () => {
  let h: AdminHarness;
  let playerId = '';
  const browser = useBrowser();

  before(async () => {
    h = await startAdminHarness({ pods: 1 });
    // a cloud game on Xbox: every pod has it, and the demo station's xd1 is an Xbox
    const game = await deployGame(h, GAME, { type: 'cloud', platform: 'xb' });
    const found = await h.api(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.player)}`);
    playerId = (found.data.users as Array<{ id: string }>)[0]?.id ?? '';
    assert.ok(playerId, 'the demo player');
    // the demo player plays it on the station through the server, and logs out
    const token = await h.issueToken({ user_id: playerId, role: 1, client_id: h.clientId, pod_id: h.podIds[0] });
    const kiosk = await h.api('/kiosk/validate/pod_id_key', { body: { pod_id_key: h.stations[0]?.pod_id_key } });
    const session_id_key = kiosk.data.session_id_key as string;
    const launched = await h.api('/game/play/game_start', {
      body: { session_id_key, game_id: game, xd: 'xd1' },
      token,
    });
    assert.equal(launched.status, true, launched.message);
    const activities = () =>
      h.api(`/common/players/playing_activities?user_id=${playerId}`).then((r) => r.data as PlayingActivitiesPage);
    await eventually('the game to start', async () => (await activities()).total_rows === 1);
    // a second of play on the services' clock, so the session has a playing time to show
    h.advanceServerClock(1_100);
    const out = await h.api('/user/logout', { body: { reason_text: 'Logged out' }, token });
    assert.equal(out.status, true, out.message);
    await eventually('the session to end', async () => (await activities()).activities[0]?.EndAt !== null);
  });
  after(() => h?.close());

  it('lists the play session, filters it by date, and says when there is none', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(h.url(`/common/users/view/${playerId}`));
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Game Playing Time' }) });
    const table = page.getByRole('table', { name: 'Game playing time' });
    const row = table.getByRole('row', { name: new RegExp(GAME) });
    // the card's top below the console's fixed header
    const showCard = async () => {
      await scrollToTop(card);
      await page.evaluate('window.scrollBy(0, -96)');
    };
    await row.waitFor();
    await row.getByRole('cell', { name: 'Xbox' }).waitFor();
    assert.equal(await row.getByRole('cell', { name: 'Playing' }).count(), 0, 'the session has ended');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await dismissToasts(page);
    await showCard();
    await shoot(page, 'user-detail-playing-time');

    // a later start day leaves nothing; an end before the start is refused on the spot
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await card.getByLabel('Start Date').fill(tomorrow);
    await card.getByRole('button', { name: 'Filter' }).click();
    await table.getByText('No activities found at the moment!').waitFor();
    await card.getByLabel('End Date').fill('2020-01-01');
    await card.getByRole('button', { name: 'Filter' }).click();
    await card.getByText('The end date must not be before the start date.').waitFor();
    await showCard();
    await shoot(page, 'user-detail-playing-time-empty');

    await card.getByRole('button', { name: 'Clear' }).click();
    await row.waitFor();
    assert.equal(await card.getByLabel('Start Date').inputValue(), '');
  });
});
