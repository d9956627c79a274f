import { COMMAND_TTL_MS, VOLUME_MAX, VOLUME_MIN } from '@gamepod/contracts/catalogues';
import {
  ConflictError,
  type Decider,
  ForbiddenError,
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
  UnauthorizedError,
  ValidationError,
} from '@gamepod/events';
import { assertIsPod, assertMayAdminister, assertMayCommand, mayAdminister, type PodActor } from './pod-access.ts';
import { assertCommandInput, type CommandInput } from './pod-command-rules.ts';
import { POD_NOT_FOUND } from './pod-errors.ts';
import { evolvePod, type PodEvent, type PodForm, type PodRecord, type PodState } from './pod-state.ts';

/**
 * What the handler read from the lab and client aggregates, for the decider to judge
 * (it does no IO): the lab's client, and the client's navs.
 */
export type PodPlacement = {
  /** The lab's client; null when there is no such lab. */
  readonly lab_client_id: string | null;
  /** The client's nav ids; null when there is no such client. */
  readonly client_nav_ids: ReadonlySet<string> | null;
};

export type PodCommand =
  | {
      readonly type: 'Deploy';
      readonly actor: PodActor;
      readonly client_id: string;
      readonly pod_id_key: string;
      readonly form: PodForm;
      readonly placement: PodPlacement;
    }
  | {
      readonly type: 'Update';
      readonly actor: PodActor;
      /** The form's client and key: both must be the pod's own (a pod never moves client). */
      readonly client_id: string;
      readonly pod_id_key: string;
      readonly form: PodForm;
      readonly placement: PodPlacement;
    }
  | { readonly type: 'Delete'; readonly actor: PodActor }
  | ({
      readonly type: 'IssueCommand';
      readonly actor: PodActor;
      readonly ttl_ms?: number;
      /** The pod commanded: a player may command only the pod they are signed in on. */
      readonly pod_id?: string;
    } & CommandInput)
  | { readonly type: 'SetVolume'; readonly actor: PodActor; readonly volume: number }
  | {
      readonly type: 'StartKioskSession';
      readonly actor: PodActor;
      readonly session_id_key_hash: string;
      readonly remote_id_key: string;
    }
  | {
      readonly type: 'EnrolStation';
      readonly actor: PodActor;
      readonly secret_hash: string;
      readonly nats_user_key: string;
    }
  | { readonly type: 'ReopenStationEnrolment'; readonly actor: PodActor }
  /** Its expires_at passed with no outcome: the command's due timer fired. */
  | { readonly type: 'ExpireCommand'; readonly command_id: string; readonly expires_at: string };

/** A pod_id_key alone no longer registers once a station holds the pod's station secret. */
export const STATION_ALREADY_ENROLLED = () =>
  new UnauthorizedError('This station is already enrolled: register with its station secret', {
    msg_key: 'bridge-station-enrolled',
  });

const invalid = (field: string, problem: string, data: Record<string, unknown> = {}) =>
  new ValidationError(`${field}: ${problem}`, { field, ...data });

function live(state: PodState): PodRecord {
  if (state.status !== 'deployed') throw POD_NOT_FOUND();
  return state.pod;
}

function assertPlacement(actor: PodActor, placement: PodPlacement, clientId: string, form: PodForm): void {
  if (placement.client_nav_ids === null) throw invalid('client_id', 'is not a client');
  if (placement.lab_client_id !== clientId) {
    // naming another client's lab is a tenancy question before it is an input one
    if (placement.lab_client_id !== null && !mayAdminister(actor, placement.lab_client_id)) throw new ForbiddenError();
    throw invalid('lab_id', 'is not a lab of this client');
  }
  const navs = placement.client_nav_ids;
  for (const field of ['nav_id', 'nav_id_left', 'nav_id_right', 'nav_id_rear'] as const) {
    const nav = form[field];
    if (nav !== null && !navs.has(nav)) throw invalid(field, 'is not a nav of this client');
  }
}

const sameForm = (a: PodForm, b: PodForm) =>
  (Object.keys(a) as (keyof PodForm)[]).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length;

/**
 * A pod's life: deployed once, edited, commanded, deleted. Tenancy is decided here, from
 * the actor the handler passes in: a client admin acts only on their client's pods, a
 * facilitator only sends the facilitator commands to their client's pods, and the
 * pod itself only reports its own volume and kiosk session, and enrols its station. The lock
 * state is staff's to set (lockout/unlockout); what the station does is its bridge's to report.
 * Command outcomes are not decided here: the station's bridge records them on its own subject.
 */
export const podDecider: Decider<PodCommand, PodState, PodEvent> = {
  aggregate: 'pod',
  initialState: () => ({ status: 'none' }),
  evolve: evolvePod,
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Deploy': {
        // ids are fresh UUIDv7s; reaching this means the same command ran twice
        if (state.status !== 'none') throw new ConflictError('This pod already exists');
        assertMayAdminister(command.actor, command.client_id);
        assertPlacement(command.actor, command.placement, command.client_id, command.form);
        return [PodDeployed.of({ client_id: command.client_id, pod_id_key: command.pod_id_key, ...command.form })];
      }
      case 'Update': {
        const pod = live(state);
        assertMayAdminister(command.actor, pod.client_id);
        if (command.pod_id_key !== pod.pod_id_key) {
          throw invalid('pod_id_key', 'does not match this pod', { msg_key: 'admin-pod-invalid-error' });
        }
        if (command.client_id !== pod.client_id) throw invalid('client_id', 'a pod cannot move to another client');
        assertPlacement(command.actor, command.placement, pod.client_id, command.form);
        return sameForm(pod.form, command.form) ? [] : [PodUpdated.of(command.form)];
      }
      case 'Delete': {
        const pod = live(state);
        assertMayAdminister(command.actor, pod.client_id);
        return [PodDeleted.of({})];
      }
      case 'IssueCommand': {
        const pod = live(state);
        assertMayCommand(command.actor, pod.client_id, command.command_type, command.pod_id);
        assertCommandInput(command);
        const ttl = command.ttl_ms ?? COMMAND_TTL_MS;
        // a command born expired would only be skipped by the bridge: refuse it here instead
        if (!Number.isFinite(ttl) || ttl <= 0) throw invalid('ttl_ms', 'a command must expire in the future');
        const issued = PodCommandIssued.of({
          command_id: ctx.newId(),
          command_type: command.command_type,
          command_value: command.command_value,
          command_platform: command.command_platform,
          expires_at: new Date(ctx.now.getTime() + ttl).toISOString(),
          request_pod_id: command.request_pod_id,
          players: command.players ?? null,
        });
        // the lock switch sends lockout/unlockout: the pod's state changes in the same commit
        const lock = command.command_type === 'lockout' ? true : command.command_type === 'unlockout' ? false : null;
        if (lock === null || lock === pod.lock_out) return [issued];
        return [issued, PodLockoutChanged.of({ lock_out: lock })];
      }
      case 'SetVolume': {
        assertIsPod(command.actor);
        const pod = live(state);
        const { volume } = command;
        if (!Number.isInteger(volume) || volume < VOLUME_MIN || volume > VOLUME_MAX) {
          throw invalid('volume', `must be a whole number from ${VOLUME_MIN} to ${VOLUME_MAX}`);
        }
        return volume === pod.volume ? [] : [PodVolumeSet.of({ volume })];
      }
      case 'StartKioskSession': {
        assertIsPod(command.actor);
        live(state);
        return [
          PodKioskSessionStarted.of({
            session_id_key_hash: command.session_id_key_hash,
            remote_id_key: command.remote_id_key,
          }),
        ];
      }
      case 'EnrolStation': {
        assertIsPod(command.actor);
        const pod = live(state);
        if (pod.station !== null) throw STATION_ALREADY_ENROLLED();
        return [
          PodStationEnrolled.of({ station_secret_hash: command.secret_hash, nats_user_key: command.nats_user_key }),
        ];
      }
      case 'ReopenStationEnrolment': {
        const pod = live(state);
        assertMayAdminister(command.actor, pod.client_id);
        return pod.station === null ? [] : [PodStationEnrolmentReopened.of({})];
      }
      case 'ExpireCommand':
        // a deleted pod's commands end with it; a timer that fired early changes nothing
        if (state.status !== 'deployed' || ctx.now.getTime() < Date.parse(command.expires_at)) return [];
        return [PodCommandExpired.of({ command_id: command.command_id })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
