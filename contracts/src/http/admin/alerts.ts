import Type, { type Static } from 'typebox';
import { ALERT_SCOPES } from '../../catalogues/alert-catalogues.ts';
import { EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '../../catalogues/form-limits.ts';
import { Id, Nullable, WithToken } from '../fields.ts';
import { Empty, get, post } from '../route.ts';

// The emergency alert from the console (roles 3 and 4): raise it in a scope, end it, list them.

export const RaiseEmergencyBody = Type.Object(
  {
    ...WithToken,
    scope: Type.Optional(
      Type.Enum(ALERT_SCOPES, { description: 'global (super admins), client or lab; lab when left out' }),
    ),
    client_id: Type.Optional(Nullable(Id)),
    lab_id: Type.Optional(Nullable(Id)),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    expire: Type.Integer({
      minimum: EMERGENCY_EXPIRE_MIN,
      maximum: EMERGENCY_EXPIRE_MAX,
      description: 'seconds the pods show it before acknowledging it themselves',
    }),
  },
  { additionalProperties: false },
);
export type RaiseEmergencyBody = Static<typeof RaiseEmergencyBody>;

export const RaisedEmergency = Type.Object({
  alert_id: Type.String(),
  pods: Type.Integer({ description: 'the pods it reaches' }),
});

export const EndEmergencyBody = Type.Object({ ...WithToken, alert_id: Id }, { additionalProperties: false });

export const EmergencyListQuery = Type.Object({ ...WithToken }, { additionalProperties: false });

/** Showing on the pods, ended by an admin, or past its expiry. */
export const EMERGENCY_STATUSES = ['on', 'ended', 'expired'] as const;

export const EmergencyRow = Type.Object({
  id: Type.String(),
  scope: Type.Enum(ALERT_SCOPES),
  client_id: Nullable(Type.String()),
  lab_id: Nullable(Type.String()),
  client_name: Nullable(Type.String()),
  lab_name: Nullable(Type.String()),
  title: Type.String(),
  content: Type.String(),
  expire: Type.Integer(),
  raised_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time', description: 'raised_at + expire' }),
  ended_at: Nullable(Type.String({ format: 'date-time' })),
  status: Type.Enum(EMERGENCY_STATUSES),
  seconds_left: Type.Integer({ description: '0 unless on' }),
});
export type EmergencyRow = Static<typeof EmergencyRow>;

export const EmergencyList = Type.Object({ alerts: Type.Array(EmergencyRow) });
export type EmergencyList = Static<typeof EmergencyList>;

/** Raise an emergency alert on every pod in a scope: everyone's, one client's or one lab's. */
export const adminAlertsEmergency = post('/admin/alerts/emergency', {
  body: RaiseEmergencyBody,
  data: RaisedEmergency,
});

/** End an emergency alert before it expires: the pods take it off the screen. */
export const adminAlertsEmergencyEnd = post('/admin/alerts/emergency/end', { body: EndEmergencyBody, data: Empty });

/** The emergency alerts the caller may see, newest first: showing, ended or expired. */
export const adminAlertsEmergencyList = get('/admin/alerts/emergency/list', {
  querystring: EmergencyListQuery,
  data: EmergencyList,
});
