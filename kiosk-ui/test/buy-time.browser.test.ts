import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { EventStore } from '@gamepod/event-store';
import { catalogue, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { logInPlayer } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, pauseClock, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

/** Every third demo pod is in the paid lab: station 2 is; stations 0 and 1 are in the free lab. */
const PAID = 2;
const FREE = 0;

async function fillCard(page: Page, card: { number: string; expiry: string; cvc: string; zip: string }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiration').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByLabel('ZIP').fill(card.zip);
}

describe('Buy Time on the kiosk', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    h = await startKioskHarness({ pods: 3 });
    const lab_id = await h.labOf(PAID);
    // twelve offers: the list shows ten, and the last two come with the second page as it scrolls
    const offers = [
      { name: 'Quick Match', minutes: 30, usd_cost: 5 },
      ...Array.from({ length: 11 }, (_, i) => ({ name: `Session ${i + 2}`, minutes: 60 + i * 15, usd_cost: 9 + i })),
    ];
    for (const [order, offer] of offers.entries()) {
      const saved = await h.api('/admin/offers/save', { body: { ...offer, client_id: h.clientId, lab_id, order } });
      assert.equal(saved.status, true, saved.message);
    }
  });
  after(() => h?.close());

  it('buys an offer with the 4242 card, saves it, buys again with the saved card and sees the balance grow', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(PAID));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByText('Time left').waitFor();
    await assertBalance(page, '0m');
    // the station keeps its own clock of the paying player's minutes
    await eventually('the player time on the station', async () =>
      ((await h.control(PAID, 'calls')) as Array<{ method: string; path: string; body: unknown }>).some(
        (c) =>
          c.method === 'POST' &&
          c.path === '/api/v1/kiosk/set/player_web_time' &&
          (c.body as { player_web_time?: unknown } | null)?.player_web_time === 0,
      ),
    );
    await shoot(page, 'buy-time-dashboard');

    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('heading', { name: 'Choose your time' }).waitFor();
    await page.getByRole('button', { name: /Quick Match/ }).waitFor();
    // the first page ends with Session 10; scrolling to it brings the next page
    await page.getByRole('button', { name: /Session 10/ }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /Session 12/ }).scrollIntoViewIfNeeded();
    await shoot(page, 'buy-time-offers');

    await page.getByRole('button', { name: /Quick Match/ }).click();
    await page.getByRole('heading', { name: 'Pay for Quick Match' }).waitFor();
    await fillCard(page, { number: '4242424242424242', expiry: '1230', cvc: '1234', zip: '123456' });
    // the masks: fours of digits, MM/YY, three CVC digits, five ZIP digits
    assert.equal(await page.getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
    assert.equal(await page.getByLabel('Expiration').inputValue(), '12/30');
    assert.equal(await page.getByLabel('CVC').inputValue(), '123');
    assert.equal(await page.getByLabel('ZIP').inputValue(), '12345');
    await page.getByLabel('Save this card for next time').check();
    await shoot(page, 'buy-time-card');
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('heading', { name: 'Purchase confirmed!' }).waitFor();
    await page.getByText('You now have 30 min of play time.').waitFor();
    await shoot(page, 'buy-time-confirmed');

    await page.clock.runFor(5_000);
    await page.waitForURL('**/player/dashboard');
    await assertBalance(page, '30m');

    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('button', { name: /Quick Match/ }).click();
    const saved = page.getByRole('button', { name: /•••• 4242/ });
    await saved.click();
    assert.equal(await saved.getAttribute('aria-pressed'), 'true');
    // a saved card in use hides the new card's form; a second touch brings it back
    assert.equal(await page.getByLabel('Card number').count(), 0);
    await shoot(page, 'buy-time-saved-card');
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('heading', { name: 'Purchase confirmed!' }).waitFor();
    await page.clock.runFor(5_000);
    await page.waitForURL('**/player/dashboard');
    await assertBalance(page, '1h 00m');

    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('button', { name: /Quick Match/ }).click();
    await page.getByRole('button', { name: 'Delete card ending 4242' }).click();
    await page.getByRole('button', { name: /•••• 4242/ }).waitFor({ state: 'detached' });
    await page.getByLabel('Card number').waitFor();
  });

  it('loads the next page of offers as the list scrolls to its end, and Back fades out for 0.5 s before the dashboard', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(PAID));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByRole('link', { name: /Buy Time/ }).click();
    const tiles = page.getByRole('list', { name: 'Offers' }).getByRole('button');
    await page.getByRole('button', { name: /Session 10/ }).waitFor();
    assert.equal(await tiles.count(), 10, 'one page of ten until the list is scrolled');
    await page.getByRole('button', { name: /Session 10/ }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /Session 12/ }).waitFor();
    assert.equal(await tiles.count(), 12);

    // from here only runFor moves the page's time: the screen fades while the dashboard waits
    await pauseClock(page);
    await page.getByRole('button', { name: 'Back' }).click();
    const opacity = () =>
      page
        .locator('.buy-time')
        .evaluate(
          (el) =>
            (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el)
              .opacity,
        );
    await eventually('the screen to fade out', async () => (await opacity()) === '0' || undefined, { intervalMs: 50 });
    await page.clock.runFor(450);
    assert.equal(new URL(page.url()).pathname, '/player/buy-time', 'still fading at 0.45 s');
    await page.clock.runFor(100);
    await page.waitForURL('**/player/dashboard');
  });

  it("shows the provider's message for a declined card, and the required message for an empty form", async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(PAID));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('button', { name: /Quick Match/ }).waitFor();
    await shoot(page, 'buy-time-offers');
    await page.getByRole('button', { name: /Quick Match/ }).click();
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByText('Please fill all required fields').waitFor();

    // an expiry in the past: the provider's own words, and the field marked
    await fillCard(page, { number: '4242424242424242', expiry: '01/20', cvc: '123', zip: '12345' });
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('alert').filter({ hasText: "Your card's expiration year is in the past." }).waitFor();
    assert.equal(await page.getByLabel('Expiration').getAttribute('aria-invalid'), 'true');

    await fillCard(page, { number: '4000000000000002', expiry: '12/30', cvc: '123', zip: '12345' });
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await shoot(page, 'buy-time-declined');

    // Back from the card goes to the offers; Back from the offers to the dashboard
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Choose your time' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/player/dashboard');

    // a payment the provider takes but has not settled: success, and no time until it does
    // (the local gateway's card that stays processing and then fails, so no minutes come)
    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('button', { name: /Quick Match/ }).click();
    await fillCard(page, { number: '4000000000006025', expiry: '12/30', cvc: '123', zip: '12345' });
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('heading', { name: 'Purchase confirmed!' }).waitFor();
    await page.getByText('Your payment is processing: the time is added as soon as it goes through.').waitFor();
    await shoot(page, 'buy-time-processing');
  });

  it('shows the locked-out text on a locked pod, and the empty text where no offer applies', async (t) => {
    const page = await openPage(browser());
    t.after(async () => {
      await h.api('/admin/run/command', { body: { command_type: 'unlockout', pod_ids: [h.podIds[FREE]] } });
      await page.context().close();
    });
    await page.goto(h.kioskUrl(FREE));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    // a free lab has no Buy Time, and the paid lab's offers are not this pod's
    assert.equal(await page.getByRole('link', { name: /Buy Time/ }).count(), 0);
    await page.goto(h.kioskUrl(FREE, '/player/buy-time'));
    await page.getByText('No offers found at the moment!').waitFor();
    const sent = await h.api('/admin/run/command', { body: { command_type: 'lockout', pod_ids: [h.podIds[FREE]] } });
    assert.equal(sent.status, true, sent.message);
    await page.getByText('You have been locked out by Admin. Please wait...').waitFor();
    await shoot(page, 'buy-time-locked');
  });

  it("asks 'Still there...?' when Buy Time is left untouched, and logs the player out at 60 s", async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.clock.install();
    await page.goto(h.kioskUrl(PAID));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('button', { name: /Quick Match/ }).click();
    await page.clock.runFor(47_000);
    await page.getByRole('dialog', { name: 'Still there...?' }).waitFor();
    await page.clock.runFor(15_000);
    await page.waitForURL('**/player/logout**');
  });

  it('warns 2 minutes before paid time runs out during play, and takes the player back to the dashboard at 0', async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(PAID));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page
      .getByRole('link', { name: /^Play / })
      .first()
      .click();
    await page.waitForURL('**/player/games/**');

    // the balance now, read as the kiosk reads it
    const { session_id_key } = JSON.parse((await page.evaluate("localStorage.getItem('gp.pod_session')")) as string);
    const { token } = JSON.parse((await page.evaluate("localStorage.getItem('gp.user_session')")) as string);
    const left = await fetch(`${h.baseUrl}/api/v1/user/remaining_time?session_id_key=${session_id_key}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (r) => ((await r.json()) as { data: { time: number } }).data.time);
    assert.ok(left > 3, `the earlier purchases left time (${left} min)`);

    // a paid play session on the pod, begun so long ago that 2 minutes and 4 seconds are left:
    // the server's warning timer fires in about 4 s
    const found = await h.api(`/admin/kiosk/users?search=${encodeURIComponent(ACCOUNTS.player)}`);
    const userId = (found.data.users as Array<{ id: string }>)[0]?.id ?? '';
    const store = new EventStore({ nc: h.env.nc, names: h.env.names, registry: catalogue });
    const lab_id = await h.labOf(PAID);
    const playFrom = async (startedMsAgo: number) => {
      const game = { launch_id: uuidv7(), game_id: uuidv7(), user_id: userId, platform: 'xb' as const };
      await store.append(
        'play',
        h.podIds[PAID] ?? '',
        [
          {
            type: 'GameLaunchRequested',
            data: { ...game, client_id: h.clientId, lab_id, xd: 'xd1', players: null, paid: true, via: 'player' },
          },
          { type: 'GamePlayStarted', data: { ...game, started_at: new Date(Date.now() - startedMsAgo).toISOString() } },
        ],
        { expectedVersion: 'any', context: { actor: SYSTEM_ACTOR } },
      );
    };
    await playFrom((left - 2) * 60_000 - 4_000);
    await page.getByRole('alert').filter({ hasText: 'Only 2 minutes of play time left.' }).waitFor({ timeout: 30_000 });
    // the push makes the kiosk read the balance again
    await assertBalance(page, '2m');
    await shoot(page, 'paid-time-warning');

    // another session, begun before the balance could pay for it: the server stops play at once
    await playFrom((left + 1) * 60_000);
    await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: 'Your play time is up. Buy more time to keep playing.' }).waitFor();
    await shoot(page, 'paid-time-up');
    await page.getByRole('alert').getByRole('link', { name: 'Buy Time' }).click();
    await page.getByRole('heading', { name: 'Choose your time' }).waitFor();
  });
});

async function assertBalance(page: Page, text: string): Promise<void> {
  await page.locator('.time-balance__value', { hasText: new RegExp(`^${text}$`) }).waitFor();
}
