import assert from 'node:assert/strict';
import { offersProjection, paymentsProjection, timeBalancesProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentGateway } from '../../src/payments/adapters/payment-gateway.ts';
import { type IdentityServices, type KioskPod, openIdentityServices, RIGHT_PASSWORD } from './identity-fixtures.ts';

/** A webhook body and its Stripe-Signature header for an intent as the provider now holds it. */
export type WebhookSigner = (intentId: string) => Promise<{ body: string; signature: string }>;

/** A player's payment calls at one pod. */
export type Station = {
  readonly pod: KioskPod;
  /** A player signed in on the pod. */
  buyer(): Promise<{ id: string; token: string }>;
  /** POST to /api/v1/user/payment/<call> with the pod's session key. */
  pay(call: string, token: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** A card entered in the card form; its pm id. */
  card(token: string, number: string): Promise<string>;
  /** An intent for the offer (a new one, or the player's open one); its id. */
  intent(token: string): Promise<string>;
  remaining(token: string): Promise<number>;
};

/** Services with a paid lab's pod, a priced offer on it, and shortcuts for the player's payment calls. */
export type PaymentServices = IdentityServices &
  Station & {
    /** An offer of 60 minutes for 10 USD on the pod's client. */
    readonly offer: { readonly id: string; readonly minutes: number; readonly usd_cost: number };
    /** Another pod in the same paid lab, with its own calls (and its own station limits). */
    station(): Promise<Station>;
    /** The data of a 200 reply (asserts the status). */
    data<T = Record<string, unknown>>(res: LightMyRequestResponse): T;
    /** The webhook call, signed by `sign`. */
    webhook(sign: WebhookSigner, intentId: string): Promise<LightMyRequestResponse>;
    /** Posts a signed webhook body as the provider would. */
    deliver(signed: { body: string; signature: string }): Promise<LightMyRequestResponse>;
    /** How many PaymentSucceeded the log holds for an intent. */
    credits(intentId: string): Promise<number>;
    /** How many events of `type` the log holds for an aggregate. */
    count(type: string, aggregateId: string): Promise<number>;
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
  const stationAt = (at: KioskPod): Station => {
    const pay = (call: string, token: string, body: Record<string, unknown> = {}) =>
      f.post(`/api/v1/user/payment/${call}`, { session_id_key: at.session_id_key, ...body }, token);
    return {
      pod: at,
      pay,
      async buyer() {
        const account = await f.account(1, { client_id: at.client.id });
        const res = await f.post('/api/v1/user/login', {
          session_id_key: at.session_id_key,
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
          `/api/v1/user/remaining_time?session_id_key=${encodeURIComponent(at.session_id_key)}`,
          token,
        );
        return data<{ time: number }>(res).time;
      },
    };
  };
  const deliver = ({ body, signature }: { body: string; signature: string }) =>
    f.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  return {
    ...f,
    ...stationAt(pod),
    offer,
    data,
    async station() {
      return stationAt(await f.kioskPod({ client: pod.client, lab_id: pod.lab_id }));
    },
    deliver,
    async webhook(sign, intentId) {
      return deliver(await sign(intentId));
    },
    async credits(intentId) {
      return (await f.logged('PaymentSucceeded')).filter((e) => e.aggregate_id === intentId).length;
    },
    async count(type, aggregateId) {
      return (await f.logged(type)).filter((e) => e.aggregate_id === aggregateId).length;
    },
  };
}
