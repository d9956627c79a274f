// Live chat end to end: a player asks from the game screen, staff answer from the console's Live
// Chat, the answer shows on the pod at once, and a logout ends the conversation: staff can no
// longer answer it, and the next player on the pod neither receives nor sees it.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { logInPlayer, openAdminPage, shoot as shootConsole, waitForLoginScreen } from '@gamepod/testbed/browser';
import type { Page } from 'playwright-core';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { seedCatalogue } from './support/game-catalogue.ts';
import { XBOX_GAMES } from './support/game-seed-list.ts';
import { openXboxGames, posterGrid } from './support/game-steps.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';

const NEXT_PLAYER = { email: 'next.player@demo.test', password: 'next-player-pass' };

describe('live chat between a pod and the console', () => {
  let h: KioskHarness;
  const browser = useBrowser();
  before(async () => {
    // station 1 for the second test: the first leaves its next player signed in on station 0
    h = await startKioskHarness({ pods: 2 });
    await seedCatalogue(h, XBOX_GAMES.slice(0, 4));
    const made = await h.api('/admin/kiosk/users/save', {
      body: {
        user_role: 1,
        client_id: h.clientId,
        name: 'Nia Next',
        email: NEXT_PLAYER.email,
        password: NEXT_PLAYER.password,
        password_again: NEXT_PLAYER.password,
        dob: '05/31/1990',
        phone: '555-123-4567',
      },
    });
    if (!made.status) throw new Error(`creating the next player: ${made.message}`);
  });
  after(() => h?.close());

  /** The console's Live Chat, signed in as `email` (the demo client's admin) from the dashboard's tile. */
  async function openLiveChat(email: string = ACCOUNTS.admin): Promise<Page> {
    const page = await openAdminPage(browser());
    await page.goto(`${h.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    if (email === ACCOUNTS.admin) await shootConsole(page, 'live-chat-dashboard-tile');
    await page.getByRole('link', { name: /Live Chat/ }).click();
    await page.waitForURL('**/common/live-chat');
    await page.getByRole('heading', { name: 'Live Chat', level: 1 }).waitFor();
    return page;
  }

  it('carries a question from the game screen to Live Chat and the answer back live; logout leaves nothing', async (t) => {
    const kiosk = await openPage(browser());
    const crisp: string[] = [];
    kiosk.on('request', (r) => {
      if (r.url().includes('crisp.chat')) crisp.push(r.url());
    });
    const staff = await openLiveChat();
    t.after(async () => {
      await kiosk.context().close();
      await staff.context().close();
    });
    // the list keeps only open conversations (the first test's is still open on station 0)
    const list = staff.getByRole('complementary', { name: 'Conversations' });
    await list.getByText('Can I get a headset?').waitFor({ state: 'hidden' });
    await shootConsole(staff, 'live-chat-empty');

    await kiosk.clock.install();
    await kiosk.goto(h.kioskUrl(0));
    await openXboxGames(kiosk);
    await posterGrid(kiosk).getByRole('listitem').first().getByRole('button').click();
    await kiosk.getByRole('button', { name: 'Chat with us' }).click();
    const panel = kiosk.getByRole('dialog', { name: 'Chat with us' });
    await panel.getByText('Need a hand? Write to us and a member of staff will answer here.').waitFor();
    await panel.getByLabel('Your message').fill('My controller is not responding');
    await panel.getByLabel('Your message').press('Enter');
    await panel.getByRole('log', { name: 'Messages' }).getByText('My controller is not responding').waitFor();
    // the push may show the message before the call's reply empties the field
    await eventually('the sent message leaves the field', async () =>
      (await panel.getByLabel('Your message').inputValue()) === '' ? true : undefined,
    );

    // the console hears it without a reload, marked as waiting for an answer
    const row = staff.getByRole('button', { name: /awaiting reply/ });
    await row.waitFor();
    await staff.getByText('1 awaiting reply.').waitFor();
    await row.click();
    const conversation = staff.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('My controller is not responding').waitFor();
    const reply = conversation.getByLabel('Reply');
    await reply.fill('On my way with a spare.');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Hold tight!');
    await reply.press('Enter');
    await conversation
      .getByRole('log', { name: 'Messages' })
      .getByText(/On my way with a spare\.\s+Hold tight!/)
      .waitFor();
    await eventually('Enter sent the answer and emptied the box', async () =>
      (await reply.inputValue()) === '' ? true : undefined,
    );
    await staff.getByText('Nobody is waiting.').waitFor();
    await shootConsole(staff, 'live-chat-thread');

    // the pod shows the answer at once
    await panel.getByText(/On my way with a spare\.\s+Hold tight!/).waitFor();
    await shoot(kiosk, 'live-chat-panel');
    await kiosk.setViewportSize({ width: 1024, height: 600 });
    await shoot(kiosk, 'live-chat-panel');
    await kiosk.setViewportSize({ width: 1920, height: 1080 });

    const listed = await h.api('/admin/chat/list');
    const conversations = listed.data.conversations as Array<{ id: string; pod_id: string }>;
    const first = conversations.find((c) => c.pod_id === h.podIds[0]);
    assert.ok(first, 'the console lists the conversation');

    // Escape closes the panel; staff's next answer opens it again
    await kiosk.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await reply.fill('Seat 2 has a free controller too.');
    await reply.press('Enter');
    await panel.getByText('Seat 2 has a free controller too.').waitFor();

    // a logout while the chat is open closes it
    const sent = await h.api('/admin/run/command', { body: { command_type: 'logout', pod_ids: [h.podIds[0]] } });
    assert.equal(sent.status, true, sent.message);
    await kiosk.waitForURL('**/player/logout**', { timeout: 30_000 });
    await panel.waitFor({ state: 'hidden' });
    await kiosk.getByRole('heading', { name: 'How was your session?' }).waitFor();
    // the conversation ended with the player's session: the console says so and takes no reply
    await conversation.getByText("This conversation has ended: the player's session is over.").waitFor();
    assert.equal(await conversation.getByLabel('Reply').count(), 0, 'an ended conversation takes no reply');
    // the survey ends by itself after 15 s untouched; then the station readies for the next player
    await kiosk.clock.runFor(16_000);
    await kiosk.getByText('Setting up for the next player...').waitFor();
    for (let i = 0; i < 20 && !kiosk.url().endsWith('/'); i++) await kiosk.clock.runFor(2_000);
    await waitForLoginScreen(kiosk);

    // the next player signs in; an answer to the one before is refused and reaches nobody
    await logInPlayer(kiosk, NEXT_PLAYER.email, NEXT_PLAYER.password);
    await kiosk.getByRole('link', { name: /Play Xbox/ }).click();
    await posterGrid(kiosk).getByRole('listitem').first().waitFor({ timeout: 30_000 });
    const late = await h.api('/admin/chat/reply', {
      body: { conversation_id: first.id, text: 'Are you still there?' },
    });
    assert.equal(late.status, false, 'staff answered a conversation whose player left');
    assert.match(late.message, /ended/);
    const thread = await h.api(`/admin/chat/thread?conversation_id=${first.id}`);
    const messages = (thread.data.conversation as { messages: Array<{ text: string }> }).messages;
    assert.ok(!messages.some((m) => m.text === 'Are you still there?'), 'the refused answer is in the thread');
    await kiosk.clock.runFor(2_000);
    assert.equal(await panel.isVisible(), false, "the previous player's chat opened for the next player");
    await kiosk.getByRole('button', { name: 'Chat with us' }).click();
    await panel.getByText('Need a hand? Write to us and a member of staff will answer here.').waitFor();
    assert.equal(await panel.getByRole('log', { name: 'Messages' }).getByRole('listitem').count(), 0);
    assert.equal(await panel.getByText('My controller is not responding').count(), 0);
    assert.deepEqual(crisp, [], 'the local chat loads nothing from Crisp');
  });

  it('closes a conversation from the console: the pod says so, and its next message starts a new one', async (t) => {
    const kiosk = await openPage(browser(), 'small');
    const staff = await openLiveChat();
    t.after(async () => {
      await kiosk.context().close();
      await staff.context().close();
    });
    await kiosk.goto(h.kioskUrl(1));
    await openXboxGames(kiosk);
    await kiosk.getByRole('button', { name: 'Chat with us' }).click();
    const panel = kiosk.getByRole('dialog', { name: 'Chat with us' });
    await panel.getByLabel('Your message').fill('Can I get a headset?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByRole('log', { name: 'Messages' }).getByText('Can I get a headset?').waitFor();

    await staff.getByRole('button', { name: /awaiting reply/ }).click();
    const conversation = staff.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Can I get a headset?').waitFor();
    await conversation.getByRole('button', { name: 'Close Conversation' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Close this conversation?' });
    await confirm.getByRole('button', { name: 'Close Conversation' }).click();
    await conversation.getByText('This conversation is closed.').waitFor();
    assert.equal(await conversation.getByLabel('Reply').count(), 0, 'a closed conversation takes no reply');
    // the list keeps only open conversations (the first test's is still open on station 0)
    const list = staff.getByRole('complementary', { name: 'Conversations' });
    await list.getByText('Can I get a headset?').waitFor({ state: 'hidden' });

    await panel.getByText('Staff closed this conversation. Write again to start a new one.').waitFor();
    await panel.getByLabel('Your message').fill('Thanks, found one!');
    await panel.getByLabel('Your message').press('Enter');
    await panel
      .getByText('Staff closed this conversation. Write again to start a new one.')
      .waitFor({ state: 'hidden' });
    await list
      .getByRole('button', { name: /awaiting reply/ })
      .filter({ hasText: 'Thanks, found one!' })
      .waitFor();

    // a super admin sees every client's conversations and answers them too
    const superAdmin = await openLiveChat(ACCOUNTS.superAdmin);
    t.after(() => superAdmin.context().close());
    await superAdmin
      .getByRole('button', { name: /awaiting reply/ })
      .filter({ hasText: 'Thanks, found one!' })
      .click();
    const thread = superAdmin.getByRole('region', { name: 'Conversation' });
    await thread.getByLabel('Reply').fill('Glad it worked out!');
    await thread.getByLabel('Reply').press('Enter');
    await panel.getByText('Glad it worked out!').waitFor();
    await shootConsole(superAdmin, 'live-chat-superadmin');

    // a burst no typist sends: the panel says to wait and keeps the draft, which is not sent
    const field = panel.getByLabel('Your message');
    const tooFast = panel.getByText(
      /You are sending messages too fast\. Please wait \d+ seconds?, then send it again\./,
    );
    // 10 a minute per player: within 21 sends one minute's window is full, however slow the machine
    for (let i = 0; i < 21 && !(await tooFast.isVisible()); i++) {
      await field.fill(`Ping ${i}`);
      await field.press('Enter');
      await eventually('the message sent or refused', async () =>
        (await field.inputValue()) === '' || (await tooFast.isVisible()) ? true : undefined,
      );
    }
    await tooFast.waitFor();
    const draft = await field.inputValue();
    assert.match(draft, /^Ping \d+$/);
    const log = panel.getByRole('log', { name: 'Messages' });
    assert.equal(await log.getByText(draft, { exact: true }).count(), 0, 'the refused message shows as sent');
    await shoot(kiosk, 'live-chat-too-fast');
  });
});
