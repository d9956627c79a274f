import {
  type Decider,
  ForbiddenError,
  NotFoundError,
  SystemMessageCreated,
  SystemMessageEdited,
} from '@gamepod/events';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import type { SystemMessageForm } from './system-message-form.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type SystemMessageEvent = Of<typeof SystemMessageCreated> | Of<typeof SystemMessageEdited>;

export type SystemMessageState =
  | { readonly status: 'none' }
  | { readonly status: 'saved'; readonly message: SystemMessageForm };

export type SystemMessageCommand =
  | {
      readonly type: 'Create';
      readonly actor: { readonly role: number };
      readonly message_id: string;
      readonly form: SystemMessageForm;
    }
  | { readonly type: 'Edit'; readonly actor: { readonly role: number }; readonly form: SystemMessageForm };

const same = (a: SystemMessageForm, b: SystemMessageForm) =>
  a.msg_key === b.msg_key && a.type === b.type && a.text_head === b.text_head && a.text_sub === b.text_sub;

/**
 * A system message (gp.evt.system_message.<id>): a text saved under a key, which the kiosk and
 * the console show in place of the built-in text for that key. Only super admins write them;
 * the key is unique by claim (kind msg_key), taken by the caller before the append.
 */
export const systemMessageDecider: Decider<SystemMessageCommand, SystemMessageState, SystemMessageEvent> = {
  aggregate: 'system_message',
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SystemMessageCreated': {
        const { message_id: _id, ...message } = event.data;
        return { status: 'saved', message };
      }
      case 'SystemMessageEdited': {
        const { previous_key: _previous, ...message } = event.data;
        return { status: 'saved', message };
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    if (command.actor.role !== SUPER_ADMIN) throw new ForbiddenError();
    switch (command.type) {
      case 'Create':
        // ids are fresh: a state here is a retry of this very create
        if (state.status !== 'none') return [];
        return [SystemMessageCreated.of({ message_id: command.message_id, ...command.form })];
      case 'Edit': {
        if (state.status === 'none') throw new NotFoundError('This message does not exist', { field: 'edit_id' });
        if (same(state.message, command.form)) return [];
        return [SystemMessageEdited.of({ ...command.form, previous_key: state.message.msg_key })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
