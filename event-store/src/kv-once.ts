import { JetStreamApiError } from '@nats-io/jetstream';
import type { KV, KvEntry } from '@nats-io/kv';

/** JetStream's 'wrong last sequence': a write at a revision that is no longer the last, or a create of a key that exists. */
export const isWrongLastSequence = (err: unknown): boolean => err instanceof JetStreamApiError && err.code === 10071;

/**
 * Deletes `key` at `revision`, the one the caller read: true when this caller deleted it,
 * false when someone changed or deleted it first (on any instance), so of racing callers
 * exactly one goes on.
 */
export async function deleteIfUnchanged(kv: KV, key: string, revision: number): Promise<boolean> {
  try {
    await kv.delete(key, { previousSeq: revision });
    return true;
  } catch (err) {
    if (isWrongLastSequence(err)) return false;
    throw err;
  }
}

/**
 * The entry under `key`, taken once: read, then deleted at the revision read, so of racing
 * takers one gets it and the others null; null too when there is none.
 *
 * @example const pending = await takeOnce(kv, `pending.${hash}`); // a one-time code, redeemed once
 */
export async function takeOnce(kv: KV, key: string): Promise<KvEntry | null> {
  const entry = await kv.get(key);
  if (entry?.operation !== 'PUT') return null;
  return (await deleteIfUnchanged(kv, key, entry.revision)) ? entry : null;
}

/** Writes `key` only if it does not exist yet: true when this caller made it (a first use), false when it was there. */
export async function createOnce(kv: KV, key: string, value: string): Promise<boolean> {
  try {
    await kv.create(key, value);
    return true;
  } catch (err) {
    if (isWrongLastSequence(err)) return false;
    throw err;
  }
}
