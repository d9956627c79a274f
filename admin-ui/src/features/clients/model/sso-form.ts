// The SSO Settings form (a client's sso_details): active always has a value;
// entity, login, logout and certs are required only while it is on.

import type { Flag, SsoDetails } from '@gamepod/contracts/http';
import { createFormState } from '#lib/form-state.ts';

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

/** Entity, login, logout and certs are required while SSO is active. */
function checkSso(v: SsoValues) {
  const errors: Partial<Record<SsoKey, string>> = {};
  if (v.active) for (const { key } of SSO_FIELDS) if (!v[key].trim()) errors[key] = 'Required while SSO is active';
  return { errors, missing: Object.keys(errors).length > 0 };
}

/** The SSO Settings form's state; `onMissing` says a required field is empty. */
export function createSsoForm(onMissing: () => void) {
  const form = createFormState<SsoValues, SsoKey>({ blank: EMPTY, check: checkSso, onMissing });
  return {
    ...form,
    set<K extends keyof SsoValues>(key: K, value: SsoValues[K]) {
      form.set(key, value);
      // turning SSO off lifts the requirement, and with it the marks
      if (key === 'active' && !value) form.errors.value = {};
    },
  };
}
