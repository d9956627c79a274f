import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  NotFoundError,
  PaymentDisputeClosed,
  PaymentDisputed,
  PaymentFailed,
  PaymentIntentCreated,
  PaymentMethodEntered,
  PaymentProcessing,
  PaymentRefunded,
  PaymentReversed,
  PaymentSucceeded,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { gatewayFromEnv } from '../../src/payments/adapters/gateway-config.ts';
import { LocalGateway } from '../../src/payments/adapters/local-gateway.ts';
import { StripeGateway } from '../../src/payments/adapters/stripe-gateway.ts';
import { PaymentsNotSetUp, UnconfiguredGateway } from '../../src/payments/adapters/unconfigured-gateway.ts';
import { paymentDecider } from '../../src/payments/domain/payment-decider.ts';
import { paymentMethodDecider } from '../../src/payments/domain/payment-method-decider.ts';

const given = DeciderSpecification.for(paymentDecider);
const intent = {
  intent_id: 'pi_1',
  provider: 'local' as const,
  user_id: 'u1',
  client_id: 'c1',
  lab_id: 'l1',
  pod_id: 'p1',
  offer_id: 'o1',
  offer_name: 'One hour',
  minutes: 60,
  amount_cents: 1000,
  currency: 'usd' as const,
};
const opened = PaymentIntentCreated.of(intent);
const settle = (status: string, via: 'confirm' | 'webhook' = 'confirm') =>
  ({
    type: 'Settle',
    settlement: {
      status,
      message: status === 'succeeded' ? '' : 'Your card was declined.',
      via,
      payment_method: 'pm_1',
      existing_method: false,
    },
  }) as const;
const paid = (status: 'succeeded' | 'processing', via: 'confirm' | 'webhook' = 'confirm') =>
  PaymentSucceeded.of({
    intent_id: 'pi_1',
    user_id: 'u1',
    offer_id: 'o1',
    minutes: 60,
    amount_cents: 1000,
    status,
    via,
    payment_method: 'pm_1',
    existing_method: false,
  });

const processing = (via: 'confirm' | 'webhook' = 'confirm') =>
  PaymentProcessing.of({ intent_id: 'pi_1', user_id: 'u1', via, payment_method: 'pm_1', existing_method: false });
const refund = (refunded_cents: number) => ({ type: 'Refund', charge_id: 'ch_1', refunded_cents }) as const;
const refunded = (amount_cents: number, refunded_cents: number, minutes: number) =>
  PaymentRefunded.of({ intent_id: 'pi_1', user_id: 'u1', charge_id: 'ch_1', amount_cents, refunded_cents, minutes });
const dispute = (status: string, amount_cents = 1000) =>
  ({ type: 'Dispute', dispute: { dispute_id: 'dp_1', amount_cents, status, reason: 'fraudulent' } }) as const;
const disputed = (minutes: number, amount_cents = 1000) =>
  PaymentDisputed.of({
    intent_id: 'pi_1',
    user_id: 'u1',
    dispute_id: 'dp_1',
    amount_cents,
    reason: 'fraudulent',
    minutes,
  });
const closed = (status: string, minutes: number) =>
  PaymentDisputeClosed.of({ intent_id: 'pi_1', user_id: 'u1', dispute_id: 'dp_1', status, minutes });

describe('the payment decider', () => {
  it('given an open intent, when it succeeds, then PaymentSucceeded credits its minutes', () => {
    given([opened])
      .when(settle('succeeded'))
      .thenEvents([paid('succeeded')]);
    given([opened])
      .when(settle('succeeded', 'webhook'))
      .thenEvents([paid('succeeded', 'webhook')]);
  });
  it('given an open intent, when it is processing, then PaymentProcessing credits nothing; its success credits, once', () => {
    given([opened]).when(settle('processing')).thenEvents([processing()]);
    given([opened, processing()]).when(settle('processing', 'webhook')).thenNothingHappened();
    given([opened, processing()])
      .when(settle('succeeded', 'webhook'))
      .thenEvents([paid('succeeded', 'webhook')]);
    given([opened, processing(), paid('succeeded', 'webhook')])
      .when(settle('processing'))
      .thenNothingHappened();
  });
  it('given a processing intent, when it fails, then PaymentFailed, and nothing was credited to take back', () => {
    given([opened, processing()])
      .when(settle('requires_payment_method', 'webhook'))
      .thenEvents([
        PaymentFailed.of({ intent_id: 'pi_1', status: 'requires_payment_method', message: 'Your card was declined.' }),
      ]);
  });
  it('given a paid intent, when it settles again by confirm or webhook, then nothing: one credit per intent', () => {
    given([opened, paid('succeeded')])
      .when(settle('succeeded'))
      .thenNothingHappened();
    given([opened, paid('succeeded')])
      .when(settle('succeeded', 'webhook'))
      .thenNothingHappened();
    given([opened, paid('succeeded')])
      .when(settle('requires_payment_method'))
      .thenNothingHappened();
  });
  it('given a credit made while processing (the old rule), when the payment fails, then PaymentReversed takes back what it still credits', () => {
    given([opened, paid('processing')])
      .when(settle('requires_payment_method', 'webhook'))
      .thenEvents([
        PaymentReversed.of({
          intent_id: 'pi_1',
          user_id: 'u1',
          status: 'requires_payment_method',
          message: 'Your card was declined.',
          minutes: 60,
        }),
      ]);
    given([opened, paid('processing'), refunded(250, 250, 15)])
      .when(settle('requires_payment_method', 'webhook'))
      .thenEvents((events) => assert.equal((events[0]?.data as { minutes?: number } | undefined)?.minutes, 45));
    given([opened, paid('processing')])
      .when(settle('succeeded', 'webhook'))
      .thenNothingHappened();
  });
  it('given an open intent, when the card is refused, then PaymentFailed; the same refusal again, nothing; then a good card pays', () => {
    const failed = PaymentFailed.of({
      intent_id: 'pi_1',
      status: 'requires_payment_method',
      message: 'Your card was declined.',
    });
    given([opened]).when(settle('requires_payment_method')).thenEvents([failed]);
    given([opened, failed]).when(settle('requires_payment_method')).thenNothingHappened();
    given([opened, failed])
      .when(settle('succeeded'))
      .thenEvents([paid('succeeded')]);
  });
  it("given a paid intent, when the charge's refunds grow, then each takes its share of the minutes, rounded up, once", () => {
    given([opened, paid('succeeded')])
      .when(refund(250))
      .thenEvents([refunded(250, 250, 15)]);
    // 60 minutes for 1000 cents: 1 cent is a part of a minute, which counts whole
    given([opened, paid('succeeded')])
      .when(refund(1))
      .thenEvents([refunded(1, 1, 1)]);
    given([opened, paid('succeeded'), refunded(250, 250, 15)])
      .when(refund(1000))
      .thenEvents([refunded(750, 1000, 45)]);
    given([opened, paid('succeeded'), refunded(250, 250, 15)])
      .when(refund(250))
      .thenNothingHappened();
    given([opened, paid('succeeded'), refunded(1000, 1000, 60)])
      .when(refund(1000))
      .thenNothingHappened();
  });
  it('given an intent never credited, when a refund or dispute is reported, then nothing: there is nothing to take back', () => {
    given([opened]).when(refund(1000)).thenNothingHappened();
    given([opened, processing()]).when(dispute('needs_response')).thenNothingHappened();
  });
  it('given a paid intent, when a dispute opens, then its minutes are taken; won gives them back, lost keeps them', () => {
    given([opened, paid('succeeded')])
      .when(dispute('needs_response'))
      .thenEvents([disputed(60)]);
    given([opened, paid('succeeded'), disputed(60)])
      .when(dispute('under_review'))
      .thenNothingHappened();
    given([opened, paid('succeeded'), disputed(60)])
      .when(dispute('won'))
      .thenEvents([closed('won', 60)]);
    given([opened, paid('succeeded'), disputed(60)])
      .when(dispute('lost'))
      .thenEvents([closed('lost', 0)]);
    given([opened, paid('succeeded'), disputed(60), closed('lost', 0)])
      .when(dispute('lost'))
      .thenNothingHappened();
  });
  it('given a dispute we never heard open, when it closes lost, then it is taken; won, nothing', () => {
    given([opened, paid('succeeded')])
      .when(dispute('lost'))
      .thenEvents([disputed(60), closed('lost', 0)]);
    given([opened, paid('succeeded')])
      .when(dispute('won'))
      .thenNothingHappened();
  });
  it('given a partial refund, when a dispute opens for the whole price, then it takes only what the payment still credits', () => {
    given([opened, paid('succeeded'), refunded(500, 500, 30)])
      .when(dispute('needs_response'))
      .thenEvents([disputed(30)]);
  });
  it('given nothing, settling, refunding or choosing to save the card is 404; opening twice opens once', () => {
    given([]).when(settle('succeeded')).thenThrows(NotFoundError);
    given([]).when(refund(100)).thenThrows(NotFoundError);
    given([]).when({ type: 'ChooseSaveCard', save_card: true }).thenThrows(NotFoundError);
    given([opened]).when({ type: 'Open', intent }).thenNothingHappened();
  });
});

describe('the payment method decider', () => {
  const method = DeciderSpecification.for(paymentMethodDecider);
  const entered = PaymentMethodEntered.of({ user_id: 'u1', provider: 'local', via: 'card_form' });
  it('given nothing, when a player enters or first uses a card, then it is theirs', () => {
    method([]).when({ type: 'Enter', user_id: 'u1', provider: 'local' }).thenEvents([entered]);
    method([])
      .when({ type: 'Use', user_id: 'u1', provider: 'local' })
      .thenEvents([PaymentMethodEntered.of({ user_id: 'u1', provider: 'local', via: 'first_use' })]);
  });
  it('given a card u1 entered, when u1 uses it, then nothing; when another player does, then 404', () => {
    method([entered]).when({ type: 'Use', user_id: 'u1', provider: 'local' }).thenNothingHappened();
    method([entered]).when({ type: 'Use', user_id: 'u2', provider: 'local' }).thenThrows(NotFoundError);
    method([entered]).when({ type: 'Enter', user_id: 'u2', provider: 'local' }).thenThrows(NotFoundError);
  });
});

describe('the gateway the environment picks', () => {
  it('is Stripe with a key, the local gateway without one, and off in production without one', async () => {
    assert.ok(gatewayFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }) instanceof StripeGateway);
    assert.ok(gatewayFromEnv({}) instanceof LocalGateway);
    const off = gatewayFromEnv({ NODE_ENV: 'production' });
    assert.ok(off instanceof UnconfiguredGateway);
    await assert.rejects(off.createIntent({ amount: 100, customer: 'c', metadata: {} }), PaymentsNotSetUp);
    assert.ok(gatewayFromEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'local' }) instanceof LocalGateway);
  });
});
