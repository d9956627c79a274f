import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConfirmedPayment } from '@gamepod/contracts/http';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_LIMITS } from '../../src/auth/rate-limit.ts';
import { openPaymentServices, type PaymentServices, type Station } from './payment-fixtures.ts';
import type { ProviderUnderTest } from './payment-providers.ts';

const card = { type: 'card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

/** The replies by status code, and every 429 checked for the error shape with nothing else in it. */
function tally(replies: readonly LightMyRequestResponse[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const res of replies) {
    counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode !== 429) continue;
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['data', 'message', 'status']);
    assert.equal(body.status, false);
    assert.equal(body.data.code, 'rate_limited');
    assert.ok(body.data.retry_after_s > 0);
  }
  return counts;
}

/**
 * create_intent and create_method limited per player and per station, an open intent given
 * again, and a card paying only for the player who entered it: run against one provider.
 */
export function paymentLimitCases(name: string, setup: () => Promise<ProviderUnderTest>): void {
  describe(name, () => {
    let f: PaymentServices;
    let provider: ProviderUnderTest;
    before(async () => {
      provider = await setup();
      f = await openPaymentServices(provider.gateway);
      provider.connect(f);
    });
    after(async () => {
      await f.close();
      await provider.close?.();
    });

    const providerCalls = (call: string) => provider.calls()?.filter((c) => c === call).length ?? null;
    const intentsOf = async (userId: string) =>
      (await f.logged('PaymentIntentCreated')).filter((e) => (e.data as { user_id: string }).user_id === userId);
    const askIntent = (s: Station, token: string) =>
      s.pay('create_intent', token, { amount: f.offer.usd_cost, ids: f.offer.id });

    it('gives a player their open intent for the same offer again instead of making another', async () => {
      const s = await f.station();
      const player = await s.buyer();
      const madeBefore = providerCalls('POST /v1/payment_intents');
      const first = await s.intent(player.token);
      assert.equal(await s.intent(player.token), first);
      assert.equal(await s.intent(player.token), first);
      assert.equal((await intentsOf(player.id)).length, 1);
      if (madeBefore !== null) assert.equal(providerCalls('POST /v1/payment_intents'), madeBefore + 1);

      // a refused card closes it for reuse; a paid one too
      const declined = await s.card(player.token, '4000000000000002');
      const refused = await s.pay('confirm_intent', player.token, { payment_intent: first, payment_method: declined });
      assert.equal(refused.statusCode, 402, refused.body);
      const second = await s.intent(player.token);
      assert.notEqual(second, first);
      const pm = await s.card(player.token, '4242424242424242');
      f.data(await s.pay('confirm_intent', player.token, { payment_intent: second, payment_method: pm }));
      const third = await s.intent(player.token);
      assert.notEqual(third, second);
      // another pod is another intent
      const elsewhere = await f.station();
      const there = await elsewhere.buyer();
      assert.notEqual(await elsewhere.intent(there.token), third);
    });

    it('answers a burst of create_intent with 429 past the player limit, and makes one intent', async () => {
      const s = await f.station();
      const player = await s.buyer();
      const madeBefore = providerCalls('POST /v1/payment_intents');
      const replies = await Promise.all(Array.from({ length: 40 }, () => askIntent(s, player.token)));
      const counts = tally(replies);
      assert.equal(counts.get(200), DEFAULT_LIMITS.intentPlayer.max);
      assert.equal(counts.get(429), 40 - DEFAULT_LIMITS.intentPlayer.max);
      const ids = new Set(replies.filter((r) => r.statusCode === 200).map((r) => r.json().data.intent.id));
      assert.equal(ids.size, 1, 'every reply gave the same intent');
      assert.equal((await intentsOf(player.id)).length, 1);
      if (madeBefore !== null) assert.equal(providerCalls('POST /v1/payment_intents'), madeBefore + 1);
      const seq = await f.lastSeq();
      assert.equal((await askIntent(s, player.token)).statusCode, 429);
      assert.equal(await f.lastSeq(), seq, 'a refused call appends nothing');
    });

    it('answers a burst of create_method with 429 past the player limit, without asking the provider', async () => {
      const s = await f.station();
      const player = await s.buyer();
      const madeBefore = providerCalls('POST /v1/payment_methods');
      const entered = (await f.logged('PaymentMethodEntered')).length;
      const replies = await Promise.all(Array.from({ length: 40 }, () => s.pay('create_method', player.token, card)));
      const counts = tally(replies);
      assert.equal(counts.get(200), DEFAULT_LIMITS.cardEntryPlayer.max);
      assert.equal(counts.get(429), 40 - DEFAULT_LIMITS.cardEntryPlayer.max);
      assert.equal((await f.logged('PaymentMethodEntered')).length, entered + DEFAULT_LIMITS.cardEntryPlayer.max);
      if (madeBefore !== null) {
        assert.equal(providerCalls('POST /v1/payment_methods'), madeBefore + DEFAULT_LIMITS.cardEntryPlayer.max);
      }
    });

    it('stops a station after its limit, whichever players sign in there', async () => {
      const s = await f.station();
      let calls = 0;
      while (calls < DEFAULT_LIMITS.intentPod.max) {
        const player = await s.buyer();
        for (let i = 0; i < DEFAULT_LIMITS.intentPlayer.max && calls < DEFAULT_LIMITS.intentPod.max; i++, calls++) {
          const res = await askIntent(s, player.token);
          assert.equal(res.statusCode, 200, res.body);
        }
      }
      const fresh = await s.buyer();
      const seq = await f.lastSeq();
      const refused = await askIntent(s, fresh.token);
      assert.equal(refused.statusCode, 429, refused.body);
      assert.equal(await f.lastSeq(), seq);
      // the same player at another station is not held back by this one
      const other = await f.station();
      const moved = await other.buyer();
      assert.equal((await askIntent(other, moved.token)).statusCode, 200);
    });

    it('refuses to pay with a card another player entered and did not save, before asking the provider', async () => {
      const s = await f.station();
      const owner = await s.buyer();
      const thief = await s.buyer();
      const ownersCard = await s.card(owner.token, '4242424242424242');
      const intent = await s.intent(thief.token);
      const confirmsBefore = provider.calls()?.length ?? null;
      const seq = await f.lastSeq();
      for (const existing of [0, 1]) {
        const res = await s.pay('confirm_intent', thief.token, {
          payment_intent: intent,
          payment_method: ownersCard,
          existing_method: existing,
        });
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().data.field, 'payment_method');
      }
      assert.equal(await f.lastSeq(), seq, 'nothing appended');
      if (confirmsBefore !== null) assert.equal(provider.calls()?.length, confirmsBefore, 'the provider was not asked');
      assert.equal(await f.count('PaymentFailed', intent), 0);
      assert.equal(
        (await provider.gateway.retrieveIntent(intent)).payment_method,
        null,
        'the intent was not confirmed',
      );
      assert.equal(await s.remaining(thief.token), 0);

      // the card still pays for the player who entered it
      const own = await s.intent(owner.token);
      const paid = f.data<ConfirmedPayment>(
        await s.pay('confirm_intent', owner.token, { payment_intent: own, payment_method: ownersCard }),
      );
      assert.equal(paid.time, f.offer.minutes);
    });
  });
}
