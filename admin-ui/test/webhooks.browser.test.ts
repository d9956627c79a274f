import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { Webhook } from 'standardwebhooks';
import {
  ACCOUNTS,
  ADMIN_VIEWPORTS,
  type AdminHarness,
  openAdminPage,
  shoot,
  startAdminHarness,
  useBrowser,
} from './support/admin-harness.ts';

// the receiver listens on loopback: the harness opens plain http to loopback for webhooks, and nothing else
process.env.GP_WEBHOOKS_ALLOW_LOOPBACK = '1';

describe('the webhooks screen', () => {
  let h: AdminHarness;
  let receiver: http.Server;
  let hookUrl = '';
  const bodies: Array<{ body: string; headers: Record<string, string> }> = [];
  let answer = 200;
  /** The secret shown when the endpoint was added. */
  let firstSecret = '';
  const browser = useBrowser();
  before(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers as Record<string, string> });
        res.writeHead(answer).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    h = await startAdminHarness();
  });
  after(async () => {
    await h?.close();
    receiver.closeAllConnections();
    receiver.close();
  });

  it('lets a client admin add an endpoint, copy its secret once, send a test event and see it delivered', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^Webhooks/ }).click();
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await page.getByText('No webhook endpoints yet. Add one to send events to your systems.').waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByLabel('Endpoint URL').fill('https://10.0.0.1/hook');
    await form.getByLabel('Description').fill('Card office');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form
      .getByRole('alert')
      .getByText('The URL may not point at a private, loopback or reserved address')
      .waitFor();

    await form.getByLabel('Endpoint URL').fill(hookUrl);
    await form.getByRole('checkbox', { name: /payment\.succeeded/ }).uncheck();
    const queue = form.getByRole('checkbox', { name: /queue\.advanced/ });
    assert.equal(await queue.isChecked(), true, 'the queue event is offered like the others');
    await form.getByText("a lab's queue moved: a join, an offered pod, a no-show…").waitFor();
    await shoot(page, 'webhooks-form');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const panel = page.getByRole('region', { name: 'Signing secret' });
    const secretField = panel.getByLabel('Signing secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    assert.match(secret, /^whsec_/);
    firstSecret = secret;
    await panel.getByRole('button', { name: 'Copy' }).click();
    await shoot(page, 'webhooks-secret');
    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    assert.equal(await page.getByText(secret).count(), 0, 'the secret is not shown again');

    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await endpoints.getByRole('button', { name: hookUrl, exact: true }).waitFor();
    assert.equal(await endpoints.getByText('payment.succeeded').count(), 0);
    await endpoints.getByText('queue.advanced').waitFor();
    await endpoints.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
    await deliveries.getByText('Delivered').waitFor({ timeout: 20_000 });
    await deliveries.getByText('webhook.test').waitFor();
    await deliveries.getByText('200', { exact: true }).waitFor();
    const [got] = bodies;
    assert.ok(got);
    const verified = new Webhook(secret).verify(got.body, got.headers) as { type: string };
    assert.equal(verified.type, 'webhook.test');
    for (const size of ['desk', 'full'] as const) {
      await page.setViewportSize(size === 'desk' ? ADMIN_VIEWPORTS.desk : { width: 1920, height: 1080 });
      await shoot(page, 'webhooks-delivered');
    }

    await endpoints.getByRole('switch', { name: `Active: ${hookUrl}` }).click();
    await eventually(
      'disabled',
      async () =>
        (await endpoints.getByRole('switch', { name: `Active: ${hookUrl}` }).getAttribute('aria-checked')) === 'false',
    );
    await endpoints.getByRole('switch', { name: `Active: ${hookUrl}` }).click();
    await eventually(
      'enabled again',
      async () =>
        (await endpoints.getByRole('switch', { name: `Active: ${hookUrl}` }).getAttribute('aria-checked')) === 'true',
    );
  });

  it('shows a delivery set aside after a day of failures, and resends it', async (t) => {
    let page = await openAdminPage(browser());
    await h.signIn(page, ACCOUNTS.admin);
    await page.goto(h.url('/common/webhooks'));
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    answer = 500;
    const before = bodies.length;
    await endpoints.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
    await deliveries.getByText('Retrying').waitFor({ timeout: 20_000 });
    await deliveries.getByText('500', { exact: true }).waitFor();
    // a day on, the console's session has expired: leave the screen while the clock is ahead
    await page.context().close();
    h.advanceServerClock(25 * 3_600_000);
    await eventually('the last try', () => bodies.length >= before + 2, { timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 1_000));
    h.advanceServerClock(-25 * 3_600_000);
    answer = 200;

    page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.goto(h.url('/common/webhooks'));
    await page
      .getByRole('table', { name: 'Webhook endpoints' })
      .getByRole('button', { name: hookUrl, exact: true })
      .click();
    const list = page.getByRole('table', { name: 'Recent deliveries' });
    await list.getByText('Set aside').waitFor({ timeout: 20_000 });
    await shoot(page, 'webhooks-set-aside');
    await list.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Delivery queued again').first().waitFor();
    await eventually('resent and delivered', async () => (await list.getByText('Delivered').count()) === 2, {
      timeoutMs: 20_000,
    });
    assert.equal(await list.getByText('Set aside').count(), 0);
    await shoot(page, 'webhooks-resent');
  });

  it('rotates the secret, shown once, that signs what follows, and deletes the endpoint behind a confirm', async (t) => {
    const page = await openAdminPage(browser());
    t.after(() => page.context().close());
    await h.signIn(page, ACCOUNTS.admin);
    await page.goto(h.url('/common/webhooks'));
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await endpoints.getByRole('button', { name: `Rotate secret of ${hookUrl}` }).click();
    const panel = page.getByRole('region', { name: 'Signing secret' });
    const secretField = panel.getByLabel('Signing secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    assert.match(secret, /^whsec_/);
    assert.notEqual(secret, firstSecret);
    await endpoints.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    await shoot(page, 'webhooks-rotated');
    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    assert.equal(await page.getByText(secret).count(), 0, 'the new secret is not shown again');

    const before = bodies.length;
    await endpoints.getByRole('button', { name: 'Send test event' }).click();
    await eventually('the test event', () => bodies.length > before, { timeoutMs: 20_000 });
    const got = bodies[bodies.length - 1];
    assert.ok(got);
    assert.equal((new Webhook(secret).verify(got.body, got.headers) as { type: string }).type, 'webhook.test');
    assert.throws(() => new Webhook(firstSecret).verify(got.body, got.headers));

    await endpoints.getByRole('button', { name: `Delete ${hookUrl}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText(`Delete the endpoint ${hookUrl}?`).waitFor();
    await shoot(page, 'webhooks-delete-confirm');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    await endpoints.getByRole('button', { name: hookUrl, exact: true }).waitFor();
    await endpoints.getByRole('button', { name: `Delete ${hookUrl}` }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No webhook endpoints yet. Add one to send events to your systems.').waitFor();
    assert.equal(await endpoints.getByRole('button', { name: hookUrl, exact: true }).count(), 0);
  });
});
