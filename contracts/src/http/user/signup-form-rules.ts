// Sign-up, in its two steps: the account (email, password, the password again), then the
// player (first name, mobile number, date of birth). A blank one is refused naming it with the
// kiosk's 'generic-required-message'; a blank mobile number or birth date answers the key of
// its format, as a malformed one does.
import type { Static } from 'typebox';
import { formRules } from '../form-rules.ts';
import type { userRegister } from './register.ts';

type RegisterBody = Static<typeof userRegister.body>;

/** Step 1: the account. */
export const SIGNUP_ACCOUNT_FORM_RULES = formRules<RegisterBody>()({
  msg_key: 'generic-required-message',
  sendsKey: true,
  fields: [{ field: 'email' }, { field: 'password' }, { field: 'password_again' }],
});

/** Step 2: the player. */
export const SIGNUP_PROFILE_FORM_RULES = formRules<RegisterBody>()({
  msg_key: 'generic-required-message',
  sendsKey: true,
  fields: [
    { field: 'first_name' },
    { field: 'phone', msg_key: 'register-phone-limit-error', message: 'phone: must look like 555-123-4567' },
    { field: 'dob', msg_key: 'register-dob-format-error', message: 'dob: must be a date like 05/31/1990' },
  ],
});
