import { type ClaimOwner, claimHolder, claimUnique, type EventStore, releaseUnique } from '@gamepod/event-store';
import { type AppendContext, ConflictError } from '@gamepod/events';
import { readPodState } from './read-pod.ts';

export const MAC_KIND = 'mac';
export const POD_KEY_KIND = 'pod_key';
export const MAC_TAKEN = 'This MAC address belongs to another pod';

/**
 * Claims a MAC address or key for a pod. A value still held by a deleted pod (its delete
 * crashed before releasing) is taken back from it first, so a crash never strands a MAC.
 * A value held by a pod that is not deployed yet is left alone: that may be a deploy in
 * flight, and taking it would let two pods share the value.
 *
 * @throws ConflictError (409) when a live or in-flight pod holds the value.
 */
export async function claimForPod(
  store: EventStore,
  kind: string,
  value: string,
  owner: ClaimOwner,
  context: AppendContext,
  message: string,
): Promise<void> {
  try {
    await claimUnique(store, kind, value, owner, context, message);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const holder = await claimHolder(store, kind, value);
    if (holder?.aggregate !== 'pod' || (await readPodState(store, holder.id)).status !== 'deleted') throw err;
    await releaseUnique(store, kind, value, holder, context);
    await claimUnique(store, kind, value, owner, context, message);
  }
}

/**
 * Claims a fresh pod_id_key. 60 random bits make a collision all but impossible, so a
 * taken key is simply replaced by another, a few times, before giving up with a 409.
 */
export async function claimFreshPodKey(
  store: EventStore,
  newKey: () => string,
  owner: ClaimOwner,
  context: AppendContext,
  attempts = 5,
): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const key = newKey();
    try {
      await claimUnique(store, POD_KEY_KIND, key, owner, context);
      return key;
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
  }
  throw new ConflictError('Could not find a free pod_id_key; please try again', { kind: POD_KEY_KIND });
}

/** Releases a claim on the way out of a failed command; the original error is what matters. */
export async function releaseQuietly(
  store: EventStore,
  kind: string,
  value: string,
  owner: ClaimOwner,
  context: AppendContext,
): Promise<void> {
  await releaseUnique(store, kind, value, owner, context).catch(() => undefined);
}
