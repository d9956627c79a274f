import { argon2idHash, argon2idParams, OWASP_ARGON2ID, verifyArgon2id } from './argon2id-hash.ts';
import { verifyScrypt } from './scrypt-hash.ts';

// the length rules are the domain's; they are here too for the callers that hash
export { MAX_PASSWORD_LENGTH, passwordLength } from '../users/domain/password-rules.ts';

/**
 * Hashes a new password into one self-describing string: argon2id with OWASP parameters,
 * the parameters and salt in the string, so raising the cost later leaves old hashes
 * verifiable (and `needsRehash` then says so).
 *
 * @example const stored = await hashPassword('correct horse'); // '$argon2id$v=19$m=7168,t=5,p=1$…$…'
 */
export function hashPassword(password: string): Promise<string> {
  return argon2idHash(password);
}

/**
 * Whether `password` matches a stored string, argon2id or the scrypt of older accounts: the
 * string says which. A malformed or unknown string never matches.
 */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return verifyArgon2id(password, stored);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return Promise.resolve(false);
}

/**
 * Whether a stored string is anything but argon2id with today's parameters: an account whose
 * password was just found right gets a new hash then, so scrypt accounts move over as they
 * sign in.
 */
export function needsRehash(stored: string): boolean {
  const params = argon2idParams(stored);
  return (
    params === null || params.m !== OWASP_ARGON2ID.m || params.t !== OWASP_ARGON2ID.t || params.p !== OWASP_ARGON2ID.p
  );
}

/**
 * The hash of a random string nobody kept, made with today's parameters (a test fails when
 * they change and this does not): checking a password against it costs what checking a real
 * one does.
 */
export const NOBODY_HASH =
  '$argon2id$v=19$m=7168,t=5,p=1$uf5ZDrRMq8spiODyGMo5rQ$zlnGcHhCwxZUYOtNorrPGCRsfq3DZ1hugFTwojxHh6E';

/**
 * Spends the same work as verifying a real password and always says no: used when no
 * account has the email asked about, so the reply's timing does not tell whether it exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, NOBODY_HASH);
  return false;
}
