import type { BodyOf, ClientSignInSource, SignInSourceTestResult } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { type LdapFormErrors, type LdapFormKey, type LdapFormValues, ldapFormErrors } from './ldap-form-rules.ts';

type SaveBody = Omit<BodyOf<'/admin/kiosk/client/save_sign_in_source'>, 'token'>;
type Sip2 = NonNullable<SaveBody['sip2']>;
type Ldap = NonNullable<SaveBody['ldap']>;

/** What the console's sign-in source form edits: every field as the inputs hold it. */
export type SourceFormValues = {
  source: ClientSignInSource['source'];
  outage_policy: ClientSignInSource['outage_policy'];
  cached_days: string;
  sip2: {
    host: string;
    port: string;
    tls: boolean;
    institution_id: string;
    location_code: string;
    login_user: string;
    login_password: string;
    terminal_password: string;
    timeout_ms: string;
    max_fines: string;
    pin_required: boolean;
  };
  ldap: LdapFormValues;
};

/** The client whose source the form shows; its stored settings (the fields the form does not show come from them). */
let clientId = '';
let stored: ClientSignInSource | null = null;

export const sourceForm = signal<SourceFormValues | null>(null);
export const sourceSaving = signal(false);
export const sourceSaved = signal<'saved' | 'edited' | ''>('');
export const sourceTest = signal<
  { state: 'idle' } | { state: 'testing' } | ({ state: 'done' } & SignInSourceTestResult)
>({ state: 'idle' });
/** The LDAP fields' inline errors, from the last save or test that was checked. */
export const ldapErrors = signal<LdapFormErrors>({});
/** Whether a secret is stored for each kind (never shown). */
export const secretsSet = signal({ ldap: false, sip2: false });

const SIP2_DEFAULTS: Sip2 = {
  host: '',
  port: 6001,
  tls: false,
  tls_ca: null,
  institution_id: '',
  location_code: '',
  login_user: '',
  terminal_password: '',
  timeout_ms: 5000,
  max_fines: 10,
  pin_required: true,
};

const LDAP_COMMON = {
  url: '',
  start_tls: false,
  ca_certificate: null,
  reject_unauthorized: true,
  attributes: { external_id: 'uid', email: 'mail', name: 'displayName', groups: 'memberOf', birth_date: null },
  group_search: null,
  allow_groups: [],
  staff_groups: [],
  timeout_ms: 5000,
  retry_after_ms: 30_000,
};

const lines = (list: readonly string[]) => list.join('\n');
const listOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

function valuesOf(s: ClientSignInSource): SourceFormValues {
  const sip2 = { ...SIP2_DEFAULTS, ...(s.sip2 ?? {}) };
  const ldap = { ...LDAP_COMMON, ...(s.ldap ?? {}) } as Ldap & Record<string, unknown>;
  const attributes = ldap.attributes;
  const attribute = (name: string | null) => name ?? '';
  return {
    source: s.source,
    outage_policy: s.outage_policy,
    cached_days: String(s.cached_days),
    sip2: {
      host: sip2.host,
      port: String(sip2.port),
      tls: sip2.tls,
      institution_id: sip2.institution_id,
      location_code: sip2.location_code,
      login_user: sip2.login_user,
      login_password: '',
      terminal_password: sip2.terminal_password,
      timeout_ms: String(sip2.timeout_ms),
      max_fines: String(sip2.max_fines),
      pin_required: sip2.pin_required,
    },
    ldap: {
      url: String(ldap.url ?? ''),
      start_tls: Boolean(ldap.start_tls),
      mode: ldap.mode ?? 'bind_as_user',
      user_dn_template: String(ldap.user_dn_template ?? ''),
      service_dn: String(ldap.service_dn ?? ''),
      service_password: '',
      search_base_dn: String(ldap.search_base_dn ?? ''),
      search_filter: String(ldap.search_filter ?? '(uid={username})'),
      attr_external_id: attribute(attributes.external_id),
      attr_email: attribute(attributes.email),
      attr_name: attribute(attributes.name),
      attr_groups: attribute(attributes.groups),
      attr_birth_date: attribute(attributes.birth_date),
      group_search_base_dn: ldap.group_search?.base_dn ?? '',
      group_search_filter: ldap.group_search?.filter ?? '',
      allow_groups: lines(ldap.allow_groups),
      staff_groups: lines(ldap.staff_groups),
      ca_certificate: ldap.ca_certificate ?? '',
      reject_unauthorized: ldap.reject_unauthorized,
      timeout_ms: String(ldap.timeout_ms),
      retry_after_ms: String(ldap.retry_after_ms),
    },
  };
}

function sip2Body(v: SourceFormValues): Sip2 {
  const s = v.sip2;
  const base = { ...SIP2_DEFAULTS, ...(stored?.sip2 ?? {}) };
  return {
    ...base,
    host: s.host.trim(),
    port: Number(s.port),
    tls: s.tls,
    institution_id: s.institution_id.trim(),
    location_code: s.location_code.trim(),
    login_user: s.login_user.trim(),
    terminal_password: s.terminal_password,
    timeout_ms: Number(s.timeout_ms),
    max_fines: Number(s.max_fines),
    pin_required: s.pin_required,
    // left out: the stored one is kept
    ...(s.login_password === '' ? {} : { login_password: s.login_password }),
  };
}

/** An attribute name as the settings keep it: null when the field is empty. */
const attributeOf = (text: string) => (text.trim() === '' ? null : text.trim());

function ldapBody(v: SourceFormValues): Ldap {
  const l = v.ldap;
  const groupBase = l.group_search_base_dn.trim();
  const groupFilter = l.group_search_filter.trim();
  const shared = {
    url: l.url.trim(),
    start_tls: l.start_tls,
    ca_certificate: l.ca_certificate.trim() === '' ? null : `${l.ca_certificate.trim()}\n`,
    reject_unauthorized: l.reject_unauthorized,
    attributes: {
      external_id: attributeOf(l.attr_external_id),
      email: attributeOf(l.attr_email),
      name: attributeOf(l.attr_name),
      groups: attributeOf(l.attr_groups),
      birth_date: attributeOf(l.attr_birth_date),
    },
    group_search: groupBase === '' && groupFilter === '' ? null : { base_dn: groupBase, filter: groupFilter },
    allow_groups: listOf(l.allow_groups),
    staff_groups: listOf(l.staff_groups),
    timeout_ms: Number(l.timeout_ms),
    retry_after_ms: Number(l.retry_after_ms),
  };
  if (l.mode === 'bind_as_user')
    return { ...shared, mode: 'bind_as_user', user_dn_template: l.user_dn_template.trim() } as Ldap;
  return {
    ...shared,
    mode: 'search_then_bind',
    service_dn: l.service_dn.trim(),
    search_base_dn: l.search_base_dn.trim(),
    search_filter: l.search_filter.trim(),
    ...(l.service_password === '' ? {} : { service_password: l.service_password }),
  } as Ldap;
}

/** Checks the LDAP fields when LDAP is chosen; shows their errors; true when they may be sent. */
function ldapChecked(v: SourceFormValues): boolean {
  const errors = v.source === 'ldap' ? ldapFormErrors(v.ldap, secretsSet.value.ldap) : {};
  ldapErrors.value = errors;
  const ok = Object.keys(errors).length === 0;
  if (!ok) showToast('error', 'Check the LDAP settings', 'Each field in red says what it needs.');
  return ok;
}

function remember(s: ClientSignInSource): void {
  stored = s;
  sourceForm.value = valuesOf(s);
  secretsSet.value = { ldap: s.ldap_service_password_set, sip2: s.sip2_login_password_set };
}

/** Loads `client_id`'s source settings into the form. */
export async function loadSignInSource(client_id: string): Promise<void> {
  clientId = client_id;
  sourceTest.value = { state: 'idle' };
  sourceSaved.value = '';
  ldapErrors.value = {};
  remember(await adminGet('/admin/kiosk/client/sign_in_source', { client_id }));
}

export function editSource(change: (v: SourceFormValues) => SourceFormValues): void {
  const v = sourceForm.value;
  if (!v) return;
  sourceForm.value = change(v);
  sourceSaved.value = 'edited';
  // an error shown goes once what it said is put right (a switch may right a field's error too); none is added before a save
  const shown = ldapErrors.value;
  if (Object.keys(shown).length === 0) return;
  const now = ldapFormErrors(sourceForm.value.ldap, secretsSet.value.ldap);
  ldapErrors.value = Object.fromEntries(
    Object.keys(shown)
      .filter((k) => now[k as LdapFormKey] !== undefined)
      .map((k) => [k, now[k as LdapFormKey]]),
  );
}

/** Saves the form: the chosen source, the settings of its kind, and the outage policy. */
export async function saveSignInSource(): Promise<void> {
  const v = sourceForm.value;
  if (!v || sourceSaving.value || !ldapChecked(v)) return;
  sourceSaving.value = true;
  try {
    const body: SaveBody = {
      client_id: clientId,
      source: v.source,
      outage_policy: v.outage_policy,
      cached_days: Number(v.cached_days),
      ...(v.source === 'sip2' ? { sip2: sip2Body(v) } : {}),
      ...(v.source === 'ldap' ? { ldap: ldapBody(v) } : {}),
    };
    remember(await adminPost('/admin/kiosk/client/save_sign_in_source', body));
    sourceSaved.value = 'saved';
  } catch {
    // the API client has shown the refusal
  } finally {
    sourceSaving.value = false;
  }
}

/** "Test connection": the directory's bind or the ILS's SIP login with the form's settings; saves nothing. */
export async function testSignInSource(): Promise<void> {
  const v = sourceForm.value;
  if (!v || (v.source !== 'ldap' && v.source !== 'sip2') || sourceTest.value.state === 'testing') return;
  if (!ldapChecked(v)) return;
  sourceTest.value = { state: 'testing' };
  try {
    const body =
      v.source === 'sip2'
        ? { client_id: clientId, kind: 'sip2' as const, sip2: sip2Body(v) }
        : { client_id: clientId, kind: 'ldap' as const, ldap: ldapBody(v) };
    sourceTest.value = { state: 'done', ...(await adminPost('/admin/kiosk/client/test_sign_in_source', body)) };
  } catch {
    sourceTest.value = { state: 'idle' };
  }
}
