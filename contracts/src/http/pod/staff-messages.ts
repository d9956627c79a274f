import Type, { type Static } from 'typebox';
import { KioskKeys, Strict } from '../fields.ts';
import { get, post } from '../route.ts';

/** A message staff sent the pod from the floor view: its text, and when it was sent (which names it). */
export const StaffMessageEntry = Type.Object({
  text: Type.String({ minLength: 1 }),
  sent_at: Type.String({ format: 'date-time' }),
});
export type StaffMessageEntry = Static<typeof StaffMessageEntry>;

/** The messages the pod's kiosk has still to show, oldest first. */
export const UnreadStaffMessages = Type.Object({ messages: Type.Array(StaffMessageEntry) });
export type UnreadStaffMessages = Static<typeof UnreadStaffMessages>;

/**
 * The staff messages the kiosk page's pod has not acknowledged and that are recent enough to
 * show (a kiosk that was not running when they were sent reads them when it connects). Not in
 * the spec; it sits under the pod's prefix with the page's live kiosk session.
 */
export const podStaffMessages = get('/pod/staff_messages', {
  querystring: Type.Object(KioskKeys),
  data: UnreadStaffMessages,
});

/**
 * The kiosk page is done with its pod's staff messages up to the one sent at `sent_at` (OK
 * pressed, or the player it was for signed out): none of them shows again. Replies with the
 * messages still to show. Not in the spec.
 */
export const podStaffMessagesAcknowledge = post('/pod/staff_messages/acknowledge', {
  body: Strict({ sent_at: Type.String({ format: 'date-time' }), ...KioskKeys }),
  data: UnreadStaffMessages,
});
