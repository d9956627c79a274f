import {
  type CommandType,
  DEFAULT_VOLUME,
  type EventData,
  type PodCommandCompleted,
  type PodCommandFailed,
  type PodCommandIssued,
  type PodDeleted,
  type PodDeployed,
  type PodKioskSessionStarted,
  type PodLockoutChanged,
  type PodStationEnrolled,
  type PodStationEnrolmentReopened,
  type PodUpdated,
  type PodVolumeSet,
} from '@gamepod/events';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type PodEvent =
  | Of<typeof PodDeployed>
  | Of<typeof PodUpdated>
  | Of<typeof PodDeleted>
  | Of<typeof PodLockoutChanged>
  | Of<typeof PodVolumeSet>
  | Of<typeof PodCommandIssued>
  | Of<typeof PodCommandCompleted>
  | Of<typeof PodCommandFailed>
  | Of<typeof PodKioskSessionStarted>
  | Of<typeof PodStationEnrolled>
  | Of<typeof PodStationEnrolmentReopened>;

/** What an admin edits: every field of PodUpdated. */
export type PodForm = EventData<typeof PodUpdated>;

/** A command the bridge has not reported on yet. */
export type PendingCommand = { readonly command_type: CommandType; readonly expires_at: string };

export type PodRecord = {
  readonly client_id: string;
  readonly pod_id_key: string;
  readonly form: PodForm;
  readonly lock_out: boolean;
  readonly volume: number;
  /** Only unfinished commands are kept, so the state stays small however long the pod lives. */
  readonly pending: ReadonlyMap<string, PendingCommand>;
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

const withoutPending = (pod: PodRecord, commandId: string): PodRecord => {
  if (!pod.pending.has(commandId)) return pod;
  const pending = new Map(pod.pending);
  pending.delete(commandId);
  return { ...pod, pending };
};

/** Folds one pod event. */
export function evolvePod(state: PodState, event: PodEvent): PodState {
  switch (event.type) {
    case 'PodDeployed': {
      const { client_id, pod_id_key, ...form } = event.data;
      return {
        status: 'deployed',
        pod: {
          client_id,
          pod_id_key,
          form,
          lock_out: false,
          volume: DEFAULT_VOLUME,
          pending: new Map(),
          station: null,
        },
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
      return withPod(state, (pod) => ({
        ...pod,
        pending: new Map(pod.pending).set(event.data.command_id, {
          command_type: event.data.command_type,
          expires_at: event.data.expires_at,
        }),
      }));
    case 'PodCommandCompleted':
    case 'PodCommandFailed':
      return withPod(state, (pod) => withoutPending(pod, event.data.command_id));
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
      // Exhaustive at compile time; at run time the pod's subject also carries facts other
      // code records there (the bridge's observations), and those leave this state alone.
      event satisfies never;
      return state;
  }
}

/** The commands a bridge should still carry out at `now`: unfinished and not expired. */
export function pendingCommands(state: PodState, now: Date): Array<{ command_id: string } & PendingCommand> {
  if (state.status !== 'deployed') return [];
  return [...state.pod.pending]
    .filter(([, c]) => Date.parse(c.expires_at) > now.getTime())
    .map(([command_id, c]) => ({ command_id, ...c }));
}
