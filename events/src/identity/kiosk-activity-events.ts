import { GUESTS_MAX, KioskActivity } from '@gamepod/contracts/catalogues';
import Type, { type Static } from 'typebox';
import { defineEvent } from '../define-event.ts';

export const PodActivityRecorded = defineEvent({
  type: 'PodActivityRecorded',
  aggregate: 'kiosk',
  description:
    "The pod's kiosk page moved to another activity (a screen, a game, idle, asleep), recorded on gp.evt.kiosk.<pod_id> only when it changed: the page re-sends its activity every 60 s, and repeats are telemetry, not history.",
  schema: Type.Object({
    activity: KioskActivity,
    game_id: Type.Union([Type.String({ minLength: 1, maxLength: 128 }), Type.Null()]),
    guests: Type.Union([Type.Integer({ minimum: 1, maximum: GUESTS_MAX }), Type.Null()]),
    user_id: Type.Union([
      Type.String({ minLength: 1, description: 'the player signed in on the pod, when the page sent their token' }),
      Type.Null(),
    ]),
  }),
});
export type PodActivity = Static<typeof PodActivityRecorded.schema>;

/** Whether the kiosk page reaches the station's local helper: `up`, or `down` with what the page saw. */
export const HelperLinkState = Type.Union([Type.Literal('up'), Type.Literal('down')]);

export const PodHelperLinkReported = defineEvent({
  type: 'PodHelperLinkReported',
  aggregate: 'kiosk',
  description:
    "The pod's kiosk page lost its link to the station's local helper ('Flask API server doesn't work now!') or got it back, recorded on gp.evt.kiosk.<pod_id> only when the state changed. Staff see a pod whose page cannot reach its helper as offline with that message.",
  schema: Type.Object({
    state: HelperLinkState,
    message: Type.Union([
      Type.String({ minLength: 1, maxLength: 500, description: 'what the page saw when the link failed' }),
      Type.Null(),
    ]),
  }),
});
export type PodHelperLink = Static<typeof PodHelperLinkReported.schema>;

/** The kiosk aggregate's event types, for the catalogue. */
export const KIOSK_ACTIVITY_EVENTS = [PodActivityRecorded, PodHelperLinkReported] as const;
