import { MAC_ADDRESS_PATTERN, POD_ID_KEY_PATTERN, SeatSchema, XdSchema } from '@gamepod/events';
import Type from 'typebox';
import { WithToken } from '../../../../schemas/token.ts';
import { Nullable } from '../fleet-schemas.ts';

/** Aggregate ids are UUIDv7s; anything that is a literal subject token is accepted. */
export const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'UUIDv7' });
export const PodIdKey = Type.String({ pattern: POD_ID_KEY_PATTERN, description: 'GP-XXXX-XXXX-XXXX' });
/** The API's booleans (fleet contract): 1 or 0, in and out. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

// form controls send '' for an empty optional field
const OptionalId = Type.Optional(Type.Union([Id, Type.Null(), Type.Literal('')]));
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** The pod form (admin spec §3, required fields per §5). */
export const podFormFields = {
  ip_address: Type.String({ minLength: 1, maxLength: 45, description: 'IPv4 or IPv6' }),
  mac_address: Type.String({
    minLength: 1,
    maxLength: 32,
    description: 'any common notation; stored AA:BB:CC:DD:EE:FF',
  }),
  client_id: Id,
  lab_id: Id,
  pod_type_id: Type.Integer({ minimum: 1, description: 'see GET /admin/kiosk/pods_type' }),
  nav_id: Id,
  nav_id_left: OptionalId,
  nav_id_right: OptionalId,
  nav_id_rear: OptionalId,
  lan_ip: OptionalText(45),
  wan_ip: OptionalText(45),
  xd1: Type.Optional(XdSchema),
  xd2: Type.Optional(XdSchema),
  seat: SeatSchema,
  note: OptionalText(2000),
  is_active: Flag,
  with_keyboard: Flag,
  pro: Flag,
  ...WithToken,
};

export const DeployPodBody = Type.Object(podFormFields, { additionalProperties: false });
export const UpdatePodBody = Type.Object(
  { pod_id: Id, pod_id_key: PodIdKey, ...podFormFields },
  { additionalProperties: false },
);
export const PodIdBody = Type.Object({ pod_id: Id, ...WithToken }, { additionalProperties: false });
export const PodIdQuery = Type.Object({ pod_id: Id, ...WithToken });

/** A pod's form as the edit screen and the MAC check show it. */
export const PodFormReply = Type.Object({
  id: Type.String(),
  pod_id_key: Type.String(),
  client_id: Type.String(),
  lab_id: Type.String(),
  ip_address: Type.String(),
  mac_address: Type.String({ pattern: MAC_ADDRESS_PATTERN }),
  pod_type_id: Type.Integer(),
  nav_id: Type.String(),
  nav_id_left: Nullable(Type.String()),
  nav_id_right: Nullable(Type.String()),
  nav_id_rear: Nullable(Type.String()),
  lan_ip: Nullable(Type.String()),
  wan_ip: Nullable(Type.String()),
  xd1: Type.String(),
  xd2: Type.String(),
  seat: Type.String(),
  note: Nullable(Type.String()),
  is_active: Flag,
  with_keyboard: Flag,
  pro: Flag,
});

/** One row of Manage Your Pods and of the super admin's Client Pods. */
export const PodListRow = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  lab_id: Type.String(),
  pod_id_key: Type.String(),
  pod_id_masked: Type.String({ description: "GP-••••-••••-XXXX, for the list's eye toggle" }),
  nav_id: Type.String(),
  license: Nullable(Type.String()),
  letter: Nullable(Type.String()),
  podnav: Nullable(Type.Object({ license: Type.String() })),
  seat: Type.String(),
  pod_type_id: Type.Integer(),
  is_active: Flag,
  with_keyboard: Flag,
  lock_out: Flag,
  volume: Type.Integer(),
  activity: Nullable(
    Type.String({ description: "ACTIVE, IDLE, ASLEEP, or MISSING when the pod's heartbeats stopped (30 s)" }),
  ),
  OnlineDetail: Type.Object({ online: Flag, message: Type.String() }),
  ScreenshotDetail: Type.Object({
    url: Nullable(Type.String()),
    image: Nullable(Type.String()),
    age: Nullable(Type.Number()),
    message: Type.String(),
  }),
  latestsession: Nullable(
    Type.Object(
      {
        session_status: Type.Integer({ description: '1: a kiosk session with nobody logged in; 2: a player (later)' }),
        up_time: Nullable(Type.Integer({ description: 'minutes since the pod last reported; null if it never did' })),
        started_at: Type.String({ format: 'date-time' }),
        user: Type.Null({ description: 'the logged-in player, once player logins land' }),
        latestsessionlog: Type.Object({ activity: Nullable(Type.String()), game: Nullable(Type.String()) }),
      },
      { description: "the station's latest session; null when its kiosk never opened one" },
    ),
  ),
});

export const PodListQuery = Type.Object({ client_id: Type.Optional(Id), lab_id: Type.Optional(Id), ...WithToken });

export const PodTypeReply = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() });
export const PalletReply = Type.Object({ id: Type.Integer(), value: Type.String({ description: '#rrggbb' }) });
