import { LOGIN_FORM_RULES } from '@gamepod/contracts/http';
import { refuseMissingFields } from '../domain/required-fields.ts';

/** The OpenAPI tag of the sign-in, sign-up and password calls. */
export const tags = ['identity'];

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
