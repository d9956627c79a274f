// The lab form shared by Deploy New Lab and Edit Lab: the values
// and inline errors as signals, and the client-side checks. The server checks them again.

import type { UsTimezone } from '@gamepod/contracts/catalogues';
import { type Flag, LAB_DEPLOY_FORM_RULES, type LabDetail, missingFields } from '@gamepod/contracts/http';
import { createFormState } from '#lib/form-state.ts';
import type { LabFields } from '../api/lab-requests.ts';
import { serverField } from './lab-failures.ts';
import { DEFAULT_TIMEZONE, US_TIMEZONES } from './us-timezones.ts';

export type LabTextKey = 'lab_name' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'note' | 'reservation_email';
export type LabValues = Record<LabTextKey, string> & {
  client_id: string;
  timezone: string;
  is_active: boolean;
  is_paid: boolean;
};
export type LabErrors = Partial<Record<keyof LabValues, string>>;

const ZIP = /^[0-9]{5}(-[0-9]{4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const REQUIRED_FIELD = 'This field is required';

/** The browser's zone when it is one of the lab zones (a venue's admin is usually in it), else the server's default. */
function localZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (US_TIMEZONES as readonly string[]).includes(zone) ? zone : DEFAULT_TIMEZONE;
}

export function emptyLab(client_id = ''): LabValues {
  return {
    client_id,
    lab_name: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    note: '',
    reservation_email: '',
    timezone: localZone(),
    is_active: true,
    is_paid: false,
  };
}

export function valuesOf(lab: LabDetail): LabValues {
  return {
    client_id: lab.client_id,
    lab_name: lab.lab_name,
    address1: lab.address1,
    address2: lab.address2,
    city: lab.city,
    state: lab.state,
    zip: lab.zip,
    note: lab.note,
    reservation_email: lab.reservation_email ?? '',
    timezone: lab.timezone,
    is_active: lab.is_active === 1,
    is_paid: lab.is_paid === 1,
  };
}

/**
 * The required fields first (the contract's, the client included; `missing`: 'Please fill all
 * required fields'), then the formats the server refuses.
 */
export function checkLab(v: LabValues): { errors: LabErrors; missing: boolean } {
  const errors: LabErrors = {};
  for (const { field } of missingFields(LAB_DEPLOY_FORM_RULES, v)) errors[field] = REQUIRED_FIELD;
  const missing = Object.keys(errors).length > 0;
  if (!errors.zip && !ZIP.test(v.zip.trim())) errors.zip = 'Enter a US ZIP code like 12345 or 12345-6789';
  const email = v.reservation_email.trim();
  if (email && !EMAIL.test(email)) errors.reservation_email = 'Enter an email address like name@example.com';
  return { errors, missing };
}

/** The body's fields: trimmed text, the switches as 1/0. */
export function fieldsOf(v: LabValues): LabFields {
  return {
    lab_name: v.lab_name.trim(),
    address1: v.address1.trim(),
    address2: v.address2.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zip: v.zip.trim(),
    note: v.note.trim(),
    // the select offers only the US zones, and the server refuses any other
    timezone: v.timezone as UsTimezone,
    reservation_email: v.reservation_email.trim() || null,
    is_active: (v.is_active ? 1 : 0) as Flag,
    is_paid: (v.is_paid ? 1 : 0) as Flag,
  };
}

const LAB_FIELDS = Object.keys(emptyLab());

/**
 * One lab form's state: checked with `checkLab`; a refused save's field (`data.field` of a
 * 400) shows beside that field. `onMissing` says when a required field is empty.
 */
export function createLabForm(onMissing?: () => void) {
  return createFormState<LabValues>({
    blank: () => emptyLab(),
    check: checkLab,
    ...(onMissing ? { onMissing } : {}),
    refusedField: (err) => {
      const f = serverField(err, LAB_FIELDS);
      return f && { field: f.field as keyof LabValues, text: f.text };
    },
  });
}

export type LabForm = ReturnType<typeof createLabForm>;
