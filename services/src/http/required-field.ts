import { ValidationError } from '@gamepod/events';

/** The OpenAPI tag of the sign-in, sign-up and password calls. */
export const tags = ['identity'];

/**
 * 400 naming `field` with the kiosk's 'generic-required-message' when a required text is
 * blank: email and password are required.
 */
export function required(value: string, field: string): string {
  if (value.trim() === '') {
    throw new ValidationError(`${field}: is required`, { field, msg_key: 'generic-required-message' });
  }
  return value;
}
