import { lazyKvBucket, takeOnce } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { hashToken } from '../../auth/tokens.ts';
import type { Protocol } from '../domain/sso-connection.ts';

/** How long what a provider session needs at logout is kept: longer than any session lasts. */
export const PROVIDER_SESSION_TTL_MS = 24 * 60 * 60_000;

/**
 * A sign-in made in the station's own browser, which therefore holds the provider's session:
 * what the provider's logout needs (SAML NameID and SessionIndex; the OIDC ID token), and the
 * session it started (null when none started, e.g. an unknown account).
 */
export type StationProviderSession = {
  readonly client_id: string;
  readonly protocol: Protocol;
  readonly token_hash: string | null;
  readonly name_id?: string;
  readonly name_id_format?: string | null;
  readonly session_index?: string | null;
  readonly id_token?: string;
};

/** A session a provider's subject started, as an IdP-initiated logout finds it. */
export type SubjectSession = { readonly user_id: string; readonly pod_id: string | null; readonly token_hash: string };

/** The KV bucket of provider sessions: `gp_sso_sessions` in production. */
export const providerSessionsBucket = (names: StoreNames) => `${names.prefix}_sso_sessions`;

/**
 * What the provider's logout needs for as long as a session lives, apart from the event log
 * (an ID token and a NameID are not for the log): per pod, the provider session its station's
 * browser holds (`station.<pod id>`, taken once when its logout starts); per subject at a
 * client, the sessions it started (`subject.<sha256(client, issuer, subject)>.<token hash>`).
 * NATS forgets them after a day.
 */
export class ProviderSessionStore {
  readonly #open: () => Promise<KV>;

  constructor(opts: { nc: NatsConnection; names: StoreNames }) {
    this.#open = lazyKvBucket(opts.nc, providerSessionsBucket(opts.names), PROVIDER_SESSION_TTL_MS);
  }

  async putStation(podId: string, session: StationProviderSession): Promise<void> {
    await (await this.#open()).put(`station.${podId}`, JSON.stringify(session));
  }

  /** The provider session the pod's station holds, without taking it. */
  async station(podId: string): Promise<StationProviderSession | null> {
    const entry = await (await this.#open()).get(`station.${podId}`);
    return entry?.operation === 'PUT' ? (JSON.parse(entry.string()) as StationProviderSession) : null;
  }

  /** The provider session the pod's station holds, once: of two racing takers one finds nothing. */
  async takeStation(podId: string): Promise<StationProviderSession | null> {
    const entry = await takeOnce(await this.#open(), `station.${podId}`);
    return entry ? (JSON.parse(entry.string()) as StationProviderSession) : null;
  }

  async putSubjectSession(subjectKey: string, session: SubjectSession): Promise<void> {
    await (await this.#open()).put(`subject.${hashToken(subjectKey)}.${session.token_hash}`, JSON.stringify(session));
  }

  /** The sessions a subject started (and their records dropped: each is ended by the caller). */
  async takeSubjectSessions(subjectKey: string): Promise<SubjectSession[]> {
    const kv = await this.#open();
    const found: SubjectSession[] = [];
    const keys = await kv.keys(`subject.${hashToken(subjectKey)}.*`);
    for await (const key of keys) {
      const entry = await kv.get(key);
      if (entry?.operation !== 'PUT') continue;
      found.push(JSON.parse(entry.string()) as SubjectSession);
      await kv.delete(key);
    }
    return found;
  }
}
