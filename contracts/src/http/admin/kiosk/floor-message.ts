import Type, { type Static } from 'typebox';
import { Id, RequiredText, Strict, WithToken } from '../../fields.ts';
import { post } from '../../route.ts';

/** The longest message staff may send a pod from the floor. */
export const STAFF_MESSAGE_MAX = 280;

export const FloorMessageBody = Strict({
  pod_id: Id,
  message: RequiredText(STAFF_MESSAGE_MAX, 'what the pod shows in its "Message from staff" dialog'),
  ...WithToken,
});
export type FloorMessageBody = Static<typeof FloorMessageBody>;

export const FloorMessageSent = Type.Object({
  pod_id: Type.String(),
  sent_at: Type.String({ format: 'date-time' }),
});
export type FloorMessageSent = Static<typeof FloorMessageSent>;

/**
 * The floor's Message: staff send a short text to a pod, which its kiosk shows at once in a
 * dialog (`message-send` 'staff_message' on `pod.<id>`). Not in the spec; it sits under the
 * floor's prefix with the floor's permissions (client admins their own client's pods, super
 * admins any).
 */
export const adminKioskFloorMessage = post('/admin/kiosk/floor/message', {
  body: FloorMessageBody,
  data: FloorMessageSent,
});
