import assert from 'node:assert/strict';
import { offersProjection, paymentsProjection, timeBalancesProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentGateway } from '../../src/payments/payment-gateway.ts';
import { type IdentityServices, type KioskPod, openIdentityServices, RIGHT_PASSWORD } from './identity-fixtures.ts';

/** A webhook body and its Stripe-Signature header for an intent as the provider now holds it. */
export type WebhookSigner = (intentId: string) => Promise<{ body: string; signature: string }>;

/** Services with a paid lab's pod, a priced offer on it, and shortcuts for the player's payment calls. */
export type PaymentServices = IdentityServices & {
  readonly pod: KioskPod;
  /** An offer of 60 minutes for 10 USD on the pod's client. */
  readonly offer: { readonly id: string; readonly minutes: number; readonly usd_cost: number };
  /** A player signed in on the pod. */
  buyer(): Promise<{ id: string; token: string }>;
  /** POST to /api/v1/user/payment/<call> with the pod's session key. */
  pay(call: string, token: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** The data of a 200 reply (asserts the status). */
  data<T = Record<string, unknown>>(res: LightMyRequestResponse): T;
  /** A card entered in the card form; its pm id. */
  card(token: string, number: string): Promise<string>;
  /** A new intent for the offer; its id. */
  intent(token: string): Promise<string>;
  remaining(token: string): Promise<number>;
  /** The webhook call, signed by `sign`. */
  webhook(sign: WebhookSigner, intentId: string): Promise<LightMyRequestResponse>;
  /** How many PaymentSucceeded the log holds for an intent. */
  credits(intentId: string): Promise<number>;
};

/** Opens services whose app pays through `gateway`, with a paid lab, a pod and an offer. */
export async function openPaymentServices(gateway: PaymentGateway): Promise<PaymentServices> {
  const f = await openIdentityServices({
    extra: [offersProjection, timeBalancesProjection, paymentsProjection],
    payments: gateway,
  });
  const pod = await f.kioskPod({ lab: { is_paid: true } });
  const admin = await f.token(3, pod.client.id);
  const saved = await f.post('/api/v1/admin/offers/save', { name: 'One hour', minutes: 60, usd_cost: 10 }, admin);
  assert.equal(saved.statusCode, 200, saved.body);
  const offer = (saved.json().data as { offer: { id: string; minutes: number; usd_cost: number } }).offer;
  const data = <T>(res: LightMyRequestResponse): T => {
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as T;
  };
  const pay = (call: string, token: string, body: Record<string, unknown> = {}) =>
    f.post(`/api/v1/user/payment/${call}`, { session_id_key: pod.session_id_key, ...body }, token);
  return {
    ...f,
    pod,
    offer,
    data,
    pay,
    async buyer() {
      const account = await f.account(1, { client_id: pod.client.id });
      const res = await f.post('/api/v1/user/login', {
        session_id_key: pod.session_id_key,
        username: account.email,
        password: RIGHT_PASSWORD,
      });
      return { id: account.id, token: data<{ token: string }>(res).token };
    },
    async card(token, number) {
      const res = await pay('create_method', token, {
        type: 'card',
        number,
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      });
      return data<{ pm: { id: string } }>(res).pm.id;
    },
    async intent(token) {
      const res = await pay('create_intent', token, { amount: offer.usd_cost, ids: offer.id });
      return data<{ intent: { id: string } }>(res).intent.id;
    },
    async remaining(token) {
      const res = await f.get(
        `/api/v1/user/remaining_time?session_id_key=${encodeURIComponent(pod.session_id_key)}`,
        token,
      );
      return data<{ time: number }>(res).time;
    },
    async webhook(sign, intentId) {
      const { body, signature } = await sign(intentId);
      return f.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    },
    async credits(intentId) {
      return (await f.logged('PaymentSucceeded')).filter((e) => e.aggregate_id === intentId).length;
    },
  };
}
