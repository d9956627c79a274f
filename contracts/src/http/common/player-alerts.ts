import Type, { type Static } from 'typebox';
import { ALERT_TYPES } from '../../catalogues/alert-catalogues.ts';
import { SessionIdKeyField, UuidId, WithToken } from '../fields.ts';
import { post } from '../route.ts';

/** An alert a player reads: the user session's `alerts`, and the live 'alert' push. */
export const PlayerAlert = Type.Object({
  id: Type.String(),
  type: Type.Enum(ALERT_TYPES),
  text_head: Type.String(),
  text_sub: Type.String(),
});
export type PlayerAlert = Static<typeof PlayerAlert>;

/** A player ticks an alert in the Important Alerts overlay (the kiosk's session key and the player's token). */
export const MarkAlertReadBody = Type.Object(
  { ...WithToken, session_id_key: SessionIdKeyField, alert_id: UuidId('the alert ticked') },
  { additionalProperties: false },
);
export type MarkAlertReadBody = Static<typeof MarkAlertReadBody>;

/** The player signed in on this pod ticked an alert: it is read, and their next logins leave it out. */
export const alertsMarkRead = post('/alerts/mark_read', {
  body: MarkAlertReadBody,
  data: Type.Object({ alert_id: Type.String() }),
});
