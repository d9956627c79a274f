import { RESERVATION_MAX_EMAILS, RESERVATION_MAX_PODS } from '@gamepod/contracts/catalogues';
import { emailsIn, podKeysIn, RESERVATION_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { Format } from 'typebox/format';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { instantOf, parseDate, parseTime, type WallTime } from './zoned-time.ts';

/** The reservation form as the console sends it, after the route's schema: lab, pods, start and stop in the lab's zone, group name and emails. */
export type ReservationFormInput = {
  readonly lab_id?: string | null;
  readonly start_date?: string | null;
  readonly start_time?: string | null;
  readonly end_date?: string | null;
  readonly end_time?: string | null;
  /** pod_id_key values: an array, or one string with commas between them. */
  readonly pods_list?: readonly string[] | string | null;
  /** An array, or one string with commas, semicolons, spaces or line breaks between them. */
  readonly emails_list?: readonly string[] | string | null;
  readonly group_name?: string | null;
  /** `start_date` and `start_time` joined by a space, as the console also sends them. */
  readonly start_datetime?: string | null;
  readonly end_datetime?: string | null;
};

/** The form read, its times still the lab's wall clock. */
export type ReservationFormFields = {
  readonly lab_id: string;
  readonly pod_keys: readonly string[];
  readonly start: WallTime;
  readonly end: WallTime;
  readonly group_name: string;
  readonly emails: readonly string[];
};

const invalid = (field: string, problem: string) => new ValidationError(`${field}: ${problem}`, { field });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function wallTime(date: string, time: string, fields: readonly [string, string]): WallTime {
  const d = parseDate(date);
  if (!d) throw invalid(fields[0], 'must be a date like 05/31/2026');
  const t = parseTime(time);
  if (!t) throw invalid(fields[1], 'must be a time like 02:30 PM');
  return { ...d, ...t };
}

/** `date time` sent beside the two fields must name the same moment. */
function checkJoined(joined: string | null | undefined, wall: WallTime, field: string): void {
  if (isBlank(joined)) return;
  const [date, ...rest] = String(joined).trim().split(/\s+/);
  const d = date ? parseDate(date) : null;
  const t = parseTime(rest.join(' '));
  const same =
    d !== null &&
    t !== null &&
    d.year === wall.year &&
    d.month === wall.month &&
    d.day === wall.day &&
    t.hour === wall.hour &&
    t.minute === wall.minute;
  if (!same) {
    throw invalid(field, 'must be the date and the time joined by a space, like 05/31/2026 02:30 PM');
  }
}

/**
 * Reads the reservation form: every field required (RESERVATION_FORM_RULES: a missing one
 * answers 'Please fill all required fields' naming it, with the console's
 * 'generic-required-message'), dates
 * 'MM/DD/YYYY' and times 'hh:mm AM/PM', pod keys and emails as lists (emails lowercased,
 * each once), the group name trimmed.
 *
 * @throws ValidationError naming the field.
 */
export function readReservationForm(form: ReservationFormInput): ReservationFormFields {
  refuseMissingFields(RESERVATION_FORM_RULES, form);
  const start = wallTime(String(form.start_date), String(form.start_time), ['start_date', 'start_time']);
  const end = wallTime(String(form.end_date), String(form.end_time), ['end_date', 'end_time']);
  checkJoined(form.start_datetime, start, 'start_datetime');
  checkJoined(form.end_datetime, end, 'end_datetime');
  const pod_keys = [...new Set(podKeysIn(form.pods_list))];
  if (pod_keys.length > RESERVATION_MAX_PODS) throw invalid('pods_list', `at most ${RESERVATION_MAX_PODS} pods`);
  const emails = [...new Set(emailsIn(form.emails_list).map((e) => e.toLowerCase()))];
  const bad = emails.find((e) => e.length > 254 || !Format.IsEmail(e));
  if (bad !== undefined) throw invalid('emails_list', `${bad} is not an email address`);
  if (emails.length > RESERVATION_MAX_EMAILS) throw invalid('emails_list', `at most ${RESERVATION_MAX_EMAILS} emails`);
  return {
    lab_id: String(form.lab_id).trim(),
    pod_keys,
    start,
    end,
    group_name: String(form.group_name).trim(),
    emails,
  };
}

/**
 * The form's times as instants, read in the lab's time zone.
 *
 * @throws ValidationError naming the time the clocks skip there (daylight saving time starting).
 */
export function reservationInstants(
  fields: Pick<ReservationFormFields, 'start' | 'end'>,
  timezone: string,
): { readonly start_at: Date; readonly end_at: Date } {
  const start_at = instantOf(fields.start, timezone);
  if (!start_at) throw invalid('start_time', "does not exist in the lab's time zone (the clocks go forward then)");
  const end_at = instantOf(fields.end, timezone);
  if (!end_at) throw invalid('end_time', "does not exist in the lab's time zone (the clocks go forward then)");
  return { start_at, end_at };
}
