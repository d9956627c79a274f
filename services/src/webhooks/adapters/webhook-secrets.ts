import { randomBytes } from 'node:crypto';
import { lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';

/** The bucket holding each endpoint's signing secret: `gp_webhook_secrets` in production. */
export const webhookSecretsBucket = (names: StoreNames) => `${names.prefix}_webhook_secrets`;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Where endpoints' signing secrets are kept, outside the log (which every read model and
 * backup copies): a NATS KV bucket keyed by endpoint id, shared by every services instance.
 * The server needs the secret itself to sign, so it is kept as it is, and shown to staff only
 * in the reply that made it.
 */
export class WebhookSecrets {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    // a TTL of 0: a secret is kept until its endpoint's is replaced
    this.#open = lazyKvBucket(opts.nc, webhookSecretsBucket(opts.names), 0);
  }

  async put(endpointId: string, secret: string): Promise<void> {
    await (await this.#open()).put(endpointId, secret);
  }

  /** The endpoint's secret, or null when none was kept (a delivery then fails and is retried). */
  async get(endpointId: string): Promise<string | null> {
    const entry = await (await this.#open()).get(endpointId);
    return entry && entry.operation === 'PUT' ? entry.string() : null;
  }

  /** Forgets the endpoint's secret (the endpoint was deleted). */
  async forget(endpointId: string): Promise<void> {
    await (await this.#open()).purge(endpointId);
  }
}
