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

// a token longer than the contracts' limit (longer than any we issue) is refused unhashed
export { MAX_TOKEN_LENGTH } from '@gamepod/contracts/catalogues';
