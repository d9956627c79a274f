import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/** How long an emergency alert stays on a pod's screen before it acknowledges itself (seconds). */
export const EMERGENCY_EXPIRE_MIN = 5;
export const EMERGENCY_EXPIRE_MAX = 600;

export const EmergencyAlertRaised = defineEvent({
  type: 'EmergencyAlertRaised',
  aggregate: 'alert',
  description:
    "An admin raised an emergency alert for every pod of a lab; each pod shows it as '{client} Emergency Alert System' until acknowledged or `expire` seconds pass.",
  schema: Type.Object({
    alert_id: Type.String({ minLength: 1 }),
    client_id: Type.String({ minLength: 1 }),
    lab_id: Type.String({ minLength: 1 }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    expire: Type.Integer({ minimum: EMERGENCY_EXPIRE_MIN, maximum: EMERGENCY_EXPIRE_MAX, description: 'seconds' }),
  }),
});

/** The alert aggregate's event types, for the catalogue. */
export const ALERT_EVENTS = [EmergencyAlertRaised] as const;
