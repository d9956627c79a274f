import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: 43 characters, safe in headers, URLs and JSON. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The only form a token is stored or logged in. A fast hash is right here: the token is
 * 256 random bits, so there is nothing to brute-force, and it runs on every request.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Longer than any token we issue: hashing it would only waste work. */
export const MAX_TOKEN_LENGTH = 256;
