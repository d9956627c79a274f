import type { KeyPair } from '@nats-io/nkeys';
import { encodeNatsJwt, type NatsSection } from './jwt.ts';

/** -1 is "no limit" throughout nats-io/jwt; 0 (or absent) means "none allowed" for JetStream storage. */
export const NATS_NO_LIMIT = -1;

/** JetStream limits of an account (nats-io/jwt v2 `JetStreamLimits`); storage 0 means JetStream is off. */
export type NatsJetStreamLimits = {
  mem_storage: number;
  disk_storage: number;
  streams: number;
  consumer: number;
  max_ack_pending?: number;
  mem_max_stream_bytes?: number;
  disk_max_stream_bytes?: number;
  max_bytes_required?: boolean;
};

/** `nats.limits` of an account JWT: nats-io/jwt flattens `NatsLimits`, `AccountLimits` and `JetStreamLimits` into it. */
export type NatsAccountLimits = Partial<NatsJetStreamLimits> & {
  subs: number;
  data: number;
  payload: number;
  imports: number;
  exports: number;
  wildcards: boolean;
  conn: number;
  leaf: number;
};

export type AccountSection = NatsSection & {
  type: 'account';
  limits: NatsAccountLimits;
  /** Keys that may sign this account's users; listed here so the server trusts them. */
  signing_keys?: string[];
  /** User public key (or `*`) → unix seconds: user JWTs issued at or before it are refused. */
  revocations?: Record<string, number>;
};

/** JetStream with no account-level caps: the streams' own limits (stream-config.ts) bound them. */
export const UNLIMITED_JETSTREAM: NatsJetStreamLimits = {
  mem_storage: NATS_NO_LIMIT,
  disk_storage: NATS_NO_LIMIT,
  streams: NATS_NO_LIMIT,
  consumer: NATS_NO_LIMIT,
};

export type AccountJwtOptions = {
  name: string;
  /** Leave out for an account without JetStream (the system account must not have it). */
  jetstream?: NatsJetStreamLimits;
  signingKeys?: string[];
  /** The full revocation list: each re-issue replaces the previous JWT, and its list with it. */
  revocations?: Record<string, number>;
};

/** An account JWT, signed by the operator (`issuer`). */
export function accountJwt(issuer: KeyPair, accountPublicKey: string, opts: AccountJwtOptions): string {
  const nats: AccountSection = {
    type: 'account',
    version: 2,
    limits: {
      subs: NATS_NO_LIMIT,
      data: NATS_NO_LIMIT,
      payload: NATS_NO_LIMIT,
      imports: NATS_NO_LIMIT,
      exports: NATS_NO_LIMIT,
      wildcards: true,
      conn: NATS_NO_LIMIT,
      leaf: NATS_NO_LIMIT,
      ...opts.jetstream,
    },
  };
  if (opts.signingKeys?.length) nats.signing_keys = opts.signingKeys;
  if (opts.revocations && Object.keys(opts.revocations).length) nats.revocations = opts.revocations;
  return encodeNatsJwt({ sub: accountPublicKey, name: opts.name, nats }, issuer);
}
