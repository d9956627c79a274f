// The client form shared by Deploy New Client and Client Details: the
// fields as data, the values and inline errors as signals, and the client-side checks. The
// server checks the same rules again.

import {
  CLIENT_DEPLOY_FORM_RULES,
  CLIENT_EDIT_FORM_RULES,
  type Flag,
  missingFields,
  requiredFields,
} from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import type { MaskKind } from '#components/form-fields.tsx';
import { createFormState } from '#lib/form-state.ts';
import type { ClientFields } from '../api/client-requests.ts';

export type ClientFieldKey = Exclude<keyof ClientFields, 'is_active'>;
export type ClientFormMode = 'deploy' | 'edit';

export type ClientFieldSpec = {
  readonly key: ClientFieldKey;
  readonly label: string;
  readonly type?: 'email';
  readonly mask?: MaskKind;
  readonly wide?: boolean;
  readonly area?: boolean;
  readonly autoComplete?: string;
};

/** The form's fields in reading order. */
export const CLIENT_FIELDS: readonly ClientFieldSpec[] = [
  { key: 'name', label: 'Client Name', autoComplete: 'organization', wide: true },
  { key: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'date_of_birth', label: 'Date of Birth', mask: 'date' },
  { key: 'phone', label: 'Phone', mask: 'phone', autoComplete: 'tel' },
  { key: 'phone2', label: 'Phone 2', mask: 'phone' },
  { key: 'address1', label: 'Address 1', autoComplete: 'address-line1' },
  { key: 'address2', label: 'Address 2', autoComplete: 'address-line2' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'zip', label: 'Zip', autoComplete: 'postal-code' },
  { key: 'note', label: 'Note', area: true, wide: true },
];

/** Deploy client needs first_name, email and phone; Client edit needs name, email and phone (and a first name it sends). */
const RULES = { deploy: CLIENT_DEPLOY_FORM_RULES, edit: CLIENT_EDIT_FORM_RULES } as const;

export type ClientValues = Record<ClientFieldKey, string> & { is_active: boolean };
export type FieldErrors = Partial<Record<ClientFieldKey, string>>;

const EMPTY: ClientValues = {
  name: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  phone2: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  note: '',
  date_of_birth: '',
  is_active: true,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The values of a stored client, for the edit form. */
export function valuesOf(c: ClientFields): ClientValues {
  const text = (v: string | null) => v ?? '';
  return {
    name: c.name,
    first_name: c.first_name,
    last_name: text(c.last_name),
    email: c.email,
    phone: c.phone,
    phone2: text(c.phone2),
    address1: text(c.address1),
    address2: text(c.address2),
    city: text(c.city),
    state: text(c.state),
    zip: text(c.zip),
    note: text(c.note),
    date_of_birth: text(c.date_of_birth),
    is_active: c.is_active === 1,
  };
}

/**
 * The form's checks: the required fields of `mode` (`missing`), then the formats the server
 * would refuse (an email address, a whole date).
 */
export function checkClient(mode: ClientFormMode, v: ClientValues): { errors: FieldErrors; missing: boolean } {
  const errors: FieldErrors = {};
  for (const { field } of missingFields(RULES[mode], v)) errors[field] = 'This field is required';
  const missing = Object.keys(errors).length > 0;
  if (!errors.email && !EMAIL.test(v.email.trim())) errors.email = 'Enter an email address like name@example.com';
  if (v.date_of_birth && v.date_of_birth.length !== 10) errors.date_of_birth = 'Enter the date as mm/dd/yyyy';
  return { errors, missing };
}

/** The fields `mode` asks for, for their labels' required mark. */
export const requiredClientFields = (mode: ClientFormMode, v: ClientValues): ReadonlySet<ClientFieldKey> =>
  new Set(requiredFields(RULES[mode], v));

/** The body's fields: trimmed text, empty optional fields as null, is_active as 1/0. */
export function bodyOf(v: ClientValues): ClientFields {
  const opt = (s: string) => s.trim() || null;
  return {
    name: v.name.trim(),
    first_name: v.first_name.trim(),
    last_name: opt(v.last_name),
    email: v.email.trim(),
    phone: v.phone.trim(),
    phone2: opt(v.phone2),
    address1: opt(v.address1),
    address2: opt(v.address2),
    city: opt(v.city),
    state: opt(v.state),
    zip: opt(v.zip),
    note: opt(v.note),
    date_of_birth: opt(v.date_of_birth),
    is_active: (v.is_active ? 1 : 0) as Flag,
  };
}

/** A refused save's field (`data.field` of a 400) and its message, when it is one of the form's fields. */
function refusedClientField(err: unknown): { field: ClientFieldKey; text: string } | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const field = (err.data as { field?: unknown } | null)?.field;
  const spec = CLIENT_FIELDS.find((f) => f.key === field);
  return spec ? { field: spec.key, text: err.message.replace(/^[\w.]+:\s*/, '') } : null;
}

/** One client form's state, checked with the rules of `mode`; `onMissing` says a required field is empty. */
export function createClientForm(mode: ClientFormMode, onMissing: () => void) {
  return createFormState<ClientValues, ClientFieldKey>({
    blank: EMPTY,
    check: (v) => checkClient(mode, v),
    onMissing,
    refusedField: refusedClientField,
  });
}

export type ClientForm = ReturnType<typeof createClientForm>;
