import { EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

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
