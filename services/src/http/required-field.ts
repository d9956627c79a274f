import { LOGIN_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../domain/required-fields.ts';

/** The OpenAPI tag of the sign-in, sign-up and password calls. */
export const tags = ['identity'];

/**
 * The email a form names: `username`, or `email` for a form built from a screen whose field is
 * labelled Email (the console login, the save-seat unlock). Both at once must agree, so no
 * request is read two ways.
 * @throws ValidationError naming username when they name different accounts.
 */
export function usernameOrEmail(body: { readonly username?: string; readonly email?: string }): string {
  const { username, email } = body;
  if (username !== undefined && email !== undefined && username.trim().toLowerCase() !== email.trim().toLowerCase()) {
    throw new ValidationError('username: and email name different accounts; send one of them', { field: 'username' });
  }
  return username ?? email ?? '';
}

/**
 * The email and password of a sign-in form, as typed: both required (LOGIN_FORM_RULES), a
 * blank one answers 400 naming it with the kiosk's 'generic-required-message'.
 */
export function credentialsOf(form: { readonly username: string; readonly password: string }): {
  username: string;
  password: string;
} {
  refuseMissingFields(LOGIN_FORM_RULES, form);
  return { username: form.username, password: form.password };
}
