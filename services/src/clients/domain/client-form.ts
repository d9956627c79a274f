import { CLIENT_DEPLOY_FORM_RULES, CLIENT_EDIT_FORM_RULES } from '@gamepod/contracts/http';
import { parseUsDate, ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import type { ClientFieldsData, SsoChanges } from './client-decider.ts';

type Opt = string | null | undefined;

/** The Deploy New Client form (first_name, email and phone required). */
export type DeployClientForm = {
  readonly first_name: string;
  readonly email: string;
  readonly phone: string;
  readonly name?: Opt;
  readonly last_name?: Opt;
  readonly phone2?: Opt;
  readonly address1?: Opt;
  readonly address2?: Opt;
  readonly city?: Opt;
  readonly state?: Opt;
  readonly zip?: Opt;
  readonly note?: Opt;
  readonly date_of_birth?: Opt;
  readonly is_active?: 0 | 1;
};

/** The client edit form (name, email and phone required; anything left out stays as it is). */
export type UpdateClientForm = Omit<DeployClientForm, 'first_name' | 'name'> & {
  readonly name: string;
  readonly first_name?: string;
};

const OPTIONAL = ['last_name', 'phone2', 'address1', 'address2', 'city', 'state', 'zip', 'note'] as const;
const PHONE = /^\+?[0-9 ().-]{7,32}$/;

/** Empty and null both mean "none". */
const optional = (value: Opt): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

function phone(value: Opt, field: string): string | null {
  const v = optional(value);
  if (v !== null && (!PHONE.test(v) || v.replace(/\D/g, '').length < 7)) {
    throw new ValidationError(`${field}: must be a phone number like 555-123-4567`, { field });
  }
  return v;
}

function dateOfBirth(value: Opt): string | null {
  const v = optional(value);
  if (v === null) return null;
  const iso = parseUsDate(v);
  if (iso === null)
    throw new ValidationError('date_of_birth: must be a date like 05/31/1990', { field: 'date_of_birth' });
  return iso;
}

/** A required phone (checked filled in beforehand by the form's rules) in its format. */
const requiredPhone = (value: string, field: string): string => phone(value, field) ?? '';

/**
 * A new client's fields. The clients list shows `name`; when the form leaves it out it is
 * the contact's full name.
 *
 * @throws ValidationError naming the field.
 */
export function clientFieldsFromDeploy(form: DeployClientForm): ClientFieldsData {
  refuseMissingFields(CLIENT_DEPLOY_FORM_RULES, form);
  const first_name = form.first_name.trim();
  const last_name = optional(form.last_name);
  const fields: ClientFieldsData = {
    name: optional(form.name) ?? [first_name, last_name].filter((p) => p !== null).join(' '),
    first_name,
    last_name,
    email: form.email.trim(),
    phone: requiredPhone(form.phone, 'phone'),
    phone2: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    note: null,
    date_of_birth: dateOfBirth(form.date_of_birth),
    is_active: form.is_active !== 0,
  };
  for (const field of OPTIONAL) if (field !== 'last_name') fields[field] = optional(form[field]);
  fields.phone2 = phone(form.phone2, 'phone2');
  return fields;
}

/**
 * The changes an edit makes: every field the form sent (empty clears an optional one),
 * nothing for fields it left out.
 *
 * @throws ValidationError naming the field.
 */
export function clientChangesFromUpdate(form: UpdateClientForm): Partial<ClientFieldsData> {
  refuseMissingFields(CLIENT_EDIT_FORM_RULES, form);
  const changes: Partial<ClientFieldsData> = {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: requiredPhone(form.phone, 'phone'),
  };
  if (form.first_name !== undefined) changes.first_name = form.first_name.trim();
  for (const field of OPTIONAL) if (form[field] !== undefined) changes[field] = optional(form[field]);
  if (form.phone2 !== undefined) changes.phone2 = phone(form.phone2, 'phone2');
  if (form.date_of_birth !== undefined) changes.date_of_birth = dateOfBirth(form.date_of_birth);
  if (form.is_active !== undefined) changes.is_active = form.is_active === 1;
  return changes;
}

/** The Save SSO form: active as 0/1, the protocol, and the IdP's entity, login, logout and certs as typed. */
export type SsoForm = {
  readonly active: number;
  readonly protocol?: 'saml' | 'oidc';
  readonly oidc_client_id?: Opt;
  readonly entity?: Opt;
  readonly login?: Opt;
  readonly logout?: Opt;
  readonly certs?: Opt;
  readonly attribute_preset?: 'generic' | 'entra' | 'google' | 'shibboleth' | 'okta';
  readonly attribute_email?: Opt;
  readonly attribute_first_name?: Opt;
  readonly attribute_last_name?: Opt;
};

/** Empty means "none"; left out means "keep what is stored". */
const keepOrClear = (v: Opt) => (v === undefined ? undefined : v?.trim() || null);

/** The SSO changes a Save SSO form asks for, as typed (the decider checks what active requires). */
export function ssoChangesFromForm(form: SsoForm): SsoChanges {
  return {
    active: form.active === 1,
    protocol: form.protocol,
    oidc_client_id: keepOrClear(form.oidc_client_id),
    entity: keepOrClear(form.entity),
    login: keepOrClear(form.login),
    logout: keepOrClear(form.logout),
    certs: keepOrClear(form.certs),
    attribute_preset: form.attribute_preset,
    attribute_email: keepOrClear(form.attribute_email),
    attribute_first_name: keepOrClear(form.attribute_first_name),
    attribute_last_name: keepOrClear(form.attribute_last_name),
  };
}
