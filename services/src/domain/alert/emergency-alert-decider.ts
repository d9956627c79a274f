import { type Decider, EmergencyAlertRaised, type EventData, NotFoundError } from '@gamepod/events';
import { assertMayAdminister, type PodActor } from '../pod/pod-access.ts';

export type AlertEvent = ReturnType<typeof EmergencyAlertRaised.of>;

export type AlertState = { readonly status: 'none' } | { readonly status: 'raised'; readonly lab_id: string };

/** What an admin types into the emergency form. */
export type EmergencyForm = Pick<EventData<typeof EmergencyAlertRaised>, 'title' | 'content' | 'expire'>;

export type AlertCommand = {
  readonly type: 'RaiseEmergency';
  readonly actor: PodActor;
  readonly alert_id: string;
  /** The lab, read from its events; null when there is no such lab. */
  readonly lab: { readonly id: string; readonly client_id: string } | null;
  readonly form: EmergencyForm;
};

export const LAB_NOT_FOUND = () => new NotFoundError('This lab does not exist', { field: 'lab_id' });

/**
 * An alert (gp.evt.alert.<id>). Minimal until the alerts issue: an emergency alert is
 * raised once for every pod of one lab, by a super admin or that lab's client admin.
 */
export const alertDecider: Decider<AlertCommand, AlertState, AlertEvent> = {
  aggregate: 'alert',
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'EmergencyAlertRaised':
        return { status: 'raised', lab_id: event.data.lab_id };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RaiseEmergency': {
        const { lab } = command;
        if (!lab) throw LAB_NOT_FOUND();
        assertMayAdminister(command.actor, lab.client_id);
        if (state.status === 'raised') return [];
        return [
          EmergencyAlertRaised.of({
            alert_id: command.alert_id,
            client_id: lab.client_id,
            lab_id: lab.id,
            ...command.form,
          }),
        ];
      }
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
