// The SSO Settings form (a client's sso_details): the protocol, the SAML or OpenID fields, the
// attribute names, and the IdP metadata to import for review. Which fields are required is
// the contracts' SSO_FORM_RULES: with SSO on, SAML needs entity, login, logout and certs;
// OpenID Connect its issuer (entity) and client id.

import {
  type Flag,
  missingFields,
  OIDC_STANDARD_CLAIMS,
  requiredFields,
  SSO_ATTRIBUTE_NAMES,
  SSO_FORM_RULES,
  type SsoAttributePresetName,
  type SsoDetails,
} from '@gamepod/contracts/http';
import { createFormState } from '#lib/form-state.ts';
import type { SsoBody } from '../api/client-requests.ts';

export type SsoProtocol = 'saml' | 'oidc';

export type SsoValues = {
  active: boolean;
  protocol: SsoProtocol;
  entity: string;
  login: string;
  logout: string;
  certs: string;
  oidc_client_id: string;
  /** A new secret to store; empty keeps the stored one (unless `remove_secret`). */
  oidc_client_secret: string;
  /** Whether a secret is stored (the server never sends it back). */
  secret_set: boolean;
  remove_secret: boolean;
  attribute_preset: SsoAttributePresetName;
  attribute_email: string;
  attribute_first_name: string;
  attribute_last_name: string;
  /** The metadata import: an address, or pasted XML. */
  metadata_url: string;
  metadata_xml: string;
};

/** Every field a message may be shown beside, the server's 400s included. */
export type SsoKey = Exclude<keyof SsoValues, 'active' | 'secret_set' | 'remove_secret'> | 'active';

/** The SAML fields in reading order, with their labels. */
export const SAML_FIELDS: ReadonlyArray<{ key: 'entity' | 'login' | 'logout' | 'certs'; label: string; hint: string }> =
  [
    { key: 'entity', label: 'Entity ID', hint: "The identity provider's entity id (its issuer)" },
    { key: 'login', label: 'Login URL', hint: 'Its single sign-on address (HTTP-Redirect), https://' },
    { key: 'logout', label: 'Logout URL', hint: 'Its single logout address, https://' },
    {
      key: 'certs',
      label: 'Certificates',
      hint: 'Its signing certificate(s), PEM; keep the old one beside the new one during a rotation',
    },
  ];

/** The presets by their product names, in the order the form lists them. */
export const PRESETS: ReadonlyArray<{ id: SsoAttributePresetName; value: string }> = [
  { id: 'generic', value: 'Any provider (try every known name)' },
  { id: 'entra', value: 'Microsoft Entra ID / AD FS' },
  { id: 'google', value: 'Google Workspace' },
  { id: 'shibboleth', value: 'Shibboleth / InCommon (eduPerson)' },
  { id: 'okta', value: 'Okta' },
];

/** The name a preset (or, for OpenID Connect, the standard claims) reads a field from first. */
export function defaultAttribute(
  v: Pick<SsoValues, 'protocol' | 'attribute_preset'>,
  field: 'email' | 'first_name' | 'last_name',
): string {
  const names = v.protocol === 'oidc' ? OIDC_STANDARD_CLAIMS : SSO_ATTRIBUTE_NAMES[v.attribute_preset];
  return names[field].join(', ');
}

const EMPTY: SsoValues = {
  active: false,
  protocol: 'saml',
  entity: '',
  login: '',
  logout: '',
  certs: '',
  oidc_client_id: '',
  oidc_client_secret: '',
  secret_set: false,
  remove_secret: false,
  attribute_preset: 'generic',
  attribute_email: '',
  attribute_first_name: '',
  attribute_last_name: '',
  metadata_url: '',
  metadata_xml: '',
};

export function ssoValuesOf(active: Flag, d: SsoDetails): SsoValues {
  const text = (s: string | null) => s ?? '';
  return {
    ...EMPTY,
    active: active === 1,
    protocol: d.protocol,
    entity: text(d.entity),
    login: text(d.login),
    logout: text(d.logout),
    certs: text(d.certs),
    oidc_client_id: text(d.oidc_client_id),
    secret_set: d.oidc_client_secret_set,
    attribute_preset: d.attribute_preset,
    attribute_email: text(d.attribute_email),
    attribute_first_name: text(d.attribute_first_name),
    attribute_last_name: text(d.attribute_last_name),
    metadata_url: text(d.metadata_url),
  };
}

/**
 * What a save sends: the reviewed fields (an import filled them; the metadata itself is not
 * sent again), active as 1/0, empty fields as null. A secret goes only when one was typed,
 * or "" when the stored one is removed.
 */
export function ssoBodyOf(v: SsoValues): Omit<SsoBody, 'client_id'> {
  const opt = (s: string) => s.trim() || null;
  const secret = v.oidc_client_secret.trim();
  return {
    active: v.active ? 1 : 0,
    protocol: v.protocol,
    entity: opt(v.entity),
    login: opt(v.login),
    logout: opt(v.logout),
    certs: opt(v.certs),
    oidc_client_id: opt(v.oidc_client_id),
    ...(secret ? { oidc_client_secret: secret } : v.remove_secret ? { oidc_client_secret: '' } : {}),
    attribute_preset: v.attribute_preset,
    attribute_email: opt(v.attribute_email),
    attribute_first_name: opt(v.attribute_first_name),
    attribute_last_name: opt(v.attribute_last_name),
  };
}

/** The rules read the body as it would be sent, without the import fields (a save sends none). */
const rulesBody = (v: SsoValues) => ({ ...ssoBodyOf(v), metadata_url: null, metadata_xml: undefined });

/** The fields the rules ask for on these values, for their labels' required mark. */
export const requiredSsoFields = (v: SsoValues): ReadonlySet<string> =>
  new Set(requiredFields(SSO_FORM_RULES, rulesBody(v)));

function checkSso(v: SsoValues) {
  const errors: Partial<Record<SsoKey, string>> = {};
  for (const { field } of missingFields(SSO_FORM_RULES, rulesBody(v))) {
    if (field !== 'active') errors[field] = 'Required while SSO is active';
  }
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
