import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id's cost parameters: memory m in KiB, passes t, lanes p. */
export type Argon2idParams = { readonly m: number; readonly t: number; readonly p: number };

/**
 * The entry of OWASP's argon2id list (m=47104 t=1, m=19456 t=2, m=12288 t=3, m=9216 t=4,
 * m=7168 t=5, all p=1; equal in strength) that costs the least CPU per verify on our 2-core
 * machines: about 7 ms, against about 18 ms for m=47104 t=1 and 370 ms for scrypt N=2^17.
 */
export const OWASP_ARGON2ID: Argon2idParams = { m: 7168, t: 5, p: 1 };

// the package declares its algorithms as a const enum, which isolated modules cannot read
const ARGON2ID = 2 as Algorithm.Argon2id;

// PHC format, the salt and hash in base64 without padding
const PHC = /^\$argon2id\$v=19\$m=([0-9]{1,7}),t=([0-9]{1,2}),p=([0-9]{1,2})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,}$/;

/** The parameters of an argon2id string, or null when it is not one or asks for more than we ever use. */
export function argon2idParams(stored: string): Argon2idParams | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [m, t, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // bounds keep a corrupt or hostile string from asking for gigabytes or minutes
  if (m < 8 || m > 262_144 || t < 1 || t > 16 || p < 1 || p > 8) return null;
  return { m, t, p };
}

/**
 * Hashes a password (its NFC form) into a PHC string, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`,
 * with a fresh 16-byte salt. The work runs on libuv's thread pool, not the event loop.
 *
 * @example await argon2idHash('correct horse') // '$argon2id$v=19$m=7168,t=5,p=1$…$…'
 */
export function argon2idHash(password: string, params: Argon2idParams = OWASP_ARGON2ID): Promise<string> {
  return hash(password.normalize('NFC'), {
    algorithm: ARGON2ID,
    memoryCost: params.m,
    timeCost: params.t,
    parallelism: params.p,
  });
}

/** Whether a password matches an argon2id string (compared in constant time); a malformed string never matches. */
export async function verifyArgon2id(password: string, stored: string): Promise<boolean> {
  if (!argon2idParams(stored)) return false;
  return verify(stored, password.normalize('NFC')).catch(() => false);
}
