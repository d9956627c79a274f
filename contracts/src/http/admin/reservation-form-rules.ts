// The reservation form (Create and Edit Reservation): every field is required, the pods at
// least one and the emails at least one address. A refusal says 'Please fill all required
// fields' naming the field, with the console's 'generic-required-message'.
import { formRules, REQUIRED_FIELDS_MESSAGE } from '../form-rules.ts';
import type { ReservationSaveBody } from './reservations.ts';

/** The items of a list sent as an array or as one string between `separators`, trimmed, blanks dropped. */
function itemsIn(value: unknown, separators: RegExp): string[] {
  const items = typeof value === 'string' ? value.split(separators) : Array.isArray(value) ? value.map(String) : [];
  return items.map((s) => s.trim()).filter((s) => s !== '');
}

/** The pod keys of a form: an array, or one string with commas between them. */
export const podKeysIn = (value: unknown): string[] => itemsIn(value, /,/);

/** The emails of a form: an array, or one string with commas, semicolons, spaces or line breaks between them. */
export const emailsIn = (value: unknown): string[] => itemsIn(value, /[\s,;]+/);

/** Create and Edit Reservation, in the form's order: the first one missing is the one a refusal names. */
export const RESERVATION_FORM_RULES = formRules<ReservationSaveBody>()({
  msg_key: 'generic-required-message',
  message: REQUIRED_FIELDS_MESSAGE,
  sendsKey: true,
  fields: [
    { field: 'lab_id' },
    { field: 'start_date' },
    { field: 'start_time' },
    { field: 'end_date' },
    { field: 'end_time' },
    { field: 'pods_list', blank: (value) => podKeysIn(value).length === 0 },
    { field: 'emails_list', blank: (value) => emailsIn(value).length === 0 },
    { field: 'group_name' },
  ],
});
