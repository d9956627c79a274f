import { SIGNUP_PROFILE_FORM_RULES } from '@gamepod/contracts/http';
import { parseUsDate } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { invalidField } from './identity-errors.ts';
import { MIN_PASSWORD_LENGTH, passwordLength } from './password-rules.ts';

/**
 * Sign-up step 1: the email's shape is the route schema's job; here the
 * password's length, in code points of its NFC form.
 * @throws ValidationError msg_key 'register-password-weak'
 */
export function checkNewPassword(password: string, msgKey = 'register-password-weak'): void {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) {
    throw invalidField('password', `must be at least ${MIN_PASSWORD_LENGTH} characters`, msgKey);
  }
}

/** The sign-up form as the kiosk sends it. */
export type SignupForm = {
  readonly user_name: string;
  readonly email: string;
  readonly password: string;
  readonly password_again: string;
  readonly first_name: string;
  readonly last_name?: string | null;
  readonly phone: string;
  readonly dob: string;
  readonly stream_default: 0 | 1;
};

/** What a sign-up records, once the form passed. */
export type SignupFields = {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string | null;
  readonly phone: string;
  /** 'YYYY-MM-DD'. */
  readonly dob: string;
  readonly stream_default: boolean;
};

const PHONE = /^[0-9]{3}-[0-9]{3}-[0-9]{4}$/;
const DOB = /^[0-9]{2}\/[0-9]{2}\/[0-9]{4}$/;

/**
 * Checks both sign-up steps in the kiosk's order and normalises them: the email lowercased,
 * the birth date as 'YYYY-MM-DD'. `today` ('YYYY-MM-DD') rules out births in the future.
 *
 * @throws ValidationError naming the field, with the kiosk's msg_key.
 */
export function readSignupForm(form: SignupForm, today: string): SignupFields {
  const email = form.email.trim().toLowerCase();
  if (form.user_name.trim().toLowerCase() !== email) throw invalidField('user_name', 'must be the email');
  checkNewPassword(form.password);
  if (form.password_again !== form.password) {
    throw invalidField('password_again', 'must match the password', 'register-password-notmatch');
  }
  refuseMissingFields(SIGNUP_PROFILE_FORM_RULES, form);
  const first_name = form.first_name.trim();
  const last_name = form.last_name?.trim() || null;
  const phone = form.phone.trim();
  if (!PHONE.test(phone)) throw invalidField('phone', 'must look like 555-123-4567', 'register-phone-limit-error');
  const dobText = form.dob.trim();
  const dob = DOB.test(dobText) ? parseUsDate(dobText) : null;
  if (dob === null || dob > today) {
    throw invalidField('dob', 'must be a date like 05/31/1990', 'register-dob-format-error');
  }
  return { email, first_name, last_name, phone, dob, stream_default: form.stream_default === 1 };
}
