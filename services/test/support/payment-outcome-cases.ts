import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConfirmedPayment, OfferPaymentRow } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { GamePlayEnded, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { timeBalanceRow, userById } from '@gamepod/projections';
import { openPaymentServices, type PaymentServices, type Station } from './payment-fixtures.ts';
import type { ProviderUnderTest } from './payment-providers.ts';

/**
 * What the provider reports after a purchase (a processing payment's end, refunds, disputes),
 * through one provider: the balance, the log and Offer Payments follow it.
 */
export function paymentOutcomeCases(name: string, setup: () => Promise<ProviderUnderTest>): void {
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

    /** A player who confirmed the offer with `number`, on a station of their own. */
    async function buy(number: string, s?: Station) {
      const at = s ?? (await f.station());
      const player = await at.buyer();
      const pm = await at.card(player.token, number);
      const intent = await at.intent(player.token);
      const paid = f.data<ConfirmedPayment>(
        await at.pay('confirm_intent', player.token, { payment_intent: intent, payment_method: pm }),
      );
      return { at, player, intent, paid };
    }
    /** The payment's row in Offer Payments, as the client's admin sees it. */
    async function row(playerId: string, intentId: string): Promise<OfferPaymentRow | undefined> {
      const res = await f.get(
        `/api/v1/common/players/payments?player_id=${playerId}`,
        await f.token(3, f.pod.client.id),
      );
      return f.data<{ payments: OfferPaymentRow[] }>(res).payments.find((p) => p.payment_intent === intentId);
    }
    const until = (what: string, check: () => Promise<boolean>) => eventually(what, check, { timeoutMs: 10_000 });
    /**
     * Waits until `read` gives `expected`, then checks it: what a webhook appended reaches the read
     * models after the webhook's reply, so the screens show it a moment later.
     */
    const settles = async <T>(what: string, read: () => Promise<T>, expected: T) => {
      let last: T | undefined;
      await until(what, async () => {
        last = await read();
        return last === expected;
      }).catch(() => undefined);
      assert.equal(last, expected, what);
    };

    it('credits a processing payment only when the provider says it succeeded', async () => {
      const { at, player, intent, paid } = await buy('4000000000006017');
      assert.equal(paid.intent.status, 'processing');
      await until('the success', async () => (await f.credits(intent)) === 1);
      // the confirm recorded processing and credited nothing; the provider's word credited
      const [taken] = await f.logged('PaymentProcessing').then((l) => l.filter((e) => e.aggregate_id === intent));
      const [credit] = await f.logged('PaymentSucceeded').then((l) => l.filter((e) => e.aggregate_id === intent));
      assert.equal((taken?.data as { via?: string } | undefined)?.via, 'confirm');
      assert.equal((credit?.data as { via?: string } | undefined)?.via, 'webhook');
      await settles('the remaining time', () => at.remaining(player.token), 60);
      await settles('the Offer Payments status', async () => (await row(player.id, intent))?.status, 'paid');
    });

    it('credits nothing for a processing payment that fails, and shows it failed', async () => {
      const { at, player, intent, paid } = await buy('4000000000006025');
      assert.equal(paid.intent.status, 'processing');
      assert.equal(await f.count('PaymentProcessing', intent), 1);
      await until('the failure', async () => (await f.count('PaymentFailed', intent)) === 1);
      assert.equal(await f.credits(intent), 0);
      await settles('the remaining time', () => at.remaining(player.token), 0);
      await settles('the Offer Payments status', async () => (await row(player.id, intent))?.status, 'failed');
    });

    it("takes a refund's share of the minutes back, part then the rest, and a replayed webhook changes nothing", async () => {
      const { at, player, intent, paid } = await buy('4242424242424242');
      assert.equal(paid.time, 60);
      await provider.refund(f, intent, 250);
      await settles('the remaining time', () => at.remaining(player.token), 45);
      const part = await row(player.id, intent);
      assert.deepEqual([part?.status, part?.minutes_taken_back, part?.refunded_usd], ['partially_refunded', 15, 2.5]);
      const replay = await f.deliver(provider.lastTold());
      assert.equal(replay.statusCode, 200, replay.body);
      assert.equal(replay.json().data.applied, false);
      await provider.refund(f, intent, null);
      await settles('the remaining time', () => at.remaining(player.token), 0);
      assert.equal(await f.count('PaymentRefunded', intent), 2);
      const full = await row(player.id, intent);
      assert.deepEqual([full?.status, full?.minutes_taken_back, full?.refunded_usd], ['refunded', 60, 10]);
      const user = await eventually('the users read model', async () => {
        const u = await userById(f.deps.db, player.id);
        return u?.time_paid === 0 ? u : null;
      });
      assert.equal(user.time_paid, 0);
    });

    it('takes refunded minutes back even when they were played: the balance goes below 0 and the next purchase pays it first', async () => {
      const { at, player, intent } = await buy('4242424242424242');
      const started = f.now();
      const { seq } = await f.deps.store.append(
        'play',
        at.pod.id,
        [
          GamePlayEnded.of({
            launch_id: uuidv7(),
            game_id: uuidv7(),
            user_id: player.id,
            platform: 'pc',
            started_at: started.toISOString(),
            ended_at: new Date(started.getTime() + 40 * 60_000).toISOString(),
            seconds: 40 * 60,
            minutes: 40,
            paid: true,
            reason: 'ended',
          }),
        ],
        { expectedVersion: 'any', context: { actor: SYSTEM_ACTOR } },
      );
      assert.ok(await f.deps.checkpoints.waitFor(['time_balances'], seq, 10_000));
      await settles('the remaining time', () => at.remaining(player.token), 20);
      await provider.refund(f, intent, null);
      await settles('the remaining time', () => at.remaining(player.token), 0);
      const balance = await timeBalanceRow(f.deps.db, player.id);
      assert.deepEqual([balance?.paid_minutes, balance?.used_minutes], [0, 40]);
      // 40 minutes owed: a new hour leaves 20
      const pm = await at.card(player.token, '4242424242424242');
      const again = await at.intent(player.token);
      const paid = f.data<ConfirmedPayment>(
        await at.pay('confirm_intent', player.token, { payment_intent: again, payment_method: pm }),
      );
      assert.equal(paid.time, 20);
    });

    it("takes a disputed payment's minutes while the dispute is open, and gives them back when it is won", async () => {
      // Stripe's dispute card: it pays, then the cardholder disputes it
      const { at, player, intent, paid } = await buy('4000000000000259');
      assert.equal(paid.time, 60);
      await until('the dispute', async () => (await f.count('PaymentDisputed', intent)) === 1);
      await until('the balance', async () => (await at.remaining(player.token)) === 0);
      await settles('the Offer Payments status', async () => (await row(player.id, intent))?.status, 'disputed');
      await provider.dispute(f, intent, 'won');
      await settles('the remaining time', () => at.remaining(player.token), 60);
      const won = await row(player.id, intent);
      assert.deepEqual([won?.status, won?.minutes_taken_back], ['dispute_won', 0]);
    });

    it('keeps the minutes taken when a dispute is lost', async () => {
      const { at, player, intent } = await buy('4242424242424242');
      await provider.dispute(f, intent, 'needs_response');
      await settles('the remaining time', () => at.remaining(player.token), 0);
      await provider.dispute(f, intent, 'lost');
      await settles('the remaining time', () => at.remaining(player.token), 0);
      assert.equal(await f.count('PaymentDisputeClosed', intent), 1);
      const lost = await row(player.id, intent);
      assert.deepEqual([lost?.status, lost?.minutes_taken_back], ['dispute_lost', 60]);
    });
  });
}
