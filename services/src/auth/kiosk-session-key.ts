import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import { newToken } from './tokens.ts';

// the pod id (a UUID) before the key's first dot
const KEY_PREFIX = new RegExp(`^(${UUID_PATTERN.slice(1, -1)})\\.`);

/**
 * A new kiosk session key: its pod's id, a dot, and 256 random bits. Naming the pod lets a
 * key be checked against its pod without a lookup by the key itself.
 *
 * @example kioskSessionKey('0190…') // '0190….Qm9…'
 */
export function kioskSessionKey(podId: string): string {
  return `${podId}.${newToken()}`;
}

/** The pod a kiosk session key names, or undefined for a key of another shape. */
export function podIdOfKioskKey(key: string): string | undefined {
  return KEY_PREFIX.exec(key)?.[1];
}
