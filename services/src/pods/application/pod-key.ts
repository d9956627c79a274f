import { randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a key read aloud or typed from a label survives
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A fresh `GP-XXXX-XXXX-XXXX`: 60 random bits. Each byte's low 5 bits pick a character
 * (256 is a multiple of 32, so every character is equally likely).
 */
export function newPodIdKey(random: (n: number) => Uint8Array = randomBytes): string {
  const chars = Array.from(random(12), (b) => CROCKFORD[b & 31] ?? '0').join('');
  return `GP-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** What lists show until the eye toggle is pressed: only the last group. */
export function maskPodIdKey(key: string): string {
  return `GP-••••-••••-${key.slice(-4)}`;
}
