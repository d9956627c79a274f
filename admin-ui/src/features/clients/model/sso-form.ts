// The SSO Settings form (a client's sso_details): active always has a value;
// entity, login, logout and certs are required only while it is on.

import type { Flag, SsoDetails } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';

export type SsoKey = keyof SsoDetails;
export type SsoValues = Record<SsoKey, string> & { active: boolean };

/** The fields in reading order, with their labels. */
export const SSO_FIELDS: ReadonlyArray<{ key: SsoKey; label: string; hint: string }> = [
  { key: 'entity', label: 'Entity ID', hint: "The identity provider's entity id (issuer)" },
  { key: 'login', label: 'Login URL', hint: 'Where players are sent to sign in' },
  { key: 'logout', label: 'Logout URL', hint: 'Where a sign-out is sent' },
  { key: 'certs', label: 'Certificates', hint: "The provider's signing certificate(s), PEM" },
];

const EMPTY: SsoValues = { active: false, entity: '', login: '', logout: '', certs: '' };

export function ssoValuesOf(active: Flag, d: SsoDetails): SsoValues {
  return {
    active: active === 1,
    entity: d.entity ?? '',
    login: d.login ?? '',
    logout: d.logout ?? '',
    certs: d.certs ?? '',
  };
}

/** sso_active as 1/0; empty fields as null. */
export function ssoBodyOf(v: SsoValues): SsoDetails & { active: Flag } {
  const opt = (s: string) => s.trim() || null;
  return {
    active: v.active ? 1 : 0,
    entity: opt(v.entity),
    login: opt(v.login),
    logout: opt(v.logout),
    certs: opt(v.certs),
  };
}

export function createSsoForm() {
  const values = signal<SsoValues>(EMPTY);
  const errors = signal<Partial<Record<SsoKey, string>>>({});
  const saving = signal(false);
  return {
    values,
    errors,
    saving,
    set<K extends keyof SsoValues>(key: K, value: SsoValues[K]) {
      values.value = { ...values.value, [key]: value };
      // turning SSO off lifts the requirement, and with it the marks
      if (key === 'active' && !value) errors.value = {};
      else if (key !== 'active') errors.value = { ...errors.value, [key]: undefined };
    },
    fill(next: SsoValues) {
      values.value = next;
      errors.value = {};
    },
    /** Marks the empty required fields; true when one is missing. */
    check(): boolean {
      const v = values.value;
      const next: Partial<Record<SsoKey, string>> = {};
      if (v.active) for (const { key } of SSO_FIELDS) if (!v[key].trim()) next[key] = 'Required while SSO is active';
      errors.value = next;
      return Object.keys(next).length > 0;
    },
    reset() {
      values.value = EMPTY;
      errors.value = {};
      saving.value = false;
    },
  };
}
