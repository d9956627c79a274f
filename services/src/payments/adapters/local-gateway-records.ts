import { isWrongLastSequence, lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import type { GatewayIntent, SavedMethod } from './payment-gateway.ts';
import type { TestCardOutcome } from './test-cards.ts';

/** A paid intent's charge, and how much of it was refunded. */
export type LocalCharge = { readonly id: string; readonly amount_refunded: number };
/** A dispute of a charge, as the cardholder's bank opened (and maybe closed) it. */
export type LocalDispute = {
  readonly id: string;
  readonly amount: number;
  readonly reason: string;
  readonly status: string;
};

/**
 * An intent as the local gateway keeps it: what a provider would, plus its customer, whether to
 * save the card, its charge and dispute, and why its last payment failed.
 */
export type LocalIntent = GatewayIntent & {
  readonly customer: string;
  readonly save: boolean;
  readonly charge: LocalCharge | null;
  readonly dispute: LocalDispute | null;
  readonly last_payment_error: { readonly code: string; readonly message: string } | null;
};

/** A card as the local gateway keeps it: whose it is (null: not saved) and how the test card answers. */
export type LocalMethod = SavedMethod & { readonly customer: string | null; readonly outcome: TestCardOutcome };

/**
 * Where the local gateway keeps its intents and cards. A purchase is several calls (make the
 * card, make the intent, confirm), and behind a load balancer each may reach another services
 * instance, so instances must share them, as they share Stripe.
 */
export interface LocalGatewayRecords {
  intent(id: string): Promise<LocalIntent | null>;
  putIntent(intent: LocalIntent): Promise<void>;
  /**
   * Changes an intent and stores it, unless another call changed it in between: then `change`
   * runs again on the newer copy (two confirms racing on two instances must not both pass).
   * Returns what was stored; null when there is no such intent.
   */
  updateIntent(id: string, change: (intent: LocalIntent) => LocalIntent): Promise<LocalIntent | null>;
  method(id: string): Promise<LocalMethod | null>;
  putMethod(method: LocalMethod): Promise<void>;
  /** The cards saved on `customer`. */
  methodsOf(customer: string): Promise<LocalMethod[]>;
}

const copy = <T>(v: T): T => structuredClone(v);

/** In this process only: for tests and a single instance. */
export class MemoryGatewayRecords implements LocalGatewayRecords {
  readonly #intents = new Map<string, LocalIntent>();
  readonly #methods = new Map<string, LocalMethod>();

  async intent(id: string) {
    const found = this.#intents.get(id);
    return found ? copy(found) : null;
  }
  async putIntent(intent: LocalIntent) {
    this.#intents.set(intent.id, copy(intent));
  }
  async updateIntent(id: string, change: (intent: LocalIntent) => LocalIntent) {
    const found = this.#intents.get(id);
    if (!found) return null;
    const changed = change(copy(found));
    this.#intents.set(id, copy(changed));
    return changed;
  }
  async method(id: string) {
    const found = this.#methods.get(id);
    return found ? copy(found) : null;
  }
  async putMethod(method: LocalMethod) {
    this.#methods.set(method.id, copy(method));
  }
  async methodsOf(customer: string) {
    return [...this.#methods.values()].filter((m) => m.customer === customer).map(copy);
  }
}

/** The bucket the local gateway keeps its records in: `gp_local_gateway` in production. */
export const localGatewayBucket = (names: StoreNames) => `${names.prefix}_local_gateway`;

/** A day: a purchase is made in minutes, and a saved test card lasts a demo day. */
const KEPT_MS = 24 * 3600_000;

const enc = (v: unknown) => JSON.stringify(v);
const intentKey = (id: string) => `intent.${id}`;
const methodKey = (id: string) => `method.${id}`;
const savedKey = (customer: string, id: string) => `saved.${customer}.${id}`;

/** In a NATS KV bucket: every services instance of a deployment sees the same intents and cards. */
export class KvGatewayRecords implements LocalGatewayRecords {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, localGatewayBucket(opts.names), KEPT_MS);
  }

  async #read<T>(key: string): Promise<{ value: T; revision: number } | null> {
    const entry = await (await this.#open()).get(key);
    return entry && entry.operation === 'PUT' ? { value: entry.json<T>(), revision: entry.revision } : null;
  }

  async intent(id: string) {
    return (await this.#read<LocalIntent>(intentKey(id)))?.value ?? null;
  }
  async putIntent(intent: LocalIntent) {
    await (await this.#open()).put(intentKey(intent.id), enc(intent));
  }
  async updateIntent(id: string, change: (intent: LocalIntent) => LocalIntent) {
    const kv = await this.#open();
    for (;;) {
      const found = await this.#read<LocalIntent>(intentKey(id));
      if (!found) return null;
      const changed = change(found.value);
      try {
        await kv.update(intentKey(id), enc(changed), found.revision);
        return changed;
      } catch (err) {
        if (!isWrongLastSequence(err)) throw err;
      }
    }
  }
  async method(id: string) {
    return (await this.#read<LocalMethod>(methodKey(id)))?.value ?? null;
  }
  async putMethod(method: LocalMethod) {
    const kv = await this.#open();
    const before = await this.method(method.id);
    await kv.put(methodKey(method.id), enc(method));
    // the index of saved cards follows whose the card is
    if (before?.customer && before.customer !== method.customer) await kv.delete(savedKey(before.customer, method.id));
    if (method.customer) await kv.put(savedKey(method.customer, method.id), '1');
  }
  async methodsOf(customer: string) {
    const kv = await this.#open();
    const ids: string[] = [];
    for await (const key of await kv.keys(`saved.${customer}.*`)) ids.push(key.slice(`saved.${customer}.`.length));
    const found = await Promise.all(ids.map((id) => this.method(id)));
    return found.filter((m): m is LocalMethod => m !== null && m.customer === customer);
  }
}
