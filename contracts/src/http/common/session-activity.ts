import Type, { type Static } from 'typebox';
import { KioskActivity } from '../../catalogues/catalogue-schemas.ts';
import { GUESTS_MAX } from '../../catalogues/kiosk-activities.ts';
import { Flag, KioskKeys, Nullable, Strict } from '../fields.ts';
import { post } from '../route.ts';

/** GameId: a number in the original product, an id string in ours. */
export const GameIdField = Type.Union([Type.String({ minLength: 1, maxLength: 128 }), Type.Integer({ minimum: 0 })]);

/** What the pod is doing now, as recorded. */
export const ActivityState = Type.Object({
  activity: Nullable(KioskActivity),
  game_id: Nullable(Type.String()),
  guests: Nullable(Type.Integer()),
  // 1 when this call changed the activity; a repeat records nothing
  recorded: Flag,
});
export type ActivityState = Static<typeof ActivityState>;

/** Save the pod's session activity (a login, sign-up or password screen, idle, asleep). */
export const sessionSave = post('/session/save', {
  body: Strict({ ...KioskKeys, activity: Type.Optional(KioskActivity) }),
  data: ActivityState,
});

/** Log what the pod is doing now: a screen, a game (game_id) and how many play (guests). */
export const sessionActivityUpdate = post('/session/activity_update', {
  body: Strict({
    ...KioskKeys,
    activity: KioskActivity,
    game_id: Type.Optional(Nullable(GameIdField)),
    guests: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: GUESTS_MAX }))),
  }),
  data: ActivityState,
});
