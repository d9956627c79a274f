import Type, { type Static } from 'typebox';
import { SeatSchema, XdSchema } from '../../../catalogues/catalogue-schemas.ts';
import { MAC_ADDRESS_PATTERN } from '../../../catalogues/id-patterns.ts';
import { Flag, Id, Nullable, WithToken } from '../../fields.ts';
import { FloorPod } from './floor.ts';

// form controls send '' for an empty optional field
const OptionalId = Type.Optional(Type.Union([Id, Type.Null(), Type.Literal('')]));
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** The pod form, as Deploy New Pod and Edit Pod send it. */
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

export const PodIdQuery = Type.Object({ pod_id: Id, ...WithToken });

/** A pod's form as the edit screen and the MAC check show it. */
export const PodForm = Type.Object({
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
export type PodForm = Static<typeof PodForm>;

/** A pod's latest screenshot: its age and where to load it (`url` is under /api/v1 and needs `&token=`). */
export const ScreenshotDetail = Type.Object({
  url: Nullable(Type.String()),
  image: Nullable(Type.String()),
  age: Nullable(Type.Number()),
  message: Type.String(),
});
export type ScreenshotDetail = Static<typeof ScreenshotDetail>;

/** The station's latest session; null when its kiosk never opened one. */
export const LatestSession = Type.Object(
  {
    session_status: Type.Integer({
      description: '1: a kiosk session with nobody signed in; 2: someone (a player, staff) is signed in',
    }),
    up_time: Nullable(Type.Integer({ description: 'minutes since the pod last reported; null if it never did' })),
    started_at: Type.String({ format: 'date-time' }),
    user: Nullable(
      Type.Object(
        { id: Type.String(), user_name: Type.String(), name: Type.String() },
        { description: 'who is signed in on the pod (session_status 2); null when nobody is' },
      ),
    ),
    latestsessionlog: Type.Object({ activity: Nullable(Type.String()), game: Nullable(Type.String()) }),
  },
  { description: "the station's latest session; null when its kiosk never opened one" },
);
export type LatestSession = Static<typeof LatestSession>;

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
  ScreenshotDetail,
  latestsession: Nullable(LatestSession),
  /** 1: a pod session is open on the pod that its station no longer holds (End session ends it). */
  stuck_session: Flag,
  /** The pod as the floor view shows it (the same read): who is on it, what they play, their time, the next reservation. */
  floor: FloorPod,
});
export type PodListRow = Static<typeof PodListRow>;

export const PodList = Type.Object({ pods: Type.Array(PodListRow), letters: Type.Array(Type.String()) });
export type PodList = Static<typeof PodList>;

/** A kind of station: `code` is what the kiosk and the helper speak; `value` is the label. */
export const PodTypeOption = Type.Object({ id: Type.Integer(), code: Type.String(), value: Type.String() });
export type PodTypeOption = Static<typeof PodTypeOption>;

/** An LED colour. */
export const Pallet = Type.Object({ id: Type.Integer(), value: Type.String({ description: '#rrggbb' }) });
export type Pallet = Static<typeof Pallet>;

export const Pallets = Type.Object({ pallets: Type.Array(Pallet) });
