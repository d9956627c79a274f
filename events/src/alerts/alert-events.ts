import { ALERT_HEAD_MAX, ALERT_SCOPES, ALERT_SUB_MAX, ALERT_TYPES } from '@gamepod/contracts/catalogues';
import Type, { type TSchema } from 'typebox';
import { defineEvent } from '../define-event.ts';

const Id = Type.String({ minLength: 1, maxLength: 128 });
const nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);
const Instant = (description: string) => nullable(Type.String({ format: 'date-time', description }));

/** Who wrote an alert last: an alert belongs to whoever edited it last ('Last edit by'). */
const owner = {
  owner_id: Id,
  owner_email: Type.String({ minLength: 1, maxLength: 254 }),
  owner_role: Type.Integer({ minimum: 2, maximum: 4, description: 'facilitator 2, client admin 3, super admin 4' }),
};

/** What the Alerts form holds, as saved. */
const content = {
  type: Type.Enum(ALERT_TYPES),
  text_head: Type.String({ minLength: 1, maxLength: ALERT_HEAD_MAX }),
  text_sub: Type.String({ maxLength: ALERT_SUB_MAX, description: "'' when left empty" }),
  scope: Type.Enum(ALERT_SCOPES),
  client_id: nullable(Id),
  lab_id: nullable(Id),
  active_start: Instant('UTC; null with active_until null: no window, shown from now on'),
  active_until: Instant('UTC; after start'),
  enable: Type.Boolean(),
};

/** Someone's alert that an admin changed or deleted after the warning: whose edit was lost. */
const Overwrote = nullable(
  Type.Object({ user_id: Id, email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false }),
);

export const AlertCreated = defineEvent({
  type: 'AlertCreated',
  aggregate: 'alert',
  description:
    "Staff posted an alert for players: everyone's pods (global), one client's or one lab's, optionally only between active_start and active_until. Players meet it at login, or live when it starts while they play.",
  schema: Type.Object({ alert_id: Id, ...content, ...owner }),
});

export const AlertEdited = defineEvent({
  type: 'AlertEdited',
  aggregate: 'alert',
  description:
    "The alert as it was saved again; its editor becomes its owner. `overwrote` names the previous owner when an admin went on after the warning 'Editing this alert will overwrite it...'.",
  schema: Type.Object({ ...content, ...owner, overwrote: Overwrote }),
});

export const AlertDeleted = defineEvent({
  type: 'AlertDeleted',
  aggregate: 'alert',
  description:
    "The alert was deleted; no player sees it any more. `overwrote` names its owner when an admin deleted someone else's alert after the warning.",
  schema: Type.Object({ overwrote: Overwrote }),
});

export const AlertRead = defineEvent({
  type: 'AlertRead',
  aggregate: 'player_alerts',
  description:
    "A player ticked an alert in the Important Alerts overlay on a pod: it is read, and the player's next logins leave it out.",
  schema: Type.Object({ alert_id: Id, pod_id: nullable(Id) }),
});

/** The player alerts' event types, for the catalogue. */
export const NOTICE_ALERT_EVENTS = [AlertCreated, AlertEdited, AlertDeleted, AlertRead] as const;
