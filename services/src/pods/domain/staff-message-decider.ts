import { type Decider, StaffMessageSent, ValidationError } from '@gamepod/events';

export type StaffMessageEvent = ReturnType<typeof StaffMessageSent.of>;

/** Staff send the pod (gp.evt.staff_message.<pod id>) a message from the floor view. */
export type StaffMessageCommand = { readonly type: 'Send'; readonly client_id: string; readonly message: string };

/**
 * The floor's messages to a pod. It keeps no state: every message is a fact of its own, which
 * the pod's kiosk hears of through a reaction. The text is kept trimmed, and a text that is
 * blank once trimmed is refused. Who may send to the pod is checked before it is asked.
 */
export const staffMessageDecider: Decider<StaffMessageCommand, null, StaffMessageEvent> = {
  aggregate: StaffMessageSent.aggregate,
  initialState: () => null,
  evolve: (state) => state,
  decide(command) {
    switch (command.type) {
      case 'Send': {
        const message = command.message.trim();
        if (!message) throw new ValidationError('Please enter a message', { field: 'message' });
        return [StaffMessageSent.of({ client_id: command.client_id, message })];
      }
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
