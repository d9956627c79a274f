import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { StripeGateway } from '@gamepod/services';
import { logInPlayer } from '@gamepod/testbed/browser';
import { StripeStandIn } from '../../services/test/support/stripe-stand-in.ts';
import { openPage, shoot, useBrowser } from './support/browser-session.ts';
import { ACCOUNTS, DEMO_PASSWORD, type KioskHarness, startKioskHarness } from './support/kiosk-harness.ts';
import { routeStripeJs } from './support/stripe-js-stand-in.ts';

/** Every third demo pod is in the paid lab: station 2 is. */
const PAID = 2;

describe('Buy Time with Stripe.js taking the card', () => {
  let h: KioskHarness;
  const stripe = new StripeStandIn();
  let api: Awaited<ReturnType<StripeStandIn['start']>>;
  const browser = useBrowser();
  before(async () => {
    api = await stripe.start();
    const payments = new StripeGateway({
      secretKey: 'sk_test_gamepod',
      publishableKey: 'pk_test_gamepod',
      webhookSecret: stripe.webhookSecret,
      endpoint: api,
    });
    h = await startKioskHarness({ pods: 3, payments });
    const saved = await h.api('/admin/offers/save', {
      body: { name: 'Quick Match', minutes: 30, usd_cost: 5, client_id: h.clientId, lab_id: await h.labOf(PAID) },
    });
    assert.equal(saved.status, true, saved.message);
  });
  after(async () => {
    await h?.close();
    await stripe.close();
  });

  it("pays with a card typed into Stripe's field, which our server never sees, and shows Stripe's refusal", async (t) => {
    const page = await openPage(browser());
    t.after(() => page.context().close());
    await routeStripeJs(page, api);
    const ownForm: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/payment/create_method')) ownForm.push(r.url());
    });
    await page.goto(h.kioskUrl(PAID));
    await logInPlayer(page, ACCOUNTS.player, DEMO_PASSWORD);
    await page.getByRole('link', { name: /Buy Time/ }).click();
    await page.getByRole('button', { name: /Quick Match/ }).click();

    const number = page.getByLabel('Stripe card number');
    await number.waitFor();
    // the kiosk's own card fields are not on the page
    assert.equal(await page.getByLabel('Card number', { exact: true }).count(), 0);
    await number.fill('4000000000000002');
    await page.getByLabel('Stripe expiry MM / YY').fill('12 / 30');
    await page.getByLabel('Stripe CVC').fill('123');
    await page.getByLabel('Stripe ZIP').fill('12345');
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();

    await number.fill('4242424242424242');
    await page.getByLabel('Save this card for next time').check();
    await shoot(page, 'buy-time-stripe-card');
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await page.getByRole('heading', { name: 'Purchase confirmed!' }).waitFor();
    await page.getByText('You now have 30 min of play time.').waitFor();

    assert.deepEqual(ownForm, [], 'no card number was sent to our server');
    // both cards were made by the browser at Stripe's API; the server only confirmed
    assert.equal(stripe.requests.filter((r) => r === 'POST /v1/payment_methods').length, 2);
  });
});
