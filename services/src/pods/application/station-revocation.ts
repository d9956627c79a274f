import { type EventStore, lazyKvBucket } from '@gamepod/event-store';
import { REVOCATION_KEPT_MS, revocationsBucket, revokeNatsUser } from '@gamepod/event-store/nats-auth';
import type { StoredEvent, StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import type { StationRevoker } from '../../app-deps.ts';
import { podDecider } from '../domain/pod-decider.ts';
import type { PodEvent, PodState } from '../domain/pod-state.ts';

/**
 * Revokes through the revocations KV bucket: services hold no operator key, so they record
 * the revocation and whoever runs the servers applies it (`followRevocations`). A revocation
 * only moves forward: an older one (a reaction replaying history) never shortens a newer.
 */
export function natsStationRevoker(nc: NatsConnection, names: StoreNames): StationRevoker {
  const open = lazyKvBucket(nc, revocationsBucket(names), REVOCATION_KEPT_MS);
  return async (natsUserKey, at) => {
    const kv = await open();
    const seconds = Math.floor(at.getTime() / 1000);
    const current = Number((await kv.get(natsUserKey))?.string() ?? 0);
    if (current >= seconds) return;
    await revokeNatsUser(kv, natsUserKey, seconds);
  };
}

const before = (a: StoredEvent, b: StoredEvent) => a.seq < b.seq || (a.seq === b.seq && a.index < b.index);

/**
 * The NATS user key of the station a pod event takes NATS away from, or null: the pod was
 * deleted or deactivated, or its station's enrolment was reopened (the station is replaced).
 * Folded from the pod's events up to the one given, so a late or repeated delivery answers the same.
 */
export async function stationLostBy(store: EventStore, event: StoredEvent): Promise<string | null> {
  const { events } = await store.read('pod', event.aggregate_id);
  const history = events.filter((e) => before(e, event)) as unknown as PodEvent[];
  const was: PodState = history.reduce(podDecider.evolve, podDecider.initialState());
  if (was.status !== 'deployed' || !was.pod.station) return null;
  const now = podDecider.evolve(was, event as unknown as PodEvent);
  const lost =
    now.status !== 'deployed' ||
    (was.pod.form.is_active && !now.pod.form.is_active) ||
    now.pod.station?.nats_user_key !== was.pod.station.nats_user_key;
  return lost ? was.pod.station.nats_user_key : null;
}

/**
 * Cuts off the station a pod event took NATS away from, as of the event's time, so credentials
 * issued after a re-enrolment are not refused. Credentials expire within the hour anyway and
 * are not renewed for such a pod, so a revocation that comes late leaves a bounded window. An
 * event older than any credential that could still be valid (history replayed) revokes nothing.
 */
export async function revokeLostStation(
  deps: { readonly store: EventStore; readonly clock: () => Date; readonly revokeStation?: StationRevoker },
  event: StoredEvent,
): Promise<void> {
  if (!deps.revokeStation) return;
  const at = new Date(event.metadata.occurred_at);
  if (deps.clock().getTime() - at.getTime() > REVOCATION_KEPT_MS) return;
  const natsUserKey = await stationLostBy(deps.store, event);
  if (natsUserKey) await deps.revokeStation(natsUserKey, at);
}
