import { createOnce, lazyKvBucket, takeOnce } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { hashToken } from '../../auth/tokens.ts';
import { USED_ASSERTION_TTL_MS } from '../domain/sign-in-timing.ts';
import type { Protocol } from '../domain/sso-connection.ts';

/** What every sign-in sent to an identity provider and not yet answered holds. */
type PendingBase = {
  readonly client_id: string;
  readonly protocol: Protocol;
  /** ISO time after which the answer is refused. */
  readonly expires_at: string;
  /** OpenID Connect: the PKCE verifier and the nonce the ID token must carry. */
  readonly code_verifier?: string;
  readonly nonce?: string;
};

/** A sign-in for a pod (absent `for`: one stored before the console could sign in). */
export type PodPendingSignIn = PendingBase & {
  readonly for?: 'pod';
  /** The pod whose kiosk gets signed in, and the kiosk page (sha256 of its session key) that alone may redeem it. */
  readonly pod_id: string;
  readonly kiosk_session_hash: string;
  /** The sign-in runs in the station's own browser, which then holds the provider's session. */
  readonly on_station?: boolean;
};

/** A staff member's sign-in to the admin console, for the browser that started it. */
export type ConsolePendingSignIn = PendingBase & {
  readonly for: 'console';
  /** base64url sha256 of the secret the console's page kept: only that page redeems the answer. */
  readonly browser_challenge: string;
};

/** A sign-in sent to an identity provider and not yet answered: for a pod, or for the console. */
export type PendingSignIn = PodPendingSignIn | ConsolePendingSignIn;

/** The KV bucket of sign-ins in flight and used assertion ids: `gp_sso` in production. */
export const ssoBucket = (names: StoreNames) => `${names.prefix}_sso`;

/**
 * Sign-ins in flight and the assertion ids already used, shared by every services instance.
 * A pending sign-in is keyed by the sha256 of its RelayState or state and taken once (the
 * taking deletes it at the revision read, so of two racing answers one finds nothing); an
 * assertion id is recorded once (create fails when it exists). NATS forgets both after
 * longer than any answer we would still accept.
 */
export class SignInStore {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, ssoBucket(opts.names), USED_ASSERTION_TTL_MS);
  }

  async put(key: string, pending: PendingSignIn): Promise<void> {
    await (await this.#open()).put(`pending.${hashToken(key)}`, JSON.stringify(pending));
  }

  /** The sign-in pending under `key`, once; null when unknown, already taken, or forgotten. */
  async take(key: string): Promise<PendingSignIn | null> {
    const entry = await takeOnce(await this.#open(), `pending.${hashToken(key)}`);
    return entry ? (JSON.parse(entry.string()) as PendingSignIn) : null;
  }

  /** Records an assertion id as used; false when it was used before. */
  async useAssertion(issuer: string, id: string): Promise<boolean> {
    return createOnce(await this.#open(), `assertion.${hashToken(`${issuer}\u0000${id}`)}`, '1');
  }
}
