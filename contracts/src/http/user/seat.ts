import Type, { type Static } from 'typebox';
import { Password, SessionIdField, Strict, WithToken } from '../fields.ts';
import { post } from '../route.ts';
import { Username } from './login.ts';

/** A saved seat as the kiosk keeps it: `timer` is the milliseconds left. */
export const SavedSeat = Type.Object({
  active: Type.Literal(1),
  timer: Type.Integer({ minimum: 0, description: 'ms left: 600000 for a player, 3600000 for an admin' }),
  expires_at: Type.String({ format: 'date-time' }),
});
export type SavedSeat = Static<typeof SavedSeat>;

/** Save the session's seat on its pod: the server logs it out when the timer runs out. */
export const userSaveSeat = post('/user/save_seat', {
  body: Strict({
    ...WithToken,
    session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
    session_id: Type.Optional(SessionIdField),
  }),
  data: SavedSeat,
});

/** Unlock the saved seat with the session user's email (`username`, or `email`) and password ('invalid' when wrong). */
export const userUnlockUser = post('/user/unlock_user', {
  body: Strict({
    ...WithToken,
    session_id_key: Type.Optional(Type.String({ maxLength: 256 })),
    session_id: Type.Optional(SessionIdField),
    username: Type.Optional(Username),
    email: Type.Optional(Type.String({ maxLength: 254, description: 'the same as username' })),
    password: Password,
  }),
  data: Type.Object({ active: Type.Literal(0) }),
});
