import { DEFAULT_VOLUME } from '@gamepod/contracts/catalogues';
import type {
  EventData,
  PodCommandExpired,
  PodCommandIssued,
  PodDeleted,
  PodDeployed,
  PodKioskSessionStarted,
  PodLockoutChanged,
  PodStationEnrolled,
  PodStationEnrolmentReopened,
  PodUpdated,
  PodVolumeSet,
} from '@gamepod/events';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type PodEvent =
  | Of<typeof PodDeployed>
  | Of<typeof PodUpdated>
  | Of<typeof PodDeleted>
  | Of<typeof PodLockoutChanged>
  | Of<typeof PodVolumeSet>
  | Of<typeof PodCommandIssued>
  | Of<typeof PodKioskSessionStarted>
  | Of<typeof PodStationEnrolled>
  | Of<typeof PodStationEnrolmentReopened>
  | Of<typeof PodCommandExpired>;

/** What an admin edits: every field of PodUpdated. */
export type PodForm = EventData<typeof PodUpdated>;

export type PodRecord = {
  readonly client_id: string;
  readonly pod_id_key: string;
  readonly form: PodForm;
  readonly lock_out: boolean;
  readonly volume: number;
  /** The enrolled station; null until its bridge first registers, and again after a reopen. */
  readonly station: EnrolledStation | null;
};

/** What services keep of an enrolled station: the hash of its secret and its NATS user key. */
export type EnrolledStation = { readonly secret_hash: string; readonly nats_user_key: string };

export type PodState =
  | { readonly status: 'none' }
  | { readonly status: 'deployed'; readonly pod: PodRecord }
  | { readonly status: 'deleted'; readonly pod: PodRecord };

const withPod = (state: PodState, change: (pod: PodRecord) => PodRecord): PodState =>
  state.status === 'none' ? state : { status: state.status, pod: change(state.pod) };

/** Folds one pod event. */
export function evolvePod(state: PodState, event: PodEvent): PodState {
  switch (event.type) {
    case 'PodDeployed': {
      const { client_id, pod_id_key, ...form } = event.data;
      return {
        status: 'deployed',
        pod: { client_id, pod_id_key, form, lock_out: false, volume: DEFAULT_VOLUME, station: null },
      };
    }
    case 'PodUpdated':
      return withPod(state, (pod) => ({ ...pod, form: event.data }));
    case 'PodDeleted':
      return state.status === 'none' ? state : { status: 'deleted', pod: state.pod };
    case 'PodLockoutChanged':
      return withPod(state, (pod) => ({ ...pod, lock_out: event.data.lock_out }));
    case 'PodVolumeSet':
      return withPod(state, (pod) => ({ ...pod, volume: event.data.volume }));
    case 'PodCommandIssued':
    case 'PodCommandExpired':
      // commands are carried out and reported by the pod's station, on its own subject
      return state;
    case 'PodStationEnrolled':
      return withPod(state, (pod) => ({
        ...pod,
        station: { secret_hash: event.data.station_secret_hash, nats_user_key: event.data.nats_user_key },
      }));
    case 'PodStationEnrolmentReopened':
      return withPod(state, (pod) => ({ ...pod, station: null }));
    case 'PodKioskSessionStarted':
      // the kiosk session is for the login flow's lookups; no rule here depends on it
      return state;
    default:
      // exhaustive at compile time; a type this code does not know leaves the state alone
      event satisfies never;
      return state;
  }
}
