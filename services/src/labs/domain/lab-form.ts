import { DEFAULT_LAB_TIMEZONE, US_TIMEZONES } from '@gamepod/contracts/catalogues';
import { LAB_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';
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

/**
 * The lab's fields from its form: text trimmed, required text not blank (LAB_FORM_RULES; the
 * schema only checks that it is there), the time zone defaulted, an empty reservation email
 * read as none.
 *
 * @throws ValidationError naming the field.
 */
export function labFieldsFromForm(form: LabForm): LabFieldsData {
  refuseMissingFields(LAB_FORM_RULES, form);
  const text = {
    lab_name: form.lab_name.trim(),
    address1: form.address1.trim(),
    address2: form.address2.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zip: form.zip.trim(),
    note: form.note.trim(),
  };
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
