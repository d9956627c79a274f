import Type, { type Static } from 'typebox';
import { SystemMessageEntry } from '../http/admin/system-messages.ts';
import { Nullable } from '../http/alert-fields.ts';
import { PlayerAlert } from '../http/common/alerts.ts';

// What `message-send` carries in `data` for alerts and system messages, on `pod.<id>`.

/** 'emergency_alert': show '{client} Emergency Alert System' for `expire` seconds. */
export const EmergencyAlertOnPod = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  expire: Type.Integer({ description: 'seconds left to show it' }),
  client: Type.String({ description: "the name of the pod's client" }),
});
export type EmergencyAlertOnPod = Static<typeof EmergencyAlertOnPod>;

/** 'emergency_alert_ended': an admin ended it; take it off the screen. */
export const EmergencyAlertEndedOnPod = Type.Object({ id: Type.String() });
export type EmergencyAlertEndedOnPod = Static<typeof EmergencyAlertEndedOnPod>;

/** 'alert': an alert for players started showing; a signed-in player reads it now. */
export const AlertOnPod = PlayerAlert;

/** 'system_message': a text the kiosk looks up by key changed; `removed_key` reads its built-in text again. */
export const SystemMessageChange = Type.Object({
  message: SystemMessageEntry,
  removed_key: Nullable(Type.String()),
});
export type SystemMessageChange = Static<typeof SystemMessageChange>;
