import { timingSafeEqual } from 'node:crypto';
import { handleCommand } from '@gamepod/event-store';
import type { AppendContext } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { PodActor } from '../domain/pod-access.ts';
import { podDecider } from '../domain/pod-decider.ts';
import type { EnrolledStation, PodState } from '../domain/pod-state.ts';
import type { PodDeps } from './pod-deps.ts';
import { podOfKey, podUnauthorized } from './pod-kiosk-service.ts';
import { readPodState } from './read-pod.ts';

/** What a bridge sends to register: the pod's key, and its station secret once enrolled. */
export type StationCredentials = {
  readonly pod_id_key: string;
  readonly station_secret?: string;
  /** Its NATS user public key; needed only to enrol. */
  readonly nats_user_key?: string;
};

/** A registered station: its pod, its NATS user, and the secret when this registration enrolled it. */
export type RegisteredStation = {
  readonly pod: PodTable;
  readonly nats_user_key: string;
  /** Shown once, to the registration that enrolled; null on every later one. */
  readonly station_secret: string | null;
};

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Authenticates a bridge. With no station enrolled on the pod, the pod_id_key and a NATS user
 * key enrol one: a fresh station secret is made, its sha256 and the user key are appended
 * (`PodStationEnrolled`), and the secret is answered this once. With a station enrolled, the
 * pod_id_key alone is refused: the bridge must send the secret, and it keeps the user key it
 * enrolled with. An inactive or unknown pod is refused either way.
 * @throws UnauthorizedError 'Gamepod not authorized.', or 'This station is already enrolled…'
 */
export async function registerStation(
  deps: PodDeps,
  creds: StationCredentials,
  /** Runs for an authorised pod before anything is appended: what fails here leaves no enrolment behind. */
  prepare: (pod: PodTable) => Promise<void> = async () => undefined,
): Promise<RegisteredStation> {
  const pod = await podOfKey(deps, creds.pod_id_key);
  if (!pod.is_active) throw podUnauthorized();
  if (creds.station_secret !== undefined) {
    const station = enrolledStation(await readPodState(deps.store, pod.id));
    if (!station || !sameHash(hashToken(creds.station_secret), station.secret_hash)) throw podUnauthorized();
    await prepare(pod);
    return { pod, nats_user_key: station.nats_user_key, station_secret: null };
  }
  if (creds.nats_user_key === undefined) throw podUnauthorized();
  await prepare(pod);
  const secret = newToken();
  const context: AppendContext = { actor: { kind: 'pod', pod_id: pod.id } };
  const actor: PodActor = { kind: 'pod' };
  await handleCommand(
    deps.store,
    podDecider,
    pod.id,
    { type: 'EnrolStation', actor, secret_hash: hashToken(secret), nats_user_key: creds.nats_user_key },
    { context, clock: deps.clock },
  );
  return { pod, nats_user_key: creds.nats_user_key, station_secret: secret };
}

function enrolledStation(state: PodState): EnrolledStation | null {
  return state.status === 'deployed' ? state.pod.station : null;
}

/**
 * Lets the pod's station enrol again (a re-imaged station lost its secret): the next
 * registration with the pod_id_key enrols. The station_revocation reaction cuts the old
 * station's NATS user off.
 */
export async function reopenStationEnrolment(
  deps: PodDeps,
  actor: PodActor,
  podId: string,
  context: AppendContext,
): Promise<{ seq: number }> {
  const { seq } = await handleCommand(
    deps.store,
    podDecider,
    podId,
    { type: 'ReopenStationEnrolment', actor },
    { context, clock: deps.clock },
  );
  return { seq };
}
