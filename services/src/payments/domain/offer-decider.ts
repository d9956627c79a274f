import {
  type Decider,
  type EventData,
  ForbiddenError,
  NotFoundError,
  OfferCreated,
  OfferDeleted,
  OfferEdited,
  ValidationError,
} from '@gamepod/events';
import { administers } from '../../domain/roles.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type OfferEvent = Of<typeof OfferCreated> | Of<typeof OfferEdited> | Of<typeof OfferDeleted>;

/** What the offer form saves: the same fields on a create and an edit. */
export type OfferForm = EventData<typeof OfferEdited>;

/** Staff acting on offers, from their session. */
export type OfferActor = { readonly role: number; readonly client_id: string | null };

/** The lab the form names, read from its events by the caller: null when there is no such lab. */
export type OfferLabFact = { readonly id: string; readonly client_id: string } | null;

export type OfferState =
  | { readonly status: 'none' }
  | { readonly status: 'live' | 'deleted'; readonly client_id: string; readonly offer: OfferForm };

export type OfferCommand =
  | {
      readonly type: 'Create';
      readonly actor: OfferActor;
      readonly offer_id: string;
      readonly client_id: string;
      readonly form: OfferForm;
      readonly lab: OfferLabFact;
    }
  | { readonly type: 'Edit'; readonly actor: OfferActor; readonly form: OfferForm; readonly lab: OfferLabFact }
  | { readonly type: 'Delete'; readonly actor: OfferActor };

const NOT_FOUND = () => new NotFoundError('This offer does not exist', { field: 'id' });

/** An offer may be for one lab only if that lab is the offer's client's. */
function checkLab(form: OfferForm, clientId: string, lab: OfferLabFact): void {
  if (form.lab_id === null) return;
  if (lab === null || lab.id !== form.lab_id || lab.client_id !== clientId) {
    throw new ValidationError("lab_id: not a lab of the offer's client", { field: 'lab_id' });
  }
}

const same = (a: OfferForm, b: OfferForm) => (Object.keys(a) as (keyof OfferForm)[]).every((k) => a[k] === b[k]);

/**
 * An offer of paid time (gp.evt.offer.<id>) of one client, optionally of one of its labs. A
 * client admin manages their own client's offers, a super admin anyone's; the client never
 * changes after the create. A deleted offer stays deleted.
 */
export const offerDecider: Decider<OfferCommand, OfferState, OfferEvent> = {
  aggregate: 'offer',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'OfferCreated': {
        const { offer_id: _id, client_id, ...offer } = event.data;
        return { status: 'live', client_id, offer };
      }
      case 'OfferEdited':
        return state.status === 'none' ? state : { ...state, offer: event.data };
      case 'OfferDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Create': {
        if (!administers(command.actor, command.client_id)) throw new ForbiddenError();
        // ids are fresh: a state here is a retry of this very create
        if (state.status !== 'none') return [];
        checkLab(command.form, command.client_id, command.lab);
        return [OfferCreated.of({ offer_id: command.offer_id, client_id: command.client_id, ...command.form })];
      }
      case 'Edit': {
        if (state.status === 'none') throw NOT_FOUND();
        if (!administers(command.actor, state.client_id)) throw new ForbiddenError();
        if (state.status === 'deleted') throw NOT_FOUND();
        checkLab(command.form, state.client_id, command.lab);
        return same(state.offer, command.form) ? [] : [OfferEdited.of(command.form)];
      }
      case 'Delete': {
        if (state.status === 'none') throw NOT_FOUND();
        if (!administers(command.actor, state.client_id)) throw new ForbiddenError();
        return state.status === 'deleted' ? [] : [OfferDeleted.of({})];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
