import Type from 'typebox';
import { Email, Password, Strict } from '../fields.ts';
import { Empty, post } from '../route.ts';

const Ticket = Type.String({ minLength: 1, maxLength: 256, description: 'the reset ticket send_code returned' });

/** Mail a 6-digit code to the account with this email, if there is one; the reply is the same either way. */
export const userResetPassSendCode = post('/user/reset-pass/send_code', {
  body: Strict({ username: Email }),
  data: Type.Object({ token: Ticket, message: Type.String(), message1: Type.String() }),
});

/** Check the mailed code. */
export const userResetPassVerifyCode = post('/user/reset-pass/verify_code', {
  body: Strict({ code: Type.String({ pattern: '^[0-9]{6}$', description: 'exactly 6 digits' }), token: Ticket }),
  data: Empty,
});

/** Set the new password once the code is verified. */
export const userResetPassSavePassword = post('/user/reset-pass/save_password', {
  body: Strict({ token: Ticket, password: Password, confirm_password: Password }),
  data: Empty,
});
