// The kiosk's layout at both screen sizes: the player dashboard's parts side by side without
// overlap (free and paid lab, and after a launch), the reservation's strip in the layout under
// every overlay, the "Before you play" sheet of a first login, and the login screen's QR code
// and idle screen. Boxes are compared as the browser lays them out.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { reservationBody } from '@gamepod/testbed';
import { logInPlayer, logInToDashboard, waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Locator, Page } from 'playwright-core';
import { pngOf } from '../../services/test/support/sample-files.ts';
import { openPage, type ScreenSize, shoot, useBrowser } from './support/browser-session.ts';
import { type SeededGame, seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { posterGrid } from './support/game-steps.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const MINUTE = 60_000;
/** Station 0 is in the demo's free lab, station 2 in its paid lab. */
const FREE = 0;
const PAID = 2;
const SIZES: readonly ScreenSize[] = ['hd', 'small'];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(name: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, `${name} is laid out`);
  return box;
}

/** Two boxes share more than half a pixel of area. */
function intersect(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0.5 && height > 0.5 ? { x, y, width, height } : null;
}

/** Every pair of `parts` apart, and each inside the viewport. */
async function assertApart(page: Page, parts: Record<string, Locator>): Promise<void> {
  const view = page.viewportSize() ?? { width: 0, height: 0 };
  const boxes = await Promise.all(Object.entries(parts).map(async ([n, l]) => [n, await boxOf(n, l)] as const));
  for (const [name, b] of boxes) {
    assert.ok(b.x >= 0 && b.y >= 0, `${name} starts on screen: ${JSON.stringify(b)}`);
    const ends = b.x + b.width <= view.width + 0.5 && b.y + b.height <= view.height + 0.5;
    assert.ok(ends, `${name} ends on screen: ${JSON.stringify(b)} in ${view.width}x${view.height}`);
  }
  for (const [i, [a, boxA]] of boxes.entries()) {
    for (const [b, boxB] of boxes.slice(i + 1)) {
      const both = intersect(boxA, boxB);
      assert.equal(both, null, `${a} ${JSON.stringify(boxA)} overlaps ${b} ${JSON.stringify(boxB)}`);
    }
  }
}

/** Whether what the page shows at the middle of `box` is (inside) an element matching `selector`. */
async function topmostAt(page: Page, box: Box, selector: string): Promise<boolean> {
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return (await page.evaluate(
    `document.elementFromPoint(${x}, ${y})?.closest(${JSON.stringify(selector)}) != null`,
  )) as boolean;
}

/** A page script: the focused element's name (an alert's head for its tick) and whether its focus ring shows. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  const ring = (el && el.closest('label')) || el;
  const style = ring ? getComputedStyle(ring) : null;
  const isTick = el && el.getAttribute('type') === 'checkbox';
  const head = isTick ? el.closest('li')?.querySelector('p')?.textContent : el?.textContent;
  const shows = style ? style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') : false;
  return { name: head || '', ring: shows };
})()`;

/**
 * A page script: the lowest contrast ratio (WCAG 2.1) of the text under `root` against the
 * colours it is drawn on (each element's background, composited up to the first opaque one).
 * Kept as text: the page runs it as written, with no helpers of the test's build.
 */
const LOWEST_CONTRAST = `(root) => {
  const rgba = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const over = (top, under) => {
    const a = top.length > 3 ? top[3] : 1;
    return [0, 1, 2].map((k) => top[k] * a + under[k] * (1 - a));
  };
  const backdrop = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      const a = c.length > 3 ? c[3] : 1;
      if (a > 0) layers.push(c);
      if (a >= 1) break;
    }
    return layers.reverse().reduce((acc, c) => over(c, acc), [0, 0, 0]);
  };
  const lum = (c) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let min = 21;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent.trim() || el.closest('button:disabled')) continue;
    const bg = backdrop(el);
    const fg = over(rgba(getComputedStyle(el).color), bg);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    min = Math.min(min, (hi + 0.05) / (lo + 0.05));
  }
  return min;
}`;

const strip = (page: Page) => page.getByRole('status').filter({ hasText: 'This Gamepod has an upcoming reservation.' });

describe("the kiosk's layout", () => {
  let h: KioskHarness;
  let games: SeededGame[];
  const reservation: Record<number, { start_time: string; end_time: string }> = {};
  const browser = useBrowser();

  before(async () => {
    h = await startKioskHarness({ pods: 3 });
    games = await seedCatalogue(h, XBOX_GAMES.slice(0, 2));
    // a reservation two hours on at stations 0 and 2: its strip shows on each of their screens
    for (const i of [FREE, PAID]) {
      const lab = await h.labOf(i);
      const { timezone } = (await h.api(`/admin/kiosk/edit/lab?lab_id=${lab}`)).data.lab as { timezone: string };
      const now = h.serverNow().getTime();
      const start = new Date(now - (now % MINUTE) + 120 * MINUTE);
      const body = reservationBody(
        lab,
        [h.stations[i]?.pod_id_key ?? ''],
        start,
        new Date(start.getTime() + 60 * MINUTE),
        timezone,
      );
      const saved = await h.api('/admin/reservations/save', { body });
      assert.equal(saved.status, true, saved.message);
      reservation[i] = { start_time: String(body.start_time), end_time: String(body.end_time) };
    }
  });
  after(() => h?.close());

  for (const size of SIZES) {
    for (const [station, lab] of [
      [FREE, 'free'],
      [PAID, 'paid'],
    ] as const) {
      it(`lays the player dashboard out without overlaps, under the reservation's strip (${lab} lab, ${size})`, async (t) => {
        const page = await openPage(browser(), size);
        t.after(() => page.context().close());
        await page.goto(h.kioskUrl(station));
        await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
        await page.getByRole('slider', { name: 'Volume' }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: /Streaming is (on|off)/ })
          .waitFor();
        if (lab === 'paid') await page.getByText('Time left').waitFor();
        const parts: Record<string, Locator> = {
          'the reservation strip': strip(page),
          'the top bar': page.getByRole('banner'),
          'the kicker': page.getByText('Player dashboard', { exact: true }),
          'the greeting': page.getByRole('heading', { name: /Welcome, / }),
          'Play Xbox': page.getByRole('link', { name: /Play Xbox/ }),
          'Play PS5': page.getByRole('link', { name: /Play PS5/ }),
          'the streaming card': page.getByRole('status').filter({ hasText: /Streaming is (on|off)/ }),
          'the volume bar': page.locator('.volume'),
          'Save Seat': page.getByRole('button', { name: 'Save Seat' }),
        };
        await assertApart(page, parts);
        if (lab === 'paid') {
          // the time balance and Buy Time are in the top bar, clear of the strip
          await assertApart(page, {
            'the reservation strip': strip(page),
            'the time balance': page.getByText('Time left').locator('..'),
            'Buy Time': page.getByRole('link', { name: /Buy Time/ }),
          });
        }
        // the kicker sits below the top bar's rule
        const bar = await boxOf('the top bar', parts['the top bar'] as Locator);
        const kicker = await boxOf('the kicker', parts['the kicker'] as Locator);
        assert.ok(
          kicker.y >= bar.y + bar.height,
          `the kicker (${kicker.y}) starts below the top bar (${bar.y + bar.height})`,
        );
        await shoot(page, `layout-dashboard-${lab}`);
      });
    }
  }

  it('says "Now playing: {game}" on the dashboard after a launch, still without overlaps', async (t) => {
    for (const size of SIZES) {
      const page = await openPage(browser(), size);
      t.after(async () => {
        await h.control(FREE, 'game', { started: false });
        await page.context().close();
      });
      await h.control(FREE, 'state', { game: { startup_ms: 1_000 } });
      await page.goto(h.kioskUrl(FREE));
      await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
      assert.equal(await page.getByText('Now playing:').count(), 0, 'nothing plays before a launch');
      const game = games[size === 'hd' ? 0 : 1] as SeededGame;
      await page.getByRole('link', { name: /Play Xbox/ }).click();
      await posterGrid(page).getByRole('button', { name: game.title }).click();
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForURL('**/player/dashboard', { timeout: 30_000 });
      const playing = page.getByRole('status').filter({ hasText: `Now playing: ${game.title}` });
      await playing.waitFor();
      await assertApart(page, {
        'the top bar': page.getByRole('banner'),
        'the greeting': page.getByRole('heading', { name: /Welcome, / }),
        'Now playing': playing,
        'Play Xbox': page.getByRole('link', { name: /Play Xbox/ }),
        'the streaming card': page.getByRole('status').filter({ hasText: /Streaming is (on|off)/ }),
        'the volume bar': page.locator('.volume'),
        'Save Seat': page.getByRole('button', { name: 'Save Seat' }),
      });
      await shoot(page, 'layout-now-playing');
      // the game ends at the station: the line goes
      await h.control(FREE, 'game', { started: false });
      await playing.waitFor({ state: 'detached', timeout: 45_000 });
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByText('Thanks for playing').waitFor();
    }
  });

  it("gives the reservation a strip of its own: clear of the logo, the top bars and the chat's header, under toasts and modals", async (t) => {
    for (const size of SIZES) {
      const page = await openPage(browser(), size);
      t.after(() => page.context().close());
      const { start_time, end_time } = reservation[FREE] ?? { start_time: '', end_time: '' };
      await page.goto(h.kioskUrl(FREE));
      await waitForLoginScreen(page);
      // logged out, it says when the pod is reserved, not that a session will end
      await strip(page).getByText(`Reserved from ${start_time} to ${end_time}.`).waitFor();
      assert.equal(await strip(page).getByText('You will be logged out automatically').count(), 0);
      await assertApart(page, {
        'the reservation strip': strip(page),
        'the brand': page.locator('.login-brand'),
        'the login card': page.getByRole('region', { name: 'Ready to play?' }),
        'the phone card': page.getByRole('region', { name: 'Log in with your phone' }),
      });
      await shoot(page, 'layout-strip-login');

      // a toast goes over it
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const toast = page.locator('.toast').filter({ hasText: 'Please fill all required fields' });
      await toast.waitFor();
      const under = intersect(await boxOf('the strip', strip(page)), await boxOf('the toast', toast));
      assert.ok(under, 'the toast and the strip share a place on the screen');
      assert.ok(await topmostAt(page, under, '.toast'), 'the toast shows where it meets the strip');
      await shoot(page, 'layout-strip-toast');

      for (const [path, name] of [
        ['/register', 'signup'],
        ['/forgot-password', 'reset'],
      ] as const) {
        await page.goto(h.kioskUrl(FREE, path));
        await page.getByLabel('Email').waitFor();
        await strip(page).waitFor();
        await assertApart(page, { 'the reservation strip': strip(page), 'the top bar': page.getByRole('banner') });
        await assertApart(page, {
          'the reservation strip': strip(page),
          'the logo': page.getByRole('banner').locator('.brand-mark__wordmark, .brand-mark__logo'),
        });
        await shoot(page, `layout-strip-${name}`);
      }

      // signed in: the "Before you play" sheet (a modal) covers it
      await page.goto(h.kioskUrl(FREE));
      await logInToDashboard(page, ACCOUNTS.player, DEMO_PASSWORD);
      const sheet = page.getByRole('dialog', { name: 'Before you play' });
      await sheet.waitFor();
      assert.ok(await topmostAt(page, await boxOf('the strip', strip(page)), '.overlay'), 'the modal covers the strip');
      await sheet.getByRole('button', { name: "Let's Play" }).click();
      await sheet.waitFor({ state: 'detached' });
      await strip(page).getByText(`You will be logged out automatically at ${start_time}`).waitFor();

      // the chat panel docks below it
      await page.getByRole('link', { name: /Play Xbox/ }).click();
      await posterGrid(page).getByRole('listitem').first().getByRole('button').click();
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const panel = page.getByRole('dialog', { name: 'Chat with us' });
      await panel.getByRole('heading', { name: 'Chat with us' }).waitFor();
      await assertApart(page, {
        'the reservation strip': strip(page),
        "the chat's header": panel.locator('.chat-panel__header'),
      });
      await shoot(page, 'layout-strip-chat');
      await page.goto(h.kioskUrl(FREE));
      await waitForLoginScreen(page);
    }
  });

  it('shows an emergency alert over the strip', async (t) => {
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    await page.goto(h.kioskUrl(FREE));
    await waitForLoginScreen(page);
    await strip(page).waitFor();
    const raised = await h.api('/admin/alerts/emergency', {
      body: { lab_id: await h.labOf(FREE), title: 'Drill', content: 'This is a fire drill.', expire: 6 },
    });
    assert.equal(raised.status, true, raised.message);
    const dialog = page.getByRole('dialog', { name: 'Demo Venue Emergency Alert System' });
    await dialog.waitFor({ timeout: 20_000 });
    assert.ok(await topmostAt(page, await boxOf('the strip', strip(page)), '.emergency-overlay'));
    await shoot(page, 'layout-strip-emergency');
    await dialog.getByRole('button', { name: 'I Understand' }).click();
    // the alert ends before the next test's pages connect
    await page.waitForTimeout(6_500);
  });

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

  it('clears the orientation, two alerts, the reservation and the email warning in one "Before you play" sheet', async (t) => {
    const lab_id = await h.labOf(FREE);
    const heads = ['Tournament tonight at 7', 'Lounge closed for cleaning'];
    for (const text_head of heads) {
      const saved = await h.api('/common/alerts/save', {
        body: {
          text_head,
          text_sub: 'Ask at the desk.',
          type: 'warning',
          enable: 1,
          scope: 'lab',
          clients: h.clientId,
          labs: lab_id,
        },
      });
      assert.equal(saved.status, true, saved.message);
    }
    const page = await openPage(browser(), 'small');
    t.after(() => page.context().close());
    const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && /\/api\/v1\/(orientation\/mark|alerts\/mark_read)$/.test(path))
        calls.push({ path, body: r.postDataJSON() as Record<string, unknown> });
    });
    await page.goto(h.kioskUrl(FREE));
    await logInToDashboard(page, ACCOUNTS.player, DEMO_PASSWORD);
    const sheet = page.getByRole('dialog', { name: 'Before you play' });
    await sheet.waitFor();
    assert.equal(await page.getByRole('dialog').count(), 1, 'one sheet, no other modal');
    await sheet.getByRole('region', { name: 'Welcome to Demo Lab' }).waitFor();
    const alerts = sheet.getByRole('region', { name: 'Important Alerts' });
    for (const head of heads) await alerts.getByText(head).waitFor();
    // in the order the sheet lists them
    const listed = await alerts.locator('.important-alert__head').allTextContents();
    assert.deepEqual([...listed].sort(), [...heads].sort());
    const { start_time } = reservation[FREE] ?? { start_time: '' };
    await sheet
      .getByRole('region', { name: 'This Gamepod has an upcoming reservation.' })
      .getByText(`You will be logged out automatically at ${start_time}`)
      .waitFor();
    await sheet.getByRole('region', { name: 'Please verify your email address.' }).waitFor();
    const play = sheet.getByRole('button', { name: "Let's Play" });
    assert.equal(await play.isDisabled(), true, 'Play waits for the ticks');
    await shoot(page, 'before-you-play');

    // by keyboard: the sheet takes focus on the first tick; Space ticks, Tab moves on, each focus shows
    const focused = async () => (await page.evaluate(FOCUSED)) as { name: string; ring: boolean };
    const first = calls.length;
    for (const [i, head] of listed.entries()) {
      const now = await focused();
      assert.equal(now.name, head, `focus on the tick of alert ${i + 1}`);
      assert.ok(now.ring, `the focus on alert ${i + 1} shows`);
      const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/alerts/mark_read') && r.status() === 200);
      await page.keyboard.press('Space');
      await recorded;
      if (i === 0) assert.equal(await play.isDisabled(), true, 'one alert is still to tick');
      await page.keyboard.press('Tab');
    }
    await alerts.getByText('Thank you!').waitFor();
    assert.equal(await play.isEnabled(), true);
    const onPlay = await focused();
    assert.match(onPlay.name, /Let's Play/i);
    assert.ok(onPlay.ring, "the focus on Let's Play shows");
    await shoot(page, 'before-you-play-ticked');

    // text on the sheet reads at 4.5:1 or more against what it is drawn on
    const lowest = (await page.evaluate(
      `(${LOWEST_CONTRAST})(document.querySelector('.before-play .overlay__card'))`,
    )) as number;
    assert.ok(lowest >= 4.5, `the lowest contrast on the sheet is ${lowest.toFixed(2)}:1`);

    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    assert.equal(await page.getByText('Please verify your email address.').count(), 0);
    // the calls each part made on its own: a read per alert, then the orientation for the lab's mode
    const made = calls.slice(first);
    assert.deepEqual(
      made.map((c) => c.path),
      ['/api/v1/alerts/mark_read', '/api/v1/alerts/mark_read', '/api/v1/orientation/mark'],
    );
    assert.equal(made[2]?.body.type, 'free');
    assert.equal(new Set(made.slice(0, 2).map((c) => c.body.alert_id)).size, 2);
    assert.equal(calls.length, made.length, 'nothing was recorded before the ticks');
    // once per login: the dashboard again does not bring the sheet back
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Before you play' }).count(), 0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Thanks for playing').waitFor();
  });
});
