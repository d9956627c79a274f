// The reservation form's checks, before it is sent: every field is required (pods: at least
// one; emails: at least one address), by the contract's rules. The server checks them again,
// and the formats.
import { emailsIn, missingFields, RESERVATION_FORM_RULES } from '@gamepod/contracts/http';

export type ReservationValues = {
  readonly lab_id: string;
  readonly pods: readonly string[];
  readonly start_date: string;
  readonly start_time: string;
  readonly end_date: string;
  readonly end_time: string;
  readonly group_name: string;
  readonly emails: string;
};
export type ReservationErrors = Partial<Record<keyof ReservationValues, string>>;

export const REQUIRED_FIELD = 'This field is required';

export const EMPTY_RESERVATION: ReservationValues = {
  lab_id: '',
  pods: [],
  start_date: '',
  start_time: '',
  end_date: '',
  end_time: '',
  group_name: '',
  emails: '',
};

/** The emails typed: one per line, or separated by commas, semicolons or spaces. */
export const emailsOf = (text: string): string[] => emailsIn(text);

/** Each empty field's inline error; none when the form may be sent. */
export function checkReservation(v: ReservationValues): ReservationErrors {
  const errors: ReservationErrors = {};
  const body = { ...v, pods_list: v.pods, emails_list: v.emails };
  for (const { field } of missingFields(RESERVATION_FORM_RULES, body)) {
    const key = SERVER_FIELDS[field];
    if (key) errors[key] = key === 'pods' && v.lab_id ? 'Choose at least one pod' : REQUIRED_FIELD;
  }
  return errors;
}

/** The server's names for the form's fields (the joined date and time count as the time). */
const SERVER_FIELDS: Readonly<Record<string, keyof ReservationValues>> = {
  lab_id: 'lab_id',
  pods_list: 'pods',
  start_date: 'start_date',
  start_time: 'start_time',
  start_datetime: 'start_time',
  end_date: 'end_date',
  end_time: 'end_time',
  end_datetime: 'end_time',
  group_name: 'group_name',
  emails_list: 'emails',
};

/**
 * The form field a refused save names (`data.field`: a 400's bad value, a 409's pod in the
 * way), with the message minus its 'field: ' prefix; null for any other failure.
 */
export function refusedField(err: unknown): { key: keyof ReservationValues; text: string } | null {
  // read by shape (an ApiError's status, message and data), so the rules stay free of the API client
  const e = err as { status?: unknown; message?: unknown; data?: { field?: unknown; msg_key?: unknown } | null };
  if (typeof err !== 'object' || err === null || (e.status !== 400 && e.status !== 409)) return null;
  const field = e.data?.field;
  const key = typeof field === 'string' ? SERVER_FIELDS[field] : undefined;
  if (!key) return null;
  const required = e.data?.msg_key === 'generic-required-message';
  return { key, text: required ? REQUIRED_FIELD : String(e.message).replace(/^[\w.]+:\s*/, '') };
}
