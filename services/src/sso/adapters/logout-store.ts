import { createOnce, lazyKvBucket, takeOnce } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { hashToken } from '../../auth/tokens.ts';
import { USED_ASSERTION_TTL_MS } from '../domain/sign-in-timing.ts';
import type { Protocol } from '../domain/sso-connection.ts';
import { ssoBucket } from './sign-in-store.ts';

/** A logout we sent a provider and whose answer has not come: its client and protocol, and when it was sent. */
export type PendingLogout = { readonly client_id: string; readonly protocol: Protocol; readonly sent_at: string };

/**
 * Logouts in flight (keyed by the sha256 of the SAML LogoutRequest id or the OIDC state, taken
 * once) and the ids of the IdP's LogoutRequests already acted on (recorded once), in the SSO
 * bucket beside the sign-ins.
 */
export class LogoutStore {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, ssoBucket(opts.names), USED_ASSERTION_TTL_MS);
  }

  async put(key: string, pending: PendingLogout): Promise<void> {
    await (await this.#open()).put(`logout.${hashToken(key)}`, JSON.stringify(pending));
  }

  /** The logout pending under `key`, once; null when unknown, already answered, or forgotten. */
  async take(key: string): Promise<PendingLogout | null> {
    const entry = await takeOnce(await this.#open(), `logout.${hashToken(key)}`);
    return entry ? (JSON.parse(entry.string()) as PendingLogout) : null;
  }

  /** Records an IdP LogoutRequest id as acted on; false when it was before. */
  async useRequest(issuer: string, id: string): Promise<boolean> {
    return createOnce(await this.#open(), `logout_request.${hashToken(`${issuer}\u0000${id}`)}`, '1');
  }
}
