import { GUESTS_MAX, KioskActivity } from '@gamepod/events';
import Type from 'typebox';
import { SessionIdKeyField } from '../../auth/kiosk-session.ts';
import { WithToken } from '../../schemas/token.ts';
import { Nullable } from '../admin/kiosk/fleet-schemas.ts';
import { Flag } from '../admin/kiosk/pods/pod-schemas.ts';

/** The lab's hours as the kiosk reads them (kiosk spec §3): in the pod session data and `/kiosk/schedule`. */
export const KioskScheduleFields = {
  timezone: Type.String(),
  schedule_start: Nullable(Type.String({ description: "today, 'hh:mm AM/PM' in the lab's time zone" })),
  schedule_end: Nullable(Type.String()),
  schedule_tomorrow: Nullable(Type.String({ description: "tomorrow's opening; null when closed tomorrow" })),
  schedule_closed: Nullable(Flag),
};
export const KioskScheduleReply = Type.Object(KioskScheduleFields);

/**
 * The keys a [kiosk] call carries: the page's session_id_key (checked by
 * requireKioskSession before the schema), and the player's session and token when one is
 * signed in.
 */
export const KioskKeys = {
  session_id_key: SessionIdKeyField,
  session_id: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Integer()])),
  ...WithToken,
};

/** The spec's GameId: a number in the original product, an id string in ours. */
export const GameIdField = Type.Union([Type.String({ minLength: 1, maxLength: 128 }), Type.Integer({ minimum: 0 })]);

export const ActivityBody = Type.Object(
  {
    ...KioskKeys,
    activity: KioskActivity,
    game_id: Type.Optional(Type.Union([GameIdField, Type.Null()])),
    guests: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: GUESTS_MAX }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const SaveSessionBody = Type.Object(
  { ...KioskKeys, activity: Type.Optional(KioskActivity) },
  { additionalProperties: false },
);

export const ActivityReply = Type.Object({
  activity: Type.Union([KioskActivity, Type.Null()]),
  game_id: Type.Union([Type.String(), Type.Null()]),
  guests: Type.Union([Type.Integer(), Type.Null()]),
  // 1 when this call changed the activity; a repeat records nothing
  recorded: Flag,
});

export const RemoteBody = Type.Object(
  {
    remote_id: Type.String({ minLength: 1, maxLength: 256, description: "the id in the pod's QR code" }),
    mode: Type.Optional(Type.Union([Type.Literal('register'), Type.Literal('forgot')])),
    ...WithToken,
  },
  { additionalProperties: false },
);

/** Remote session data (kiosk spec §3). */
export const RemoteReply = Type.Object({
  nav_name: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
});
