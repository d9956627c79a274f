import Type, { type Static } from 'typebox';
import { ALERT_SCOPES, EMERGENCY_EXPIRE_MAX, EMERGENCY_EXPIRE_MIN } from '../../catalogues/alert-catalogues.ts';
import { Id, Nullable, Token } from '../alert-fields.ts';

// The emergency alert from the console: /admin/alerts/emergency (raise), …/end, …/list (roles 3, 4).

export const RaiseEmergencyBody = Type.Object(
  {
    token: Token,
    scope: Type.Optional(
      Type.Enum(ALERT_SCOPES, { description: 'global (super admins), client or lab; lab when left out' }),
    ),
    client_id: Type.Optional(Nullable(Id('the client, for scope client'))),
    lab_id: Type.Optional(Nullable(Id('the lab, for scope lab'))),
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

export const EndEmergencyBody = Type.Object(
  { token: Token, alert_id: Id('the alert') },
  { additionalProperties: false },
);

export const EmergencyListQuery = Type.Object({ token: Token }, { additionalProperties: false });

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
