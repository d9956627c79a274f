import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConfirmedPayment, SavedPaymentMethod } from '@gamepod/contracts/http';
import type { PaymentGateway } from '../../src/payments/adapters/payment-gateway.ts';
import { openPaymentServices, type PaymentServices, type WebhookSigner } from './payment-fixtures.ts';
import type { ProviderUnderTest } from './payment-providers.ts';

/**
 * The payment calls' cases, run against one gateway: the local one, or Stripe's SDK against
 * a stand-in for Stripe's API. `setup` makes the provider.
 */
export function paymentCases(name: string, setup: () => Promise<ProviderUnderTest>): void {
  describe(name, () => {
    let f: PaymentServices;
    let sign: WebhookSigner;
    let provider: ProviderUnderTest;
    let gateway: PaymentGateway;
    before(async () => {
      provider = await setup();
      gateway = provider.gateway;
      sign = provider.sign;
      f = await openPaymentServices(gateway);
      provider.connect(f);
    });
    after(async () => {
      await f.close();
      await provider.close?.();
    });

    const confirm = (token: string, intent: string, pm: string, existing = 0) =>
      f.pay('confirm_intent', token, { payment_intent: intent, payment_method: pm, existing_method: existing });

    it('buys an offer with 4242 4242 4242 4242, saves the card, and pays again with the saved card', async () => {
      const player = await f.buyer();
      assert.equal(await f.remaining(player.token), 0);
      assert.deepEqual(f.data(await f.pay('provider', player.token)), {
        provider: gateway.provider,
        publishable_key: gateway.publishableKey,
      });
      const pm = await f.card(player.token, '4242 4242 4242 4242');
      const intent = await f.intent(player.token);
      f.data(await f.pay('update_save_card', player.token, { payment_intent: intent, save_card: 1, amount: 10 }));
      const paid = f.data<ConfirmedPayment>(await confirm(player.token, intent, pm));
      assert.deepEqual(paid.payment, { intent, offer: f.offer.id, save_card: 1, existing_method: 0 });
      assert.equal(paid.intent.status, 'succeeded');
      assert.equal(paid.time, 60);
      assert.equal(await f.remaining(player.token), 60);

      const { methods } = f.data<{ methods: SavedPaymentMethod[] }>(await f.pay('available_methods', player.token));
      assert.deepEqual(
        methods.map((m) => [m.id, m.type, m.card.last4]),
        [[pm, 'card', '4242']],
      );
      const again = await f.intent(player.token);
      const second = f.data<ConfirmedPayment>(await confirm(player.token, again, pm, 1));
      assert.equal(second.payment.existing_method, 1);
      assert.equal(second.time, 120);

      const removed = f.data<{ methods: SavedPaymentMethod[]; message: string }>(
        await f.pay('delete_method', player.token, { payment_method: pm }),
      );
      assert.deepEqual(removed.methods, []);
      assert.equal(removed.message, 'Card removed');
    });

    it('credits a confirm sent twice, and a webhook replayed after it, once', async () => {
      const player = await f.buyer();
      const pm = await f.card(player.token, '4242424242424242');
      const intent = await f.intent(player.token);
      assert.equal(f.data<ConfirmedPayment>(await confirm(player.token, intent, pm)).time, 60);
      const twice = f.data<ConfirmedPayment>(await confirm(player.token, intent, pm));
      assert.equal(twice.time, 60);
      for (let i = 0; i < 2; i++) {
        const hook = await f.webhook(sign, intent);
        assert.equal(hook.statusCode, 200, hook.body);
        assert.equal(hook.json().data.credited, false);
      }
      assert.equal(await f.credits(intent), 1);
      assert.equal(await f.remaining(player.token), 60);
    });

    it('credits once when confirms and webhooks arrive at the same time', async () => {
      const player = await f.buyer();
      const pm = await f.card(player.token, '4242424242424242');
      const intent = await f.intent(player.token);
      // the provider takes the payment first; then every path reports it at once
      const first = await confirm(player.token, intent, pm);
      assert.equal(first.statusCode, 200, first.body);
      const racers = await Promise.all([
        ...Array.from({ length: 4 }, () => confirm(player.token, intent, pm)),
        ...Array.from({ length: 4 }, () => f.webhook(sign, intent)),
      ]);
      for (const res of racers) assert.equal(res.statusCode, 200, res.body);
      assert.equal(await f.credits(intent), 1);
      assert.equal(await f.remaining(player.token), 60);
    });

    it('credits once when only webhooks race, before any confirm', async () => {
      const player = await f.buyer();
      const pm = await f.card(player.token, '4242424242424242');
      const intent = await f.intent(player.token);
      const [confirmed, ...hooks] = await Promise.all([
        confirm(player.token, intent, pm),
        f.webhook(sign, intent),
        f.webhook(sign, intent),
      ]);
      assert.equal(confirmed?.statusCode, 200, confirmed?.body);
      for (const res of hooks) assert.equal(res.statusCode, 200, res.body);
      assert.equal(await f.credits(intent), 1);
      assert.equal(await f.remaining(player.token), 60);
    });

    it("refuses a declined card with the provider's own message, and credits nothing", async () => {
      const player = await f.buyer();
      for (const [number, message] of [
        ['4000000000000002', 'Your card was declined.'],
        ['4000000000009995', 'Your card has insufficient funds.'],
      ] as const) {
        const pm = await f.card(player.token, number);
        const intent = await f.intent(player.token);
        const res = await confirm(player.token, intent, pm);
        assert.equal(res.statusCode, 402, res.body);
        assert.equal(res.json().message, message);
        assert.equal(await f.credits(intent), 0);
        assert.ok((await f.logged('PaymentFailed')).some((e) => e.aggregate_id === intent));
      }
      assert.equal(await f.remaining(player.token), 0);
    });

    it('stops a player after five refused cards in an hour without asking the provider again', async () => {
      const player = await f.buyer();
      for (let i = 0; i < 5; i++) {
        const pm = await f.card(player.token, '4000000000000002');
        assert.equal((await confirm(player.token, await f.intent(player.token), pm)).statusCode, 402);
      }
      const pm = await f.card(player.token, '4242424242424242');
      const sixth = await f.intent(player.token);
      const refused = await confirm(player.token, sixth, pm);
      assert.equal(refused.statusCode, 429, refused.body);
      assert.equal(await f.credits(sixth), 0);
      assert.ok(!(await f.logged('PaymentFailed')).some((e) => e.aggregate_id === sixth), 'the provider was not asked');
      // another player at the same station still pays
      const next = await f.buyer();
      const paid = await confirm(next.token, await f.intent(next.token), await f.card(next.token, '4242424242424242'));
      assert.equal(paid.statusCode, 200, paid.body);
    });

    it('refuses bad card input with a 4xx naming the field, and appends nothing', async () => {
      const player = await f.buyer();
      const card = { type: 'card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
      for (const [over, field, status] of [
        [{ number: '4242-4242' }, 'number', 400],
        [{ cvc: '12' }, 'cvc', 400],
        [{ exp_month: 13 }, 'exp_month', 400],
        [{ number: '4242424242424241' }, 'number', 402],
        [{ exp_year: 2001 }, 'exp_year', 402],
      ] as const) {
        const before = await f.lastSeq();
        const res = await f.pay('create_method', player.token, { ...card, ...over });
        assert.equal(res.statusCode, status, res.body);
        assert.equal(res.json().data.field, field, res.body);
        assert.equal(await f.lastSeq(), before);
      }
      const before = await f.lastSeq();
      const badAmount = await f.pay('create_intent', player.token, { amount: 9.99, ids: f.offer.id });
      assert.equal(badAmount.statusCode, 400, badAmount.body);
      assert.equal(badAmount.json().data.field, 'amount');
      const badHook = await f.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{"type":"payment_intent.succeeded","data":{"object":{"id":"pi_x"}}}',
      });
      assert.equal(badHook.statusCode, 400, badHook.body);
      assert.equal(await f.lastSeq(), before);
    });

    it("keeps players to their own intents, cards and client's offers; staff cannot buy", async () => {
      const owner = await f.buyer();
      const other = await f.buyer();
      const pm = await f.card(owner.token, '4242424242424242');
      const intent = await f.intent(owner.token);
      f.data(await f.pay('update_save_card', owner.token, { payment_intent: intent, save_card: '1' }));
      f.data(await confirm(owner.token, intent, pm));
      const foreign = await f.intent(other.token);
      const otherPm = await f.card(other.token, '4242424242424242');
      assert.equal((await confirm(owner.token, foreign, otherPm)).statusCode, 404);
      assert.equal(
        (await confirm(other.token, await f.intent(other.token), pm, 1)).statusCode,
        404,
        "another's saved card",
      );
      assert.equal((await f.pay('delete_method', other.token, { payment_method: pm })).statusCode, 404);
      assert.equal(
        (await f.pay('update_save_card', other.token, { payment_intent: intent, save_card: 0 })).statusCode,
        404,
      );

      const elsewhere = await f.client();
      const theirAdmin = await f.token(3, elsewhere.id);
      const theirs = f.data<{ offer: { id: string } }>(
        await f.post('/api/v1/admin/offers/save', { name: 'Theirs', minutes: 5, usd_cost: 1 }, theirAdmin),
      ).offer;
      const res = await f.pay('create_intent', owner.token, { amount: 1, ids: theirs.id });
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().data.field, 'ids');
      const staff = await f.token(3, f.pod.client.id, f.pod.id);
      assert.equal((await f.pay('create_intent', staff, { amount: 10, ids: f.offer.id })).statusCode, 403);
    });
  });
}
