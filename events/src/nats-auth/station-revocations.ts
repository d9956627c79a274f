import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { bucketClient } from '../kv-bucket.ts';
import { streamReplicasFromEnv } from '../nats-connection.ts';
import type { StoreNames } from '../subjects.ts';
import { type NatsAuthMaterial, reissueAppAccount } from './auth-material.ts';
import { STATION_CREDS_TTL_SEC } from './pod-permissions.ts';

/**
 * A revocation outlives every JWT it can refuse: those were issued at or before it and live at
 * most `STATION_CREDS_TTL_SEC`. Twice that leaves room for clock skew between services and
 * nats-server; after it, the bucket forgets the entry and the account JWT drops it.
 */
export const REVOCATION_KEPT_MS = 2 * STATION_CREDS_TTL_SEC * 1000;

/** The KV bucket of station revocations: NATS user public key → unix seconds of the revocation. */
export function revocationsBucket(names: StoreNames): string {
  return `${names.prefix}_nats_revocations`;
}

/** Opens (creating when missing) the revocations bucket. */
export function openRevocations(nc: NatsConnection, names: StoreNames): Promise<KV> {
  return new Kvm(bucketClient(nc)).create(revocationsBucket(names), {
    history: 1,
    ttl: REVOCATION_KEPT_MS,
    replicas: streamReplicasFromEnv(),
  });
}

/**
 * Asks for a station's NATS user to be cut off: JWTs of `userPublicKey` issued at or before
 * `at` (unix seconds) are refused and its open connections closed, once whoever runs the
 * servers applies the list (`followRevocations`). Services hold no operator key, so this is
 * all they can do, and all they need to.
 */
export async function revokeNatsUser(kv: KV, userPublicKey: string, at: number): Promise<void> {
  await kv.put(userPublicKey, String(at));
}

export type RevocationFollower = { stop(): Promise<void> };

/**
 * Runs where the operator's material is (npm start, tests; an ops process in production):
 * follows the revocations bucket and, on every change, re-issues the app account JWT with
 * the bucket's entries and hands it to `apply` (devkit: `nats.reload(serverConfig(m))`;
 * a NATS resolver: `$SYS.REQ.CLAIMS.UPDATE`). The list is the bucket's whole content each
 * time, since a re-issue replaces the JWT and its list with it.
 */
export async function followRevocations(opts: {
  nc: NatsConnection;
  names: StoreNames;
  material: NatsAuthMaterial;
  apply: (material: NatsAuthMaterial) => Promise<void>;
  onError?: (err: unknown) => void;
}): Promise<RevocationFollower> {
  const kv = await openRevocations(opts.nc, opts.names);
  const revocations = new Map<string, number>();
  let applied = '{}';
  let chain: Promise<void> = Promise.resolve();
  const applyNow = () => {
    chain = chain.then(async () => {
      const list = Object.fromEntries(revocations);
      const text = JSON.stringify(list);
      if (text === applied) return;
      try {
        await opts.apply(reissueAppAccount(opts.material, { revocations: list }));
        applied = text;
      } catch (err) {
        opts.onError?.(err);
      }
    });
    return chain;
  };
  const watch = await kv.watch();
  let caughtUp!: () => void;
  const snapshot = new Promise<void>((resolve) => {
    caughtUp = resolve;
  });
  if ((await kv.status()).values === 0) caughtUp();
  const loop = (async () => {
    for await (const e of watch) {
      const at = Number(e.string());
      if (e.operation === 'PUT' && Number.isSafeInteger(at)) revocations.set(e.key, at);
      else revocations.delete(e.key);
      // the watcher flags the last entry of its first snapshot as an update, and every one after
      if (e.isUpdate) {
        caughtUp();
        void applyNow();
      }
    }
  })();
  await snapshot;
  await applyNow();
  return {
    async stop() {
      watch.stop();
      await loop.catch(() => undefined);
      await chain;
    },
  };
}
