import Type, { type Static } from 'typebox';
import { SessionIdKeyField, WithToken } from '../fields.ts';
import { get } from '../route.ts';

/** The player's time balance, and whether the lab of the session's pod is paid. */
export const RemainingTime = Type.Object({
  time: Type.Integer({ description: 'minutes' }),
  mode: Type.Union([Type.Literal('paid'), Type.Literal('free')]),
});
export type RemainingTime = Static<typeof RemainingTime>;

/** The session's user's minutes left. */
export const userRemainingTime = get('/user/remaining_time', {
  querystring: Type.Object({
    ...WithToken,
    session_id_key: Type.Optional(SessionIdKeyField),
    user_id: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  data: RemainingTime,
});
