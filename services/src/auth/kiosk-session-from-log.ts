import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import { type EventData, type EventStore, PodDeleted, PodKioskSessionStarted } from '@gamepod/events';
import type { CheckpointWatcher, PodTable } from '@gamepod/projections';
import { newToken } from './tokens.ts';

// the pod id (a UUID) before the key's first dot
const KEY_PREFIX = new RegExp(`^(${UUID_PATTERN.slice(1, -1)})\\.`);

/**
 * A new kiosk session key: its pod's id, a dot, and 256 random bits. Naming the pod lets a
 * key the read model does not know yet be looked up on that pod's subject in the log.
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

export type KioskKeyLogDeps = {
  readonly store: Pick<EventStore, 'read'>;
  readonly checkpoints: Pick<CheckpointWatcher, 'checkpoint'>;
};

/**
 * The pod row a kiosk session key belongs to when the pods read model has not applied the
 * key's PodKioskSessionStarted yet: the kiosk's next call after /kiosk/validate/pod_id_key
 * must work however far the read model lags. `readPod` is the read model's row of the pod
 * the key names; `since` is the read model's checkpoint taken before that read, so the
 * commits after it hold whatever the row lacks. The key is good when the newest kiosk
 * session there is this key's and the pod was not deleted since.
 */
export async function podOfKioskKeyFromLog(
  deps: KioskKeyLogDeps,
  keyHash: string,
  podId: string,
  readPod: () => Promise<PodTable | undefined>,
  since: number,
): Promise<PodTable | undefined> {
  const [pod, { events }] = await Promise.all([readPod(), deps.store.read('pod', podId, since + 1)]);
  if (!pod || pod.deleted) return undefined;
  let newest: EventData<typeof PodKioskSessionStarted> | undefined;
  for (const e of events) {
    if (e.type === PodDeleted.type) return undefined;
    if (e.type === PodKioskSessionStarted.type) newest = e.data as EventData<typeof PodKioskSessionStarted>;
  }
  if (newest?.session_id_key_hash !== keyHash) return undefined;
  return { ...pod, kiosk_session_hash: keyHash, remote_id_key: newest.remote_id_key };
}

/** The pods read model's checkpoint as this instance last saw it. */
export const podsCheckpoint = (deps: KioskKeyLogDeps): number => deps.checkpoints.checkpoint('pods');
