// What the console checks in a client's LDAP settings before it saves or tests them, each
// error said beside its field in words an IT administrator acts on. The server checks again
// (the contract's patterns): these catch the same mistakes before a round trip, and say which
// field and why.

/** The LDAP fields as the form's inputs hold them. */
export type LdapFormValues = {
  url: string;
  start_tls: boolean;
  mode: 'bind_as_user' | 'search_then_bind';
  user_dn_template: string;
  service_dn: string;
  service_password: string;
  search_base_dn: string;
  search_filter: string;
  attr_external_id: string;
  attr_email: string;
  attr_name: string;
  attr_groups: string;
  attr_birth_date: string;
  group_search_base_dn: string;
  group_search_filter: string;
  allow_groups: string;
  staff_groups: string;
  ca_certificate: string;
  reject_unauthorized: boolean;
  timeout_ms: string;
  retry_after_ms: string;
};

export type LdapFormKey = Exclude<keyof LdapFormValues, 'start_tls' | 'mode' | 'reject_unauthorized'>;
export type LdapFormErrors = Partial<Record<LdapFormKey, string>>;

const URL_RE = /^ldaps?:\/\/[A-Za-z0-9.:[\]-]+(:[0-9]{1,5})?\/?$/;
const ATTRIBUTE_RE = /^([A-Za-z][A-Za-z0-9-]{0,63}|[0-9]+(\.[0-9]+){1,40})$/;
const DN_RE = /^[^\s].*=.*[^\s]$/;

const ATTRIBUTES = ['attr_external_id', 'attr_email', 'attr_name', 'attr_groups', 'attr_birth_date'] as const;

/** A whole number within [min, max] typed in a field; the error to show, or null. */
function wholeNumberError(text: string, min: number, max: number, what: string): string | null {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(n)) return `Enter ${what} in milliseconds, a whole number`;
  if (n < min || n > max) return `Between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')} ms`;
  return null;
}

/**
 * The inline errors of the LDAP settings; empty when they may be sent. `passwordStored`: a
 * service password is stored, so leaving the field empty keeps it.
 */
export function ldapFormErrors(v: LdapFormValues, passwordStored: boolean): LdapFormErrors {
  const errors: LdapFormErrors = {};
  const url = v.url.trim();
  if (url === '') errors.url = 'Enter the directory’s address, e.g. ldaps://dc1.example.org:636';
  else if (!URL_RE.test(url))
    errors.url = 'An address like ldaps://host:636 or ldap://host:389, without a path or base DN';
  else if (url.startsWith('ldaps://') && v.start_tls)
    errors.url = 'ldaps:// is encrypted from the start: turn StartTLS off, or use ldap:// with StartTLS';
  if (v.mode === 'bind_as_user') {
    if (!v.user_dn_template.includes('{username}'))
      errors.user_dn_template = 'Put {username} where the person’s username goes, e.g. uid={username},ou=people,…';
  } else {
    if (v.service_dn.trim() === '') errors.service_dn = 'Enter the service account’s DN (or, for AD, its UPN)';
    if (v.service_password === '' && !passwordStored) errors.service_password = 'Enter the service account’s password';
    if (!DN_RE.test(v.search_base_dn.trim()))
      errors.search_base_dn = 'Enter a DN to search under, e.g. ou=people,dc=example,dc=org';
    if (!v.search_filter.includes('{username}'))
      errors.search_filter = 'Put {username} in the filter, e.g. (&(objectClass=person)(uid={username}))';
    else if (!/^\(.*\)$/.test(v.search_filter.trim()))
      errors.search_filter = 'A filter is in parentheses: (uid={username})';
  }
  for (const key of ATTRIBUTES) {
    const name = v[key].trim();
    if (name !== '' && !ATTRIBUTE_RE.test(name))
      errors[key] = 'An attribute name (letters, digits, hyphens) or an OID; leave empty for none';
  }
  const base = v.group_search_base_dn.trim();
  const filter = v.group_search_filter.trim();
  if (base !== '' || filter !== '') {
    if (!DN_RE.test(base)) errors.group_search_base_dn = 'Enter the DN groups are searched under, or clear both fields';
    if (!filter.includes('{dn}'))
      errors.group_search_filter =
        'Put {dn} where the person’s DN goes, e.g. (&(objectClass=groupOfNames)(member={dn}))';
  }
  if (v.attr_groups.trim() === '' && base === '' && (v.allow_groups.trim() !== '' || v.staff_groups.trim() !== ''))
    errors.allow_groups = 'Groups are read from the groups attribute or a group search: set one of them';
  const ca = v.ca_certificate.trim();
  if (ca !== '' && !/^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/.test(ca))
    errors.ca_certificate =
      'Paste the certificate in PEM form, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----';
  if (ca !== '' && url.startsWith('ldap://') && !v.start_tls)
    errors.ca_certificate = 'A CA certificate is used with ldaps:// or StartTLS only';
  const timeout = wholeNumberError(v.timeout_ms, 500, 30_000, 'the timeout');
  if (timeout) errors.timeout_ms = timeout;
  const retry = wholeNumberError(v.retry_after_ms, 1_000, 600_000, 'the wait');
  if (retry) errors.retry_after_ms = retry;
  return errors;
}
