import { type EventStore, type HandleCommandResult, handleCommand } from '@gamepod/event-store';
import { type AppendContext, ForbiddenError, GamepodError, uuidv7, ValidationError } from '@gamepod/events';
import { livePodsByKeys, type ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import { SAVE_DEADLINE_MS } from '../domain/hold-staleness.ts';
import {
  type ReservationActor,
  type ReservationCommand,
  type ReservationEvent,
  type ReservationPod,
  type ReservationState,
  reservationDecider,
} from '../domain/reservation-decider.ts';
import { type ReservationFormInput, readReservationForm, reservationInstants } from '../domain/reservation-form.ts';
import { holdPods, releaseHolds } from './pod-holds.ts';
import { readReservation } from './read-reservation.ts';

export type ReservationDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock: () => Date;
};

/** What Save (create) and Update (edit) send: the form, the client it is for, and edit_id when editing. */
export type ReservationSave = ReservationFormInput & {
  readonly edit_id?: string | null;
  readonly client_id?: string | null;
};

/** A save that ran past its deadline: its holds are given back rather than confirmed late. */
class SaveTooSlowError extends GamepodError {
  constructor() {
    super('unavailable', 503, 'Saving the reservation took too long; please try again');
  }
}

/** 403 when a client admin names another client; a super admin's client_id must be the lab's. */
function checkClientId(actor: ReservationActor, clientId: string | null | undefined, labClient: string | null): void {
  const named = clientId?.trim() || null;
  if (named === null) return;
  if (actor.role !== SUPER_ADMIN && named !== actor.client_id) throw new ForbiddenError();
  if (labClient !== null && named !== labClient) {
    throw new ValidationError("client_id: is not the selected lab's client", { field: 'client_id' });
  }
}

/**
 * The pods the form names by key, as the pods read model has them, and what staff call each
 * (its nav licence, such as A1; the key when it has none) for a refusal to name it by.
 */
async function podsOfKeys(
  db: Kysely<unknown>,
  keys: readonly string[],
): Promise<{ pods: ReservationPod[]; names: Map<string, string> }> {
  const live = await livePodsByKeys(db, keys);
  const byKey = new Map(live.map((p) => [p.pod_id_key, p]));
  const names = new Map(live.map((p) => [p.id, p.license ?? p.pod_id_key]));
  const pods = keys.map((key) => {
    const pod = byKey.get(key);
    return { key, pod: pod ? { id: pod.id, lab_id: pod.lab_id } : null };
  });
  return { pods, names };
}

/**
 * Makes a reservation, or changes one (`edit_id`). The form is judged first on the
 * reservation as it stands (a refusal holds nothing); then each pod's time is held on its
 * bookings subject, where an overlapping reservation refuses the save (409); then the
 * reservation is made or changed naming those holds, and the holds it stood on before are
 * given back. A failure after holding gives this save's holds back. A save must confirm its
 * holds within SAVE_DEADLINE_MS; a crash between holding and confirming leaves holds that
 * the next save wanting that time finds stale and releases.
 *
 * @throws ValidationError, NotFoundError, ForbiddenError, ConflictError (overlap).
 */
export async function saveReservation(
  deps: ReservationDeps,
  actor: ReservationActor,
  input: ReservationSave,
  context: AppendContext,
): Promise<{ readonly reservation_id: string; readonly changed: boolean }> {
  checkClientId(actor, input.client_id, null);
  const fields = readReservationForm(input);
  const lab = await readLab(deps.store, fields.lab_id);
  checkClientId(actor, input.client_id, lab?.client_id ?? null);
  const { start_at, end_at } = reservationInstants(fields, lab?.timezone ?? 'UTC');
  const editing = Boolean(input.edit_id);
  const id = input.edit_id || uuidv7();
  const hold_id = uuidv7();
  const { pods, names } = await podsOfKeys(deps.db, fields.pod_keys);
  const command: ReservationCommand = {
    type: editing ? 'Change' : 'Make',
    actor,
    lab: lab ? { id: lab.id, client_id: lab.client_id, timezone: lab.timezone } : null,
    pods,
    start_at,
    end_at,
    group_name: fields.group_name,
    emails: fields.emails,
    hold_id,
  };
  // a dry run on the reservation as it stands: a refused form or a stranger holds nothing
  const started = deps.clock();
  const { state } = await readReservation(deps.store, id);
  const decided = reservationDecider.decide(command, state, { now: started, newId: uuidv7 });
  const wanted = decided[0];
  if (wanted?.type !== 'ReservationMade' && wanted?.type !== 'ReservationChanged') {
    return { reservation_id: id, changed: false };
  }
  const { pod_ids } = wanted.data;
  await holdPods(
    deps,
    pod_ids.map((podId) => ({ id: podId, label: `Pod ${names.get(podId) ?? podId}` })),
    { hold_id, reservation_id: id, start_at: wanted.data.start_at, end_at: wanted.data.end_at },
    wanted.data.timezone,
    context,
  );
  let result: HandleCommandResult<ReservationState, ReservationEvent>;
  try {
    if (deps.clock().getTime() - started.getTime() > SAVE_DEADLINE_MS) throw new SaveTooSlowError();
    result = await handleCommand(deps.store, reservationDecider, id, command, { context, clock: deps.clock });
  } catch (err) {
    await releaseHolds(deps, pod_ids, hold_id, context).catch(() => undefined);
    throw err;
  }
  if (!result.appended) await releaseHolds(deps, pod_ids, hold_id, context);
  else if (result.previous.status === 'active') {
    const before = result.previous.reservation;
    await releaseHolds(deps, before.pod_ids, before.hold_id, context);
  }
  if (result.appended) await deps.checkpoints.waitFor(['reservations'], result.seq);
  return { reservation_id: id, changed: result.appended };
}

/**
 * Deletes a reservation, then gives its pods' time back (again on a repeated delete, in case
 * the first stopped before it could).
 *
 * @throws NotFoundError, ForbiddenError.
 */
export async function deleteReservation(
  deps: ReservationDeps,
  actor: ReservationActor,
  id: string,
  context: AppendContext,
): Promise<void> {
  const result = await handleCommand(
    deps.store,
    reservationDecider,
    id,
    { type: 'Delete', actor },
    { context, clock: deps.clock },
  );
  if (result.state.status === 'deleted') {
    const { pod_ids, hold_id } = result.state.reservation;
    await releaseHolds(deps, pod_ids, hold_id, context);
  }
  if (result.appended) await deps.checkpoints.waitFor(['reservations'], result.seq);
}
