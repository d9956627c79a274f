import { createHash } from 'node:crypto';
import { fromPublic, type KeyPair } from '@nats-io/nkeys';

/**
 * NATS JWTs (v2), written by hand so that minting needs no Go tooling at runtime. The shapes
 * follow nats-io/jwt v2 (`claims.go`, `header.go`); nats-server 2.9 decodes them with that
 * library, so a field it does not know is ignored and a field spelled wrong is silently lost.
 */

/** The only header nats-server accepts for v2 JWTs. */
export const NATS_JWT_HEADER = { typ: 'JWT', alg: 'ed25519-nkey' } as const;

/** The registered claims nats-io/jwt keeps in `ClaimsData`, in its field order. */
export type NatsClaimsData = {
  aud?: string;
  exp?: number;
  jti: string;
  iat: number;
  iss: string;
  name?: string;
  nbf?: number;
  sub: string;
};

/** The `nats` section every v2 claim carries; `type` says which kind of JWT it is. */
export type NatsSection = { type: 'operator' | 'account' | 'user'; version: 2 };

export type NatsClaims<N extends NatsSection = NatsSection> = NatsClaimsData & { nats: N };

/** What a caller supplies: `iss`, `iat` and `jti` are filled in when the token is signed. */
export type UnsignedNatsClaims<N extends NatsSection> = Omit<NatsClaimsData, 'jti' | 'iat' | 'iss'> & {
  /** Seconds since the epoch; defaults to now. */
  iat?: number;
  nats: N;
};

export type DecodedNatsJwt = {
  header: { typ: string; alg: string };
  claims: NatsClaims;
  /** `header.payload`, the bytes the signature covers. */
  signingInput: string;
  signature: Uint8Array;
};

const te = new TextEncoder();

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** RFC 4648 base32 without padding, as Go's `base32.StdEncoding.WithPadding(NoPadding)`. */
function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * The `jti`: nats-io/jwt hashes the JSON of the registered claims (without jti, empty fields
 * left out) with SHA-512/256 and base32-encodes it. nats-server does not check it, but nsc and
 * the account server use it as an id, so we compute it the same way.
 */
function claimsHash(c: Omit<NatsClaimsData, 'jti'>): string {
  const ordered = { aud: c.aud, exp: c.exp, iat: c.iat, iss: c.iss, name: c.name, nbf: c.nbf, sub: c.sub };
  const json = JSON.stringify(ordered, (_k, v) => (v === '' || v === 0 ? undefined : v));
  return base32(createHash('sha512-256').update(json).digest());
}

/**
 * Signs `claims` with `issuer`: ed25519 by the issuer nkey over `base64url(header).base64url(payload)`.
 *
 * @example
 * const token = encodeNatsJwt({ sub: account.getPublicKey(), name: 'APP', nats: { type: 'account', version: 2 } }, operator);
 */
export function encodeNatsJwt<N extends NatsSection>(claims: UnsignedNatsClaims<N>, issuer: KeyPair): string {
  const registered = {
    aud: claims.aud,
    exp: claims.exp,
    iat: claims.iat ?? Math.floor(Date.now() / 1000),
    iss: issuer.getPublicKey(),
    name: claims.name,
    nbf: claims.nbf,
    sub: claims.sub,
  };
  const payload: Record<string, unknown> = { jti: claimsHash(registered), ...registered, nats: claims.nats };
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  const signingInput = `${b64url(NATS_JWT_HEADER)}.${b64url(payload)}`;
  const signature = issuer.sign(te.encode(signingInput));
  return `${signingInput}.${Buffer.from(signature).toString('base64url')}`;
}

/** Splits and parses a JWT without checking it; see `verifyNatsJwt`. */
export function decodeNatsJwt(token: string): DecodedNatsJwt {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('a JWT has three dot-separated parts');
  const [h, p, s] = parts as [string, string, string];
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as DecodedNatsJwt['header'],
    claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as NatsClaims,
    signingInput: `${h}.${p}`,
    signature: new Uint8Array(Buffer.from(s, 'base64url')),
  };
}

/** True when the token's signature was made by the key named in its `iss` claim. */
export function verifyNatsJwt(token: string): boolean {
  const { header, claims, signingInput, signature } = decodeNatsJwt(token);
  if (header.typ !== NATS_JWT_HEADER.typ || header.alg !== NATS_JWT_HEADER.alg) return false;
  return fromPublic(claims.iss).verify(te.encode(signingInput), signature);
}
