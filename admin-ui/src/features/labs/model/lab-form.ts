// The lab form shared by Deploy New Lab and Edit Lab: the values
// and inline errors as signals, and the client-side checks. The server checks them again.

import type { UsTimezone } from '@gamepod/contracts/catalogues';
import type { Flag, LabDetail } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
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

/** Everything but the time zone and the reservation email (the two switches always have a value). */
const REQUIRED = ['client_id', 'lab_name', 'address1', 'address2', 'city', 'state', 'zip', 'note'] as const;
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

/** The required fields first (`missing`: 'Please fill all required fields'), then the formats the server refuses. */
export function checkLab(v: LabValues): { errors: LabErrors; missing: boolean } {
  const errors: LabErrors = {};
  for (const key of REQUIRED) if (!v[key].trim()) errors[key] = REQUIRED_FIELD;
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

/** One lab form's state. */
export function createLabForm() {
  const values = signal<LabValues>(emptyLab());
  const errors = signal<LabErrors>({});
  const saving = signal(false);
  return {
    values,
    errors,
    saving,
    set<K extends keyof LabValues>(key: K, value: LabValues[K]) {
      values.value = { ...values.value, [key]: value };
      if (errors.value[key]) {
        const { [key]: _, ...rest } = errors.value;
        errors.value = rest;
      }
    },
    fill(next: LabValues) {
      values.value = next;
      errors.value = {};
    },
    /** Checks the form; false (with the inline errors set) when it may not be sent. */
    check(): { ok: boolean; missing: boolean } {
      const { errors: found, missing } = checkLab(values.value);
      errors.value = found;
      return { ok: Object.keys(found).length === 0, missing };
    },
    /** Puts a refused save's field (`data.field` of a 400) beside that field. */
    refused(err: unknown) {
      const f = serverField(err, Object.keys(values.value));
      if (f) errors.value = { ...errors.value, [f.field]: f.text };
    },
  };
}

export type LabForm = ReturnType<typeof createLabForm>;
