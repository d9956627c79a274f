import {
  CommandTypeSchema,
  MAC_ADDRESS_PATTERN,
  POD_ID_KEY_PATTERN,
  SeatSchema,
  VOLUME_MAX,
  VOLUME_MIN,
  XdSchema,
} from '@gamepod/contracts/catalogues';
import Type, { type TSchema } from 'typebox';
import { defineEvent, type EventDefinition } from '../define-event.ts';

const nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);
const Text = (description?: string) => Type.String({ minLength: 1, maxLength: 255, description });

/** The fields an admin edits; a pod never changes client or key, so those are only in PodDeployed. */
const podFields = {
  lab_id: Text('the lab the pod stands in; same client'),
  mac_address: Type.String({ pattern: MAC_ADDRESS_PATTERN, description: 'unique by claim (kind mac)' }),
  ip_address: Text(),
  pod_type_id: Type.Integer({ minimum: 1, description: 'see POD_TYPES' }),
  nav_id: Text("the client's seat licence (nav) this pod uses"),
  nav_id_left: nullable(Text()),
  nav_id_right: nullable(Text()),
  nav_id_rear: nullable(Text()),
  lan_ip: nullable(Text()),
  wan_ip: nullable(Text()),
  xd1: XdSchema,
  xd2: XdSchema,
  seat: SeatSchema,
  note: nullable(Type.String({ maxLength: 2000 })),
  is_active: Type.Boolean(),
  with_keyboard: Type.Boolean(),
  pro: Type.Boolean(),
};

export const PodDeployed = defineEvent({
  type: 'PodDeployed',
  aggregate: 'pod',
  description:
    'An admin deployed a pod in a lab. Its MAC address and pod_id_key were claimed (kinds mac and pod_key) just before.',
  schema: Type.Object({
    client_id: Text('never changes'),
    pod_id_key: Type.String({ pattern: POD_ID_KEY_PATTERN, description: "the station's secret; never changes" }),
    ...podFields,
  }),
});

export const PodUpdated = defineEvent({
  type: 'PodUpdated',
  aggregate: 'pod',
  description: "An admin saved the pod's form; every field is the new value.",
  schema: Type.Object(podFields),
});

export const PodDeleted = defineEvent({
  type: 'PodDeleted',
  aggregate: 'pod',
  description: 'An admin deleted the pod; its MAC and pod_id_key claims are released right after.',
  schema: Type.Object({}),
});

export const PodLockoutChanged = defineEvent({
  type: 'PodLockoutChanged',
  aggregate: 'pod',
  description:
    'The pod was locked out or let back in by a lockout/unlockout command (same commit). Earlier ones were also reported by the kiosk page; the station now reports its lock itself (PodConsoleStatusChanged).',
  schema: Type.Object({ lock_out: Type.Boolean() }),
});

export const PodVolumeSet = defineEvent({
  type: 'PodVolumeSet',
  aggregate: 'pod',
  description: "The pod's volume was set from its kiosk page (0–50; the slider shows twice the value as a percentage).",
  schema: Type.Object({ volume: Type.Integer({ minimum: VOLUME_MIN, maximum: VOLUME_MAX }) }),
});

export const PodCommandIssued = defineEvent({
  type: 'PodCommandIssued',
  aggregate: 'pod',
  version: 2,
  description:
    "Staff (or a player, for a game on their own pod) sent the pod a command. The pod's bridge reads its subject through a durable consumer, skips it after expires_at, and records the outcome. Version 2 added players: how many play a launched game on a group pod (null otherwise).",
  schema: Type.Object({
    command_id: Text('UUIDv7'),
    command_type: CommandTypeSchema,
    command_value: nullable(Type.String({ maxLength: 500 })),
    command_platform: nullable(Type.String({ maxLength: 16 })),
    expires_at: Type.String({ format: 'date-time', description: 'UTC, ISO 8601' }),
    request_pod_id: nullable(Text('the pod an admin sent it from, when on a pod')),
    players: nullable(
      Type.Integer({ minimum: 1, maximum: 4, description: 'a game launch on a group pod: how many play' }),
    ),
  }),
  // version 1 had no player count: its games were launched for one
  upcasters: { 1: (data) => ({ ...data, players: null }) },
});

export const PodKioskSessionStarted = defineEvent({
  type: 'PodKioskSessionStarted',
  aggregate: 'pod',
  description:
    "A kiosk page validated the pod's pod_id_key and got a session_id_key (only its sha256 is kept) and a remote id for the phone QR code. It ends no other session of the pod; services end it when it goes unused.",
  schema: Type.Object({
    session_id_key_hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'hex sha256 of the session_id_key' }),
    remote_id_key: Text('shown in the QR code, so not a secret'),
  }),
});

export const PodStationEnrolled = defineEvent({
  type: 'PodStationEnrolled',
  aggregate: 'pod',
  description:
    "The pod's station enrolled: its bridge registered with the pod_id_key while no station was enrolled, and got a station secret (only its sha256 is kept) and NATS credentials for the nkey it named. From now on the bridge registers with that secret; the pod_id_key alone is refused.",
  schema: Type.Object({
    station_secret_hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'hex sha256 of the station secret' }),
    nats_user_key: Type.String({
      pattern: '^U[A-Z2-7]{55}$',
      description: "the station's NATS user public key (its seed never leaves the station); revoked with the station",
    }),
  }),
});

export const PodStationEnrolmentReopened = defineEvent({
  type: 'PodStationEnrolmentReopened',
  aggregate: 'pod',
  description:
    "An admin let the pod's station enrol again (a re-imaged station that lost its secret): the enrolled station's NATS credentials were revoked, and the next registration with the pod_id_key enrols.",
  schema: Type.Object({}),
});

export const PodCommandExpired = defineEvent({
  type: 'PodCommandExpired',
  aggregate: 'pod',
  description:
    "A command's expires_at passed with no outcome from the pod's bridge: it will not run. Appended by services when the command's due timer fires; an outcome reported first cancels the timer.",
  schema: Type.Object({ command_id: Text('the PodCommandIssued it ends') }),
});

/** Every pod event, for the catalogue. */
export const POD_EVENTS: readonly EventDefinition[] = [
  PodDeployed,
  PodUpdated,
  PodDeleted,
  PodLockoutChanged,
  PodVolumeSet,
  PodCommandIssued,
  PodKioskSessionStarted,
  PodStationEnrolled,
  PodStationEnrolmentReopened,
  PodCommandExpired,
];
