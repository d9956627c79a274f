import { ALERT_SCOPES, EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Id = Type.String({ minLength: 1 });

export const EmergencyAlertRaised = defineEvent({
  type: 'EmergencyAlertRaised',
  aggregate: 'alert',
  version: 2,
  description:
    "An admin raised an emergency alert for every pod in its scope (all of them, one client's or one lab's); each pod shows it as '{client} Emergency Alert System' until acknowledged, ended, or `expire` seconds pass. Version 1 reached one lab.",
  schema: Type.Object({
    alert_id: Id,
    scope: Type.Enum(ALERT_SCOPES),
    client_id: Type.Union([Id, Type.Null()], { description: 'null for global' }),
    lab_id: Type.Union([Id, Type.Null()], { description: 'set for scope lab only' }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    expire: Type.Integer({ minimum: EMERGENCY_EXPIRE_MIN, maximum: EMERGENCY_EXPIRE_MAX, description: 'seconds' }),
  }),
  // version 1 always named one lab of one client
  upcasters: { 1: (data) => ({ ...data, scope: 'lab' }) },
});

export const EmergencyAlertEnded = defineEvent({
  type: 'EmergencyAlertEnded',
  aggregate: 'alert',
  description: 'An admin ended an emergency alert before it expired: the pods in its scope take it off the screen.',
  schema: Type.Object({ alert_id: Id }),
});

/** The emergency alert's event types, for the catalogue. */
export const ALERT_EVENTS = [EmergencyAlertRaised, EmergencyAlertEnded] as const;
