import { lazyKvBucket } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';

/** The longest an outage policy may accept a cached credential (`cached_days` at most 90): NATS forgets it after. */
export const CACHED_CREDENTIAL_MAX_AGE_MS = 90 * 24 * 3_600_000;

/** The KV bucket of cached credentials: `gp_source_credentials` in production. */
export const cachedCredentialsBucket = (names: StoreNames) => `${names.prefix}_source_credentials`;

/** What is kept of a person's last good sign-in through a source: their account, a salted hash of the secret, and when. */
export type CachedCredential = {
  readonly user_id: string;
  /** scrypt, salted, as a password's (auth/passwords.ts). */
  readonly hash: string;
  /** ISO time of the sign-in the source vouched for. */
  readonly signed_in_at: string;
};

/** The key of what a person types at a client's source: never the card number or username in clear. */
export const credentialKey = (client_id: string, kind: 'ldap' | 'sip2', typed: string) =>
  hashToken(`${client_id}\u0000${kind}\u0000${typed.trim().toLowerCase()}`);

/**
 * The credentials an outage policy may accept while a client's directory or library system is
 * down: after a sign-in it vouched for, a salted scrypt hash of the PIN or password, keyed by
 * the sha256 of client, source and what was typed. A NATS KV bucket, not the log: the log is
 * replayed, exported and read by every projection, where no hash of a library PIN belongs, and
 * a replay must not lose them either (a read model rebuilt from the log could not have them).
 * One value per person (history 1), forgotten by NATS after 90 days.
 */
export class CachedCredentials {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, cachedCredentialsBucket(opts.names), CACHED_CREDENTIAL_MAX_AGE_MS);
  }

  /** Keeps the hash of `secret` as the last good sign-in of `key`'s person, at `at`. */
  async remember(key: string, user_id: string, secret: string, at: Date): Promise<void> {
    const value: CachedCredential = { user_id, hash: await hashPassword(secret), signed_in_at: at.toISOString() };
    await (await this.#open()).put(key, JSON.stringify(value));
  }

  /** The cached credential of `key`, when `secret` matches it; null otherwise (none kept, or another secret). */
  async matching(key: string, secret: string): Promise<CachedCredential | null> {
    const entry = await (await this.#open()).get(key);
    if (entry?.operation !== 'PUT') return null;
    const cached = JSON.parse(entry.string()) as CachedCredential;
    return (await verifyPassword(secret, cached.hash)) ? cached : null;
  }

  /** Forgets `key`'s credential (the source refused the person: the cache must not outlive that). */
  async forget(key: string): Promise<void> {
    await (await this.#open()).delete(key);
  }
}
