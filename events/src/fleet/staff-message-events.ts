import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/**
 * The messages staff send pods from the floor view, on `gp.evt.staff_message.<pod id>`: one
 * fact per message, kept apart from the pod's own stream so a message never contends with a
 * pod command or an edit. Who sent it is the event's actor, and when is its time.
 */
export const STAFF_MESSAGE_AGGREGATE = 'staff_message';

export const StaffMessageSent = defineEvent({
  type: 'StaffMessageSent',
  aggregate: STAFF_MESSAGE_AGGREGATE,
  description:
    'Staff sent the pod (the stream\'s id) a message from the floor view: its kiosk shows the text in a "Message from staff" dialog. `client_id` is the pod\'s client when it was sent.',
  schema: Type.Object({
    client_id: Type.String({ minLength: 1, maxLength: 128 }),
    message: Type.String({ minLength: 1, maxLength: 280 }),
  }),
});

export const StaffMessageAcknowledged = defineEvent({
  type: 'StaffMessageAcknowledged',
  aggregate: STAFF_MESSAGE_AGGREGATE,
  description:
    "The pod's kiosk is done with the messages staff sent it up to `sent_at` (that message's time): OK was pressed on it, or the player it was meant for signed out. The kiosk shows none of them again, not after a reload either. `client_id` is the pod's client then.",
  schema: Type.Object({
    client_id: Type.String({ minLength: 1, maxLength: 128 }),
    sent_at: Type.String({ format: 'date-time' }),
  }),
});

/** The staff message aggregate's event types, for the catalogue. */
export const STAFF_MESSAGE_EVENTS = [StaffMessageSent, StaffMessageAcknowledged] as const;
