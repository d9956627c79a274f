import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

// Facts a pod's bridge observes on its station's helper and records on the pod's subject
// (DESIGN.md decision 6). Heartbeats and activity pings are telemetry, not events.

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
  aggregate: 'pod',
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
  aggregate: 'pod',
  description: 'The station went idle, asleep, or back to active (helper pod_idle / pod_asleep).',
  schema: Type.Object({ activity: Type.Union([Type.Literal('active'), Type.Literal('idle'), Type.Literal('asleep')]) }),
});

export const PodPhysicalLogoutPressed = defineEvent({
  type: 'PodPhysicalLogoutPressed',
  aggregate: 'pod',
  description: "The station's physical logout button was pressed, or the player left the seat for 30 s.",
  schema: Type.Object({ reason: Type.Union([Type.Literal('button'), Type.Literal('seat')]) }),
});

export const PodGameStarted = defineEvent({
  type: 'PodGameStarted',
  aggregate: 'pod',
  description: 'The helper reports a game started on the station.',
  schema: Type.Object({ platform: Type.String(), game_id: Type.Union([Type.String(), Type.Null()]) }),
});

export const PodGameEnded = defineEvent({
  type: 'PodGameEnded',
  aggregate: 'pod',
  description: 'The helper reports no game playing any more.',
  schema: Type.Object({ platform: Type.String() }),
});

export const POD_OBSERVED_EVENTS = [
  PodConsoleStatusChanged,
  PodActivityChanged,
  PodPhysicalLogoutPressed,
  PodGameStarted,
  PodGameEnded,
] as const;
