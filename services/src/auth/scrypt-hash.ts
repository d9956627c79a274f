import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };

/** OWASP's Password Storage Cheat Sheet minimum for scrypt: N=2^17, r=8, p=1 (128 MiB, ~0.4 s here). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB, so allow twice the need. */
const maxmemFor = ({ N, r }: ScryptParams) => 2 * 128 * N * r;

// NFC, so the same password typed on two keyboards (é composed, or e + combining accent) is one password
function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * The scrypt string accounts had before argon2id, `scrypt$N$r$p$salt$hash` (base64url). New
 * passwords are argon2id; this stays for the hashes already in the log (each is replaced by
 * argon2id at its account's next login) and for tests and benchmarks that need one.
 *
 * @example await scryptHash('correct horse') // 'scrypt$131072$8$1$…$…'
 */
export async function scryptHash(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { params: ScryptParams; salt: Buffer; key: Buffer };

const B64URL = /^[A-Za-z0-9_-]+$/;

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const [salt, key] = [parts[4] ?? '', parts[5] ?? ''];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  // bounds keep a corrupt or hostile string from asking for gigabytes
  if (!powerOfTwo || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16)
    return null;
  if (!B64URL.test(salt) || !B64URL.test(key)) return null;
  return { params: { N, r, p }, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether a password matches a scrypt string, compared in constant time; a malformed string never matches. */
export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
