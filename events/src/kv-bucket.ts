import { type JetStreamClient, jetstream } from '@nats-io/jetstream';
import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { streamReplicasFromEnv } from './nats-connection.ts';

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
    kv ??= new Kvm(nc)
      .create(bucket, { history: 1, ttl: ttlMs, replicas: streamReplicasFromEnv() })
      .catch((err: unknown) => {
        kv = undefined;
        throw err;
      });
    return kv;
  };
}

/** How long a bucket's JetStream calls may take: making a replicated one waits for the cluster to place it. */
const BUCKET_API_TIMEOUT_MS = 20_000;

/**
 * A JetStream client for opening KV and object-store buckets (`new Kvm(bucketClient(nc))`).
 * Buckets are made rarely, and on a cluster making an R3 one waits for the meta leader to
 * place its replicas, which under load outlasts the default five seconds.
 */
export function bucketClient(nc: NatsConnection): JetStreamClient {
  return jetstream(nc, { timeout: BUCKET_API_TIMEOUT_MS });
}
