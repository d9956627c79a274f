import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotFoundError, PaymentFailed, PaymentIntentCreated, PaymentSucceeded } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { paymentDecider } from '../src/domain/payment/payment-decider.ts';
import { gatewayFromEnv } from '../src/payments/gateway-config.ts';
import { LocalGateway } from '../src/payments/local-gateway.ts';
import { StripeGateway } from '../src/payments/stripe-gateway.ts';
import { PaymentsNotSetUp, UnconfiguredGateway } from '../src/payments/unconfigured-gateway.ts';

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

describe('the payment decider', () => {
  it('given an open intent, when it settles as succeeded or processing, then PaymentSucceeded credits its minutes', () => {
    given([opened])
      .when(settle('succeeded'))
      .thenEvents([paid('succeeded')]);
    given([opened])
      .when(settle('processing', 'webhook'))
      .thenEvents([paid('processing', 'webhook')]);
  });
  it('given a paid intent, when it settles again by confirm or webhook, then nothing: one credit per intent', () => {
    given([opened, paid('succeeded')])
      .when(settle('succeeded'))
      .thenNothingHappened();
    given([opened, paid('succeeded')])
      .when(settle('succeeded', 'webhook'))
      .thenNothingHappened();
    given([opened, paid('processing')])
      .when(settle('requires_payment_method'))
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
  it('given nothing, settling or choosing to save the card is 404; opening twice opens once', () => {
    given([]).when(settle('succeeded')).thenThrows(NotFoundError);
    given([]).when({ type: 'ChooseSaveCard', save_card: true }).thenThrows(NotFoundError);
    given([opened]).when({ type: 'Open', intent }).thenNothingHappened();
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
