import Type, { type Static } from 'typebox';
import { Nullable, PodIdKey, Strict } from '../fields.ts';
import { post } from '../route.ts';

/** What a bridge needs to work for its pod: its NATS identity and where its things live. */
export const BridgeRegistration = Type.Object({
  pod_id: Type.String(),
  jwt: Nullable(
    Type.String({
      description: "the station's NATS user JWT for the nkey it enrolled with; null when NATS runs without auth",
    }),
  ),
  expires_at: Nullable(
    Type.String({ format: 'date-time', description: 'when the JWT stops working; register again before' }),
  ),
  station_secret: Type.Optional(
    Type.String({ description: 'answered once, to the registration that enrolled the station; keep it' }),
  ),
  nats_url: Type.Optional(Type.String()),
  stream: Type.String({ description: 'the events stream its consumer reads' }),
  consumer: Type.String({ description: 'its durable pull consumer, bridge_<pod id>' }),
  subject_prefix: Type.String({ description: 'first subject token: gp in production' }),
  inbox_prefix: Type.String({ description: 'the inboxPrefix it must connect with' }),
  screens_bucket: Type.String({ description: 'the KV bucket its screenshots go to' }),
});
export type BridgeRegistration = Static<typeof BridgeRegistration>;

/** A station's registration: enrolment (with its NATS user key), or a renewal (with its station secret). */
export const BridgeRegisterBody = Strict({
  pod_id_key: PodIdKey,
  station_secret: Type.Optional(
    Type.String({ minLength: 1, maxLength: 256, description: 'the secret enrolment answered; absent to enrol' }),
  ),
  nats_user_key: Type.Optional(
    Type.String({ pattern: '^U[A-Z2-7]{55}$', description: "to enrol: the station's own NATS user public key" }),
  ),
});
export type BridgeRegisterBody = Static<typeof BridgeRegisterBody>;

/** Register a station's bridge: enrol it once, then renew its NATS JWT with its station secret. */
export const bridgeRegister = post('/bridge/register', { body: BridgeRegisterBody, data: BridgeRegistration });
