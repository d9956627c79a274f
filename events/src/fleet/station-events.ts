import { VOLUME_MAX, VOLUME_MIN } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/**
 * What a station's bridge writes, on its own subject `gp.evt.station.<pod id>` and nowhere
 * else: the facts it observes on its station's helper, and the outcomes of the pod commands
 * it carried out. A station is an untrusted writer, so the log is read with these rules:
 * on a station subject only these types count, their data is checked against the schema,
 * and their actor is the station whatever the message says. Services never write there,
 * and no station can write anywhere else. Heartbeats and activity pings are telemetry.
 */
export const STATION_AGGREGATE = 'station';

// spelled out: a union built with .map loses its literal types
const Slot = Type.Union([
  Type.Literal('xb'),
  Type.Literal('ps'),
  Type.Literal('sw'),
  Type.Literal('pc'),
  Type.Literal('na'),
  Type.Literal('start'),
]);

export const PodConsoleStatusChanged = defineEvent({
  type: 'PodConsoleStatusChanged',
  aggregate: STATION_AGGREGATE,
  description: 'The consoles attached to the station, or their disabled flags, changed (helper check/xds).',
  schema: Type.Object({
    xd1: Slot,
    xd2: Slot,
    xb_disabled: Type.Boolean(),
    ps_disabled: Type.Boolean(),
    sw_disabled: Type.Boolean(),
    pc_disabled: Type.Boolean(),
    pod_disabled: Type.Boolean(),
  }),
});

export const PodActivityChanged = defineEvent({
  type: 'PodActivityChanged',
  aggregate: STATION_AGGREGATE,
  description: 'The station went idle, asleep, or back to active (helper pod_idle / pod_asleep).',
  schema: Type.Object({ activity: Type.Union([Type.Literal('active'), Type.Literal('idle'), Type.Literal('asleep')]) }),
});

export const PodPhysicalLogoutPressed = defineEvent({
  type: 'PodPhysicalLogoutPressed',
  aggregate: STATION_AGGREGATE,
  description: "The station's physical logout button was pressed, or the player left the seat for 30 s.",
  schema: Type.Object({ reason: Type.Union([Type.Literal('button'), Type.Literal('seat')]) }),
});

export const PodGameStarted = defineEvent({
  type: 'PodGameStarted',
  aggregate: STATION_AGGREGATE,
  description: 'The helper reports a game started on the station.',
  schema: Type.Object({ platform: Type.String(), game_id: Type.Union([Type.String(), Type.Null()]) }),
});

export const PodGameEnded = defineEvent({
  type: 'PodGameEnded',
  aggregate: STATION_AGGREGATE,
  description: 'The helper reports no game playing any more.',
  schema: Type.Object({ platform: Type.String() }),
});

export const PodAudioChanged = defineEvent({
  type: 'PodAudioChanged',
  aggregate: STATION_AGGREGATE,
  description:
    "The station's volume (0–50) or mute changed, whoever changed it: the kiosk's slider, a staff or facilitator mute, the station's own buttons (helper check/vol_now). Its first answer after the bridge starts is recorded too.",
  schema: Type.Object({ volume: Type.Integer({ minimum: VOLUME_MIN, maximum: VOLUME_MAX }), muted: Type.Boolean() }),
});

export const PodKioskPageOpened = defineEvent({
  type: 'PodKioskPageOpened',
  aggregate: STATION_AGGREGATE,
  description:
    "The station's kiosk page connected to its bridge with a kiosk session (or got a new one): the sha256 of that page's session_id_key, never the key. The station vouches for that page: sign-ins made under any other kiosk session of the pod are not held by the station.",
  schema: Type.Object({ kiosk_session_hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
});

const CommandId = Type.String({ minLength: 1, maxLength: 255 });

export const PodCommandCompleted = defineEvent({
  type: 'PodCommandCompleted',
  aggregate: STATION_AGGREGATE,
  description: "The pod's bridge carried the command out.",
  schema: Type.Object({ command_id: CommandId, detail: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]) }),
});

export const PodCommandFailed = defineEvent({
  type: 'PodCommandFailed',
  aggregate: STATION_AGGREGATE,
  description: "The pod's bridge could not carry the command out, or skipped it because it had expired.",
  schema: Type.Object({ command_id: CommandId, message: Type.String({ minLength: 1, maxLength: 2000 }) }),
});

/** The facts a bridge observes on its station's helper. */
export const POD_OBSERVED_EVENTS = [
  PodConsoleStatusChanged,
  PodActivityChanged,
  PodPhysicalLogoutPressed,
  PodGameStarted,
  PodGameEnded,
  PodAudioChanged,
  PodKioskPageOpened,
] as const;

/** Every event type a station may write: the only types read from a station subject. */
export const STATION_EVENTS = [...POD_OBSERVED_EVENTS, PodCommandCompleted, PodCommandFailed] as const;
