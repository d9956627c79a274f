import Type, { type Static } from 'typebox';
import { PlayerAlert } from '../http/common/player-alerts.ts';
import { SystemMessageEntry } from '../http/common/system-messages.ts';
import { Nullable } from '../http/fields.ts';
import { StaffMessageEntry } from '../http/pod/staff-messages.ts';

// What `message-send` carries in `data` for alerts and system messages, on `pod.<id>`.

/** 'alert': an alert for players started showing; a signed-in player reads it now. */
export const AlertOnPod = PlayerAlert;

/** 'system_message': a text the kiosk looks up by key changed; `removed_key` reads its built-in text again. */
export const SystemMessageChange = Type.Object({
  message: SystemMessageEntry,
  removed_key: Nullable(Type.String()),
});
export type SystemMessageChange = Static<typeof SystemMessageChange>;

/** 'staff_message': staff sent the pod a message from the floor view; the kiosk shows it in a dialog. */
export const StaffMessageOnPod = StaffMessageEntry;
export type StaffMessageOnPod = Static<typeof StaffMessageOnPod>;
