import { DEFAULT_LAB_TIMEZONE, US_TIMEZONES } from '@gamepod/contracts/catalogues';
import { ValidationError } from '@gamepod/events';
import type { LabFieldsData } from './lab-state.ts';

/** The lab form after schema validation: flags are 1/0, optional fields may be empty. */
export type LabForm = {
  readonly lab_name: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly note: string;
  readonly is_active: 0 | 1;
  readonly is_paid: 0 | 1;
  readonly timezone?: string | null;
  readonly reservation_email?: string | null;
};

// labs are in the United States only (the time zones are US zones), so a zip is a US ZIP code
const ZIP = /^[0-9]{5}(-[0-9]{4})?$/;
const REQUIRED = ['lab_name', 'address1', 'address2', 'city', 'state', 'zip', 'note'] as const;

/**
 * The lab's fields from its form: text trimmed, required text not blank (the schema only
 * checks that it is there), the time zone defaulted, an empty reservation email read as none.
 *
 * @throws ValidationError naming the field.
 */
export function labFieldsFromForm(form: LabForm): LabFieldsData {
  const text = {} as Record<(typeof REQUIRED)[number], string>;
  for (const field of REQUIRED) {
    const value = form[field].trim();
    if (value === '') throw new ValidationError(`${field}: is required`, { field });
    text[field] = value;
  }
  if (!ZIP.test(text.zip))
    throw new ValidationError('zip: must be a US ZIP code like 12345 or 12345-6789', { field: 'zip' });
  const email = form.reservation_email?.trim();
  const timezone = form.timezone?.trim() || DEFAULT_LAB_TIMEZONE;
  if (!(US_TIMEZONES as readonly string[]).includes(timezone)) {
    throw new ValidationError('timezone: must be one of the US time zones', { field: 'timezone' });
  }
  return {
    ...text,
    is_active: form.is_active === 1,
    is_paid: form.is_paid === 1,
    timezone,
    reservation_email: email ? email : null,
  };
}
