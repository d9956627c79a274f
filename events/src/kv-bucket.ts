import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';

/**
 * Opens (creating if needed) a KV bucket on first use and hands the same handle to every
 * later caller; a failed open is forgotten, so the next call tries again. Entries older than
 * `ttlMs` are forgotten by the server.
 *
 * @example const codes = lazyKvBucket(nc, 'gp_reset_codes', 15 * 60_000); await (await codes()).put(k, v);
 */
export function lazyKvBucket(nc: NatsConnection, bucket: string, ttlMs: number): () => Promise<KV> {
  let kv: Promise<KV> | undefined;
  return () => {
    kv ??= new Kvm(nc).create(bucket, { history: 1, ttl: ttlMs }).catch((err: unknown) => {
      kv = undefined;
      throw err;
    });
    return kv;
  };
}
