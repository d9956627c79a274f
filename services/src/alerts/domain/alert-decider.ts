import {
  AlertCreated,
  AlertDeleted,
  AlertEdited,
  type Decider,
  type EventData,
  ForbiddenError,
  NotFoundError,
} from '@gamepod/events';
import {
  type AlertActor,
  type AskedScope,
  checkOwnership,
  checkReach,
  type Overwrote,
  type ReachFacts,
  reachesClient,
} from './alert-access.ts';
import type { AlertStreamEvent } from './alert-stream.ts';

export type { NoticeAlertEvent } from './alert-stream.ts';

/** The alert as saved: its content, who it reaches, its window, and who wrote it last. */
export type AlertRecord = Omit<EventData<typeof AlertCreated>, 'alert_id'>;

export type NoticeAlertState =
  | { readonly status: 'none' }
  | { readonly status: 'posted'; readonly alert: AlertRecord }
  | { readonly status: 'deleted'; readonly alert: AlertRecord };

/** What the Alerts form says, read and checked for shape (alert-form.ts); who it reaches is checked here. */
export type AlertForm = Pick<
  AlertRecord,
  'type' | 'text_head' | 'text_sub' | 'active_start' | 'active_until' | 'enable'
> &
  AskedScope;

export type NoticeAlertCommand =
  | {
      readonly type: 'Create';
      readonly actor: AlertActor;
      readonly alert_id: string;
      readonly form: AlertForm;
      readonly facts: ReachFacts;
    }
  | {
      readonly type: 'Edit';
      readonly actor: AlertActor;
      readonly form: AlertForm;
      readonly facts: ReachFacts;
      /** The owner whose edit the actor agreed to overwrite, after the warning. */
      readonly overwrite: string | null;
    }
  | { readonly type: 'Delete'; readonly actor: AlertActor; readonly overwrite: string | null };

const NOT_FOUND = () => new NotFoundError('This alert does not exist', { field: 'edit_id' });

function recordOf(actor: AlertActor, form: AlertForm, facts: ReachFacts): AlertRecord {
  const reach = checkReach(actor, form, facts);
  return {
    type: form.type,
    text_head: form.text_head,
    text_sub: form.text_sub,
    ...reach,
    active_start: form.active_start,
    active_until: form.active_until,
    enable: form.enable,
    owner_id: actor.user_id,
    owner_email: actor.email,
    owner_role: actor.role,
  };
}

const sameRecord = (a: AlertRecord, b: AlertRecord) =>
  (Object.keys(a) as (keyof AlertRecord)[]).every((k) => a[k] === b[k]);

/**
 * An alert for players (gp.evt.alert.<id>; the emergency alert shares the aggregate, never an
 * id). Who may post where is `checkReach`; who may change or delete it is `checkOwnership`:
 * an alert belongs to whoever edited it last, a facilitator changes only their own, and an
 * admin changes someone else's only after the warning.
 */
export const noticeAlertDecider: Decider<NoticeAlertCommand, NoticeAlertState, AlertStreamEvent> = {
  aggregate: 'alert',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AlertCreated': {
        const { alert_id: _id, ...alert } = event.data;
        return { status: 'posted', alert };
      }
      case 'AlertEdited': {
        const { overwrote: _overwrote, ...alert } = event.data;
        return { status: 'posted', alert };
      }
      case 'AlertDeleted':
        return state.status === 'none' ? state : { status: 'deleted', alert: state.alert };
      // an emergency alert's stream: not an alert for players
      case 'EmergencyAlertRaised':
      case 'EmergencyAlertEnded':
        return state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Create': {
        const record = recordOf(command.actor, command.form, command.facts);
        // ids are fresh: a state here is a retry of this very create
        if (state.status !== 'none') return [];
        return [AlertCreated.of({ alert_id: command.alert_id, ...record })];
      }
      case 'Edit': {
        if (state.status !== 'posted') throw NOT_FOUND();
        const overwrote: Overwrote = checkOwnership(command.actor, state.alert, 'edit', command.overwrite);
        const record = recordOf(command.actor, command.form, command.facts);
        if (sameRecord(record, state.alert)) return [];
        return [AlertEdited.of({ ...record, overwrote })];
      }
      case 'Delete': {
        if (state.status === 'none') throw NOT_FOUND();
        // a second delete (a retry, or two admins at once) finds nothing left to do
        if (state.status === 'deleted') {
          if (!reachesClient(command.actor, state.alert.client_id)) throw new ForbiddenError();
          return [];
        }
        const overwrote = checkOwnership(command.actor, state.alert, 'delete', command.overwrite);
        return [AlertDeleted.of({ overwrote })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
