import { RESERVATION_MAX_MS } from '@gamepod/contracts/catalogues';
import {
  ConflictError,
  type Decider,
  type EventData,
  ForbiddenError,
  NotFoundError,
  ReservationChanged,
  ReservationDeleted,
  ReservationMade,
  ValidationError,
} from '@gamepod/events';
import { administers } from '../../domain/roles.ts';

export type ReservationEvent =
  | ReturnType<typeof ReservationMade.of>
  | ReturnType<typeof ReservationChanged.of>
  | ReturnType<typeof ReservationDeleted.of>;

/** A reservation as it stands: every field of its last Made or Changed. */
export type Reservation = EventData<typeof ReservationMade>;

export type ReservationState =
  | { readonly status: 'none' }
  | { readonly status: 'active'; readonly reservation: Reservation }
  | { readonly status: 'deleted'; readonly reservation: Reservation };

/** Who acts: a signed-in admin, with the tenant from the session. */
export type ReservationActor = { readonly role: number; readonly client_id: string | null };

/** The lab of the form, read from its events (null: no such lab). */
export type ReservationLab = { readonly id: string; readonly client_id: string; readonly timezone: string };

/** A pod the form names by its key, as the pods read model has it (null: no live pod has that key). */
export type ReservationPod = {
  readonly key: string;
  readonly pod: { readonly id: string; readonly lab_id: string } | null;
};

/** What a save carries: the form read (its times in the lab's zone), with the lab and pods it names. */
export type ReservationInput = {
  readonly actor: ReservationActor;
  readonly lab: ReservationLab | null;
  readonly pods: readonly ReservationPod[];
  readonly start_at: Date;
  readonly end_at: Date;
  readonly group_name: string;
  readonly emails: readonly string[];
  /** The holds on the pods this version stands on. */
  readonly hold_id: string;
};

export type ReservationCommand =
  | ({ readonly type: 'Make' } & ReservationInput)
  | ({ readonly type: 'Change' } & ReservationInput)
  | { readonly type: 'Delete'; readonly actor: ReservationActor };

export const RESERVATION_NOT_FOUND = () =>
  new NotFoundError('This reservation does not exist', { field: 'reservation_id' });
const LAB_NOT_FOUND = () => new NotFoundError('This lab does not exist', { field: 'lab_id' });
const invalid = (field: string, message: string) => new ValidationError(message, { field });

function assertAdministers(actor: ReservationActor, clientId: string): void {
  if (!administers(actor, clientId)) throw new ForbiddenError();
}

/**
 * The reservation a save makes, after its rules: the lab exists and is the admin's (403
 * before anything about the pods is told), every pod is a live pod of that lab, the end is
 * after the start and still to come, and it lasts at most four weeks.
 */
function reservationOf(input: ReservationInput, now: Date): Reservation {
  const { lab } = input;
  if (!lab) throw LAB_NOT_FOUND();
  assertAdministers(input.actor, lab.client_id);
  if (input.pods.length === 0) throw invalid('pods_list', 'Please select at least one pod');
  for (const { key, pod } of input.pods) {
    if (!pod) throw invalid('pods_list', `The pod ${key} does not exist`);
    if (pod.lab_id !== lab.id) throw invalid('pods_list', `The pod ${key} is not in the selected lab`);
  }
  const start = input.start_at.getTime();
  const end = input.end_at.getTime();
  if (end <= start) throw invalid('end_time', 'The reservation must end after it starts');
  if (end <= now.getTime()) throw invalid('end_time', 'The reservation must end in the future');
  if (end - start > RESERVATION_MAX_MS) throw invalid('end_time', 'A reservation may last at most four weeks');
  return {
    client_id: lab.client_id,
    lab_id: lab.id,
    pod_ids: [...new Set(input.pods.map((p) => p.pod?.id ?? ''))].sort(),
    start_at: input.start_at.toISOString(),
    end_at: input.end_at.toISOString(),
    timezone: lab.timezone,
    group_name: input.group_name,
    emails: [...input.emails],
    hold_id: input.hold_id,
  };
}

/** Whether two versions differ in anything but their holds. */
function sameReservation(a: Reservation, b: Reservation): boolean {
  const { hold_id: _a, timezone: _za, ...left } = a;
  const { hold_id: _b, timezone: _zb, ...right } = b;
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * A reservation (`gp.evt.reservation.<id>`): made by a client admin for their own labs or a
 * super admin for any; changed while it has not ended (the lab may change too: the pods must
 * then be the new lab's); deleted at any time, once. Its pods' time is held on each pod's
 * bookings subject before it is made or changed; this decider judges the form and who asks.
 */
export const reservationDecider: Decider<ReservationCommand, ReservationState, ReservationEvent> = {
  aggregate: 'reservation',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReservationMade':
      case 'ReservationChanged':
        return { status: 'active', reservation: event.data };
      case 'ReservationDeleted':
        return state.status === 'active' ? { status: 'deleted', reservation: state.reservation } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Make': {
        const made = reservationOf(command, ctx.now);
        if (state.status !== 'none') {
          // a retry of the same save appends nothing; anything else under this id is a bug's
          if (state.reservation.hold_id === command.hold_id) return [];
          throw new ConflictError('This reservation already exists');
        }
        return [ReservationMade.of(made)];
      }
      case 'Change': {
        if (state.status !== 'active') throw RESERVATION_NOT_FOUND();
        const current = state.reservation;
        assertAdministers(command.actor, current.client_id);
        if (Date.parse(current.end_at) <= ctx.now.getTime()) {
          throw new ConflictError('This reservation has ended and can no longer be changed', { field: 'edit_id' });
        }
        const changed = reservationOf(command, ctx.now);
        if (current.hold_id === command.hold_id || sameReservation(current, changed)) return [];
        return [ReservationChanged.of(changed)];
      }
      case 'Delete': {
        if (state.status === 'none') throw RESERVATION_NOT_FOUND();
        assertAdministers(command.actor, state.reservation.client_id);
        if (state.status === 'deleted') return [];
        return [ReservationDeleted.of({})];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
