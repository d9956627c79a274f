import {
  type Decider,
  EmergencyAlertEnded,
  EmergencyAlertRaised,
  type EventData,
  ForbiddenError,
  NotFoundError,
} from '@gamepod/events';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { type AskedScope, checkReach, type ReachFacts, reachesClient } from './alert-access.ts';
import type { AlertStreamEvent } from './alert-stream.ts';

export type { EmergencyAlertEvent } from './alert-stream.ts';

export type EmergencyAlertState =
  | { readonly status: 'none' }
  | { readonly status: 'raised' | 'ended'; readonly client_id: string | null };

/** What an admin types into the emergency form. */
export type EmergencyForm = Pick<EventData<typeof EmergencyAlertRaised>, 'title' | 'content' | 'expire'>;

/** The admin raising or ending an emergency alert, from their session. */
export type EmergencyActor = { readonly user_id: string; readonly role: number; readonly client_id: string | null };

export type EmergencyAlertCommand =
  | {
      readonly type: 'RaiseEmergency';
      readonly actor: EmergencyActor;
      readonly alert_id: string;
      readonly scope: AskedScope;
      /** The client and lab the scope names, read from their events; null when there is none. */
      readonly facts: ReachFacts;
      readonly form: EmergencyForm;
    }
  | { readonly type: 'EndEmergency'; readonly actor: EmergencyActor; readonly alert_id: string };

/** The emergency call names its client and lab in these fields. */
const EMERGENCY_FIELDS = { client: 'client_id', lab: 'lab_id' } as const;

/** Emergency alerts are for admins: a super admin anywhere, a client admin on their own client's pods. */
function assertAdmin(actor: EmergencyActor): void {
  if (actor.role !== SUPER_ADMIN && actor.role !== CLIENT_ADMIN) throw new ForbiddenError();
}

/**
 * An emergency alert (gp.evt.alert.<id>): raised once for every pod in its scope, by a super
 * admin (everyone, any client, any lab) or a client admin (their own client or one of its labs),
 * and ended early by either of them. Pods show it until acknowledged, ended or expired.
 */
export const emergencyAlertDecider: Decider<EmergencyAlertCommand, EmergencyAlertState, AlertStreamEvent> = {
  aggregate: 'alert',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'EmergencyAlertRaised':
        return { status: 'raised', client_id: event.data.client_id };
      case 'EmergencyAlertEnded':
        return state.status === 'none' ? state : { status: 'ended', client_id: state.client_id };
      // an alert for players' stream: not an emergency alert
      case 'AlertCreated':
      case 'AlertEdited':
      case 'AlertDeleted':
        return state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RaiseEmergency': {
        assertAdmin(command.actor);
        const reach = checkReach(command.actor, command.scope, command.facts, EMERGENCY_FIELDS);
        // ids are fresh: a state here is a retry of this very raise
        if (state.status !== 'none') return [];
        return [EmergencyAlertRaised.of({ alert_id: command.alert_id, ...reach, ...command.form })];
      }
      case 'EndEmergency': {
        assertAdmin(command.actor);
        if (state.status === 'none')
          throw new NotFoundError('This emergency alert does not exist', { field: 'alert_id' });
        if (!reachesClient(command.actor, state.client_id)) throw new ForbiddenError();
        if (state.status === 'ended') return [];
        return [EmergencyAlertEnded.of({ alert_id: command.alert_id })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
