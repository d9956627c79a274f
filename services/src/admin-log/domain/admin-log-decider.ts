import {
  AdminLogEntryEdited,
  AdminLogEntryWritten,
  type Decider,
  ForbiddenError,
  NotFoundError,
} from '@gamepod/events';
import { type AdminLogActor, mayEditLog, mayWriteLog } from './admin-log-access.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type AdminLogEvent = Of<typeof AdminLogEntryWritten> | Of<typeof AdminLogEntryEdited>;

export type { AdminLogActor };

/** The pod an entry is about, as the kiosk session key named it. */
export type AdminLogPod = { readonly id: string; readonly client_id: string; readonly lab_id: string };

export type AdminLogState =
  | { readonly status: 'none' }
  | {
      readonly status: 'written';
      readonly pod_id: string;
      readonly client_id: string;
      /** Who wrote it: they may rewrite it whatever their role. */
      readonly author_id: string;
      readonly message: string;
    };

export type AdminLogCommand =
  | {
      readonly type: 'Write';
      readonly actor: AdminLogActor;
      readonly entry_id: string;
      readonly pod: AdminLogPod;
      readonly message: string;
    }
  | { readonly type: 'Edit'; readonly actor: AdminLogActor; readonly pod: AdminLogPod; readonly message: string };

/**
 * An admin log entry (gp.evt.admin_log.<id>): what an admin signed in on a pod wrote about it.
 * An entry is rewritten only from the same pod's dashboard, by those `mayEditLog` names; it keeps
 * its author and time, and each rewrite names its editor.
 */
export const adminLogDecider: Decider<AdminLogCommand, AdminLogState, AdminLogEvent> = {
  aggregate: 'admin_log',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminLogEntryWritten':
        return {
          status: 'written',
          pod_id: event.data.pod_id,
          client_id: event.data.client_id,
          author_id: event.data.user_id,
          message: event.data.message,
        };
      case 'AdminLogEntryEdited':
        return state.status === 'written' ? { ...state, message: event.data.message } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    if (!mayWriteLog(command.actor, command.pod.client_id)) throw new ForbiddenError();
    switch (command.type) {
      case 'Write':
        // ids are fresh: a state here is a retry of this very write
        if (state.status !== 'none') return [];
        return [
          AdminLogEntryWritten.of({
            entry_id: command.entry_id,
            pod_id: command.pod.id,
            client_id: command.pod.client_id,
            lab_id: command.pod.lab_id,
            user_id: command.actor.user_id,
            user_email: command.actor.email,
            message: command.message,
          }),
        ];
      case 'Edit':
        if (state.status === 'none' || state.pod_id !== command.pod.id) {
          throw new NotFoundError('This log entry does not exist', { field: 'edit_id' });
        }
        if (!mayEditLog(command.actor, state)) throw new ForbiddenError();
        if (state.message === command.message) return [];
        return [
          AdminLogEntryEdited.of({
            message: command.message,
            user_id: command.actor.user_id,
            user_email: command.actor.email,
          }),
        ];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
