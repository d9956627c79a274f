import { type Decider, StaffMessageAcknowledged, StaffMessageSent, ValidationError } from '@gamepod/events';

export type StaffMessageEvent = ReturnType<typeof StaffMessageSent.of> | ReturnType<typeof StaffMessageAcknowledged.of>;

/**
 * Staff send the pod (gp.evt.staff_message.<pod id>) a message from the floor view; the pod's
 * kiosk acknowledges the messages up to one sent at `sent_at`.
 */
export type StaffMessageCommand =
  | { readonly type: 'Send'; readonly client_id: string; readonly message: string }
  | { readonly type: 'Acknowledge'; readonly client_id: string; readonly sent_at: string };

/** How far the pod's kiosk has acknowledged: the time of the last message it is done with. */
export type StaffMessageState = { readonly acknowledged_through: string | null };

const later = (a: string, b: string | null) => b === null || Date.parse(a) > Date.parse(b);

/**
 * The floor's messages to a pod. Every message is a fact of its own, which the pod's kiosk
 * hears of through a reaction or reads when it connects. The text is kept trimmed, and a text
 * that is blank once trimmed is refused. An acknowledgement covers every message up to the
 * one it names, so acknowledging an earlier or the same message again changes nothing, and
 * no message is from the future. Who may send to the pod, and that the acknowledged message
 * was sent, is checked before it is asked.
 */
export const staffMessageDecider: Decider<StaffMessageCommand, StaffMessageState, StaffMessageEvent> = {
  aggregate: StaffMessageSent.aggregate,
  initialState: () => ({ acknowledged_through: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'StaffMessageSent':
        return state;
      case 'StaffMessageAcknowledged':
        return later(event.data.sent_at, state.acknowledged_through)
          ? { acknowledged_through: event.data.sent_at }
          : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Send': {
        const message = command.message.trim();
        if (!message) throw new ValidationError('Please enter a message', { field: 'message' });
        return [StaffMessageSent.of({ client_id: command.client_id, message })];
      }
      case 'Acknowledge': {
        if (Number.isNaN(Date.parse(command.sent_at)) || Date.parse(command.sent_at) > ctx.now.getTime()) {
          throw new ValidationError('sent_at: is not the time of a message sent to this pod', { field: 'sent_at' });
        }
        if (!later(command.sent_at, state.acknowledged_through)) return [];
        return [StaffMessageAcknowledged.of({ client_id: command.client_id, sent_at: command.sent_at })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
