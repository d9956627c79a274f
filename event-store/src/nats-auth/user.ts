import { fromPublic, type KeyPair } from '@nats-io/nkeys';
import { NATS_NO_LIMIT } from './account.ts';
import { encodeNatsJwt, type NatsSection } from './jwt.ts';

/** Allow/deny subject lists; with an allow list, everything not on it is denied. */
export type NatsPermission = { allow?: string[]; deny?: string[] };

/** What a user may publish and subscribe to (nats-io/jwt v2 `Permissions`). */
export type NatsPermissions = {
  pub: NatsPermission;
  sub: NatsPermission;
  /** Lets the user publish to reply subjects of requests it received (`max` replies within `ttl` ns). */
  resp?: { max: number; ttl: number };
};

export type UserSection = NatsSection &
  NatsPermissions & {
    type: 'user';
    subs: number;
    data: number;
    payload: number;
    /** The account the user belongs to, when the JWT is signed by one of its signing keys. */
    issuer_account?: string;
  };

/** Per-connection limits of a user (nats-io/jwt v2 `Limits`); -1 is no limit. */
export type NatsUserLimits = {
  /** Subscriptions it may hold at once. */
  subs: number;
  /** Largest message (headers and data) it may publish, in bytes; larger ones close its connection. */
  payload: number;
  /** Bytes; nats-server 2.9 does not enforce it for users, so it is left at no limit. */
  data: number;
};

export type UserJwtOptions = {
  name: string;
  permissions: NatsPermissions;
  /** Left out: no limits beyond the account's. */
  limits?: Partial<NatsUserLimits>;
  /** Required when `issuer` is an account signing key rather than the account's own key. */
  issuerAccount?: string;
  /** Unix seconds after which the server refuses the user. */
  expiresAt?: number;
  /** Unix seconds; defaults to now. */
  issuedAt?: number;
};

/**
 * A user JWT. `bearer_token` is left out (false): the client must also prove it holds the
 * user's seed by signing the server's nonce, so a leaked JWT alone is not a credential.
 */
export function userJwt(issuer: KeyPair, userPublicKey: string, opts: UserJwtOptions): string {
  const nats: UserSection = {
    type: 'user',
    version: 2,
    pub: opts.permissions.pub,
    sub: opts.permissions.sub,
    subs: opts.limits?.subs ?? NATS_NO_LIMIT,
    data: opts.limits?.data ?? NATS_NO_LIMIT,
    payload: opts.limits?.payload ?? NATS_NO_LIMIT,
  };
  if (opts.permissions.resp) nats.resp = opts.permissions.resp;
  if (opts.issuerAccount) nats.issuer_account = opts.issuerAccount;
  return encodeNatsJwt({ sub: userPublicKey, name: opts.name, exp: opts.expiresAt, iat: opts.issuedAt, nats }, issuer);
}

/**
 * The `.creds` file text (nats-io/jwt `FormatUserConfig`): the user JWT and the user's seed,
 * which nats.js `credsAuthenticator` and `nats --creds` read.
 */
export function credsText(jwt: string, userSeed: Uint8Array | string): string {
  const seed = typeof userSeed === 'string' ? userSeed : new TextDecoder().decode(userSeed);
  if (!seed.startsWith('SU')) throw new Error('a creds file holds a user seed (SU...)');
  return [
    '-----BEGIN NATS USER JWT-----',
    jwt,
    '------END NATS USER JWT------',
    '',
    '************************* IMPORTANT *************************',
    'NKEY Seed printed below can be used to sign and prove identity.',
    'NKEYs are sensitive and should be treated as secrets.',
    '',
    '-----BEGIN USER NKEY SEED-----',
    seed,
    '------END USER NKEY SEED------',
    '',
    '*************************************************************',
    '',
  ].join('\n');
}

/** True for a well-formed NATS user public key (`U…`, checksum included). */
export function isUserPublicKey(key: string): boolean {
  if (!/^U[A-Z2-7]{55}$/.test(key)) return false;
  try {
    fromPublic(key);
    return true;
  } catch {
    return false;
  }
}
