import Type from 'typebox';
import { Password, Strict, WithToken } from '../fields.ts';
import { Empty, post } from '../route.ts';
import { PhoneLogin, PhoneLoginBody, Username } from '../user/login.ts';
import { UserSession } from '../user/user-session.ts';

/** The admin console's login: roles 3 and 4 only. `email` is the same as `username`, for a form labelled Email. */
export const adminLogin = post('/admin/login', {
  body: Strict({
    username: Type.Optional(Username),
    email: Type.Optional(Type.String({ maxLength: 254, description: 'the same as username' })),
    password: Password,
    login_type: Type.Optional(Type.String({ maxLength: 32, description: "'web' or 'mobile'" })),
  }),
  data: UserSession,
});

/** End the admin's session. */
export const adminLogout = post('/admin/logout', { body: Strict({ ...WithToken }), data: Empty });

/** Sign the admin console on the pod showing this QR code in from a phone: roles 3 and 4 only. */
export const adminMobileLogin = post('/admin/mobile_login', { body: PhoneLoginBody, data: PhoneLogin });
